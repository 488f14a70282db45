package rw.exec.interp.llvm;

import java.util.Arrays;
import java.util.List;
import rw.dialect.llvm.LlvmFunctionType;
import rw.exec.interp.BlockCode;
import rw.exec.interp.DecodeError;
import rw.exec.interp.Edge;
import rw.exec.interp.Frame;
import rw.exec.interp.FunctionRef;
import rw.exec.interp.HandlerTable;
import rw.exec.interp.Interpreter;
import rw.exec.interp.OpDecoder;
import rw.exec.interp.SlotRepr;
import rw.exec.interp.Step;
import rw.exec.interp.Terminator;
import rw.exec.interp.Types;
import rw.exec.runtime.RuntimeFunction;
import rw.exec.semantics.ValueKind;
import rw.ir.Operation;
import rw.ir.Value;
import rw.ir.type.Type;

/**
 * {@code llvm.call} and {@code llvm.invoke} of a named function: a function of the (linked)
 * module runs in a new frame; a function of the runtime library gets its arguments boxed. The
 * callee and, for runtime functions, the signature are checked at decode time, so a missing or
 * mismatched function is an error before the program starts. Indirect and variadic calls are
 * not supported.
 */
public final class CallHandlers {
  private CallHandlers() {}

  public static void register(HandlerTable t) {
    t.register("llvm.call", CallHandlers::call);
    t.register("llvm.invoke", CallHandlers::invoke);
  }

  private static void call(OpDecoder d) {
    long[] segments = d.denseArray("operandSegmentSizes");
    int nArgs = segments.length > 0 ? (int) segments[0] : d.numOperands();
    d.emit(callStep(d, nArgs));
  }

  private static void invoke(OpDecoder d) {
    long[] segments = d.denseArray("operandSegmentSizes");
    int nNormal = segments.length >= 3 ? (int) segments[1] : d.op().successor(0).numArguments();
    int nUnwind = segments.length >= 3 ? (int) segments[2] : d.op().successor(1).numArguments();
    int nArgs = segments.length >= 3 ? (int) segments[0] : d.numOperands() - nNormal - nUnwind;
    List<Value> all = d.op().operands();
    Step call = callStep(d, nArgs);
    Edge normal = d.edge(0, all.subList(nArgs, nArgs + nNormal));
    d.terminate(new Terminator() {
      @Override
      public BlockCode next(Frame f) {
        call.execute(f);
        return normal.take(f);
      }
    });
  }

  private static Step callStep(OpDecoder d, int nArgs) {
    if (d.attr("callee") == null) throw new DecodeError("indirect calls are not supported by the executor");
    if (d.attr("var_callee_type") != null) throw new DecodeError("variadic calls are not supported by the executor");
    String name = d.symbolAttr("callee");
    FunctionRef ref = d.env().callee(d.op(), name);
    if (d.op().numResults() > 1) throw new DecodeError("has more than one result");
    if (ref.isRuntime()) return runtimeCall(d, ref.runtimeFunction(), nArgs);
    checkModuleSignature(d.op(), ref, nArgs);
    int[] args = d.operands(0, nArgs);
    boolean[] isObject = new boolean[nArgs];
    for (int i = 0; i < nArgs; i++) isObject[i] = Types.isAggregate(d.operandType(i));
    if (!d.hasResult()) return new ModuleCall(ref, args, isObject, -1, false);
    return new ModuleCall(ref, args, isObject, d.result(), Types.isAggregate(d.resultType()));
  }

  private static void checkModuleSignature(Operation op, FunctionRef ref, int nArgs) {
    LlvmFunctionType type = ref.type();
    if (type.varArg()) throw new DecodeError("calls of variadic function @" + ref.name() + " are not supported");
    boolean returnsValue = !Types.isVoid(type.returnType());
    if (type.params().size() != nArgs || returnsValue != (op.numResults() == 1)) {
      throw new DecodeError("call does not match the signature of @" + ref.name() + ": " + type);
    }
  }

  private static Step runtimeCall(OpDecoder d, RuntimeFunction fn, int nArgs) {
    ValueKind[] kinds = new ValueKind[nArgs];
    for (int i = 0; i < nArgs; i++) kinds[i] = Types.isAggregate(d.operandType(i)) ? null : d.operandKind(i);
    ValueKind result = d.hasResult() && !Types.isAggregate(d.resultType()) ? d.resultKind() : ValueKind.VOID;
    if (!Arrays.asList(kinds).equals(fn.parameters()) || (d.hasResult() && result == ValueKind.VOID) || result != fn.result()) {
      throw new DecodeError("call of runtime function @" + fn.name() + " with type " + signature(d, nArgs)
          + " does not match its signature " + fn.signature());
    }
    return new RuntimeCall(fn, d.operands(0, nArgs), kinds, d.hasResult() ? d.result() : -1, result);
  }

  private static String signature(OpDecoder d, int nArgs) {
    StringBuilder sb = new StringBuilder(d.hasResult() ? d.resultType().toString() : "void").append(" (");
    for (int i = 0; i < nArgs; i++) {
      Type t = d.operandType(i);
      sb.append(i > 0 ? ", " : "").append(t);
    }
    return sb.append(')').toString();
  }

  /** A call of a function of the module. */
  private static final class ModuleCall extends Step {
    private final FunctionRef callee;
    private final int[] args;
    private final boolean[] isObject;
    private final int d;
    private final boolean resultIsObject;

    ModuleCall(FunctionRef callee, int[] args, boolean[] isObject, int d, boolean resultIsObject) {
      this.callee = callee;
      this.args = args;
      this.isObject = isObject;
      this.d = d;
      this.resultIsObject = resultIsObject;
    }

    @Override
    public void execute(Frame f) {
      Frame callee = Interpreter.call(this.callee.plan(), f, args, isObject);
      if (d < 0) return;
      if (resultIsObject) f.o[d] = callee.resultObject;
      else f.s[d] = callee.result;
    }
  }

  /** A call of a runtime-library function; arguments and result are boxed. */
  private static final class RuntimeCall extends Step {
    private final RuntimeFunction fn;
    private final int[] args;
    private final ValueKind[] kinds;
    private final int d;
    private final ValueKind result;

    RuntimeCall(RuntimeFunction fn, int[] args, ValueKind[] kinds, int d, ValueKind result) {
      this.fn = fn;
      this.args = args;
      this.kinds = kinds;
      this.d = d;
      this.result = result;
    }

    @Override
    public void execute(Frame f) {
      Object[] boxed = new Object[args.length];
      for (int k = 0; k < args.length; k++) boxed[k] = SlotRepr.box(kinds[k], f.s[args[k]]);
      Object r = fn.body().call(f.machine.runtime(), boxed);
      if (d >= 0) f.s[d] = SlotRepr.unbox(result, r);
    }
  }
}
