package rw.exec.interp;

import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import rw.dialect.llvm.LlvmFunctionType;
import rw.exec.runtime.RuntimeFunction;
import rw.exec.runtime.RuntimeLibrary;
import rw.ir.Operation;
import rw.ir.attr.TypeAttr;

/**
 * Prepares a module for execution, in this order: link it with its nested modules, check that
 * it holds only what the executor runs, allocate its globals, decode every function (which
 * checks every op and resolves every call, to the module or the runtime library), then
 * initialize the globals. Any problem found before initialization is an error diagnostic at the
 * op concerned, and nothing runs; initializers are program code and may trap.
 */
public final class Loader implements DecodeEnv {
  private final HandlerTable handlers;
  private final RuntimeLibrary library;
  private final Machine machine;
  private final DataLayout layout = new DataLayout();
  private final LinkedModule linked;
  private final Map<LinkedSymbol, FunctionRef> refs = new IdentityHashMap<>();
  private final Globals globals;
  private final boolean fuse;

  private Loader(LinkedModule linked, HandlerTable handlers, RuntimeLibrary library, Machine machine, boolean fuse) {
    this.fuse = fuse;
    this.linked = linked;
    this.handlers = handlers;
    this.library = library;
    this.machine = machine;
    this.globals = new Globals(this, machine);
  }

  /** The program of {@code module} loaded into {@code machine}; null after reporting errors. */
  public static Program load(Operation module, HandlerTable handlers, RuntimeLibrary library, Machine machine) {
    return load(module, handlers, library, machine, true);
  }

  /** As {@link #load(Operation, HandlerTable, RuntimeLibrary, Machine)}; {@code fuse} false decodes every op alone. */
  public static Program load(Operation module, HandlerTable handlers, RuntimeLibrary library, Machine machine,
      boolean fuse) {
    LinkedModule linked = ModuleLinker.link(module);
    if (linked == null) return null;
    return new Loader(linked, handlers, library, machine, fuse).load();
  }

  private Program load() {
    boolean ok = checkTopLevel(linked.top());
    ok &= globals.allocate(linked.globalDefinitions());
    if (!ok) return null;
    for (LinkedSymbol f : linked.functionDefinitions()) refs.put(f, FunctionRef.module(f.name(), functionType(f)));
    Map<LinkedSymbol, FunctionPlan> plans = new LinkedHashMap<>();
    for (LinkedSymbol f : linked.functionDefinitions()) {
      FunctionPlan plan = FunctionPlan.decode(f.op(), this);
      if (plan == null) ok = false;
      else plans.put(f, plan);
    }
    ok &= globals.decodeInitializers();
    if (!ok) return null;
    plans.forEach((s, p) -> refs.get(s).bind(p));
    globals.initialize();
    machine.globalsReady = true;
    return new Program(linked, machine, plans);
  }

  private static LlvmFunctionType functionType(LinkedSymbol f) {
    if (f.op().inherentAttr("function_type") instanceof TypeAttr t && t.type() instanceof LlvmFunctionType ft) return ft;
    throw new IllegalStateException("llvm.func without function_type: " + f.op());
  }

  /** Only functions, globals and nested modules at module level. */
  private boolean checkTopLevel(Operation module) {
    boolean ok = true;
    for (Operation op : module.region(0).entryBlock()) {
      switch (op.name()) {
        case "llvm.func":
          if (!(op.inherentAttr("function_type") instanceof TypeAttr t && t.type() instanceof LlvmFunctionType)) {
            op.emitOpError("has no function type");
            ok = false;
          }
          break;
        case "llvm.mlir.global":
          break;
        case "builtin.module":
          ok &= checkTopLevel(op);
          break;
        default:
          op.emitError("operation '" + op.name() + "' is not supported at module level by the rw executor");
          ok = false;
      }
    }
    return ok;
  }

  // ---- DecodeEnv ----

  @Override
  public HandlerTable handlers() {
    return handlers;
  }

  @Override
  public boolean fuses() {
    return fuse;
  }

  @Override
  public DataLayout layout() {
    return layout;
  }

  @Override
  public long globalAddress(Operation user, String symbol) {
    LinkedSymbol s = linked.resolve(user, symbol);
    if (s == null) throw new DecodeError("refers to unknown symbol @" + symbol);
    if (s.isFunction()) throw new DecodeError("takes the address of function @" + symbol + ", which the executor does not support");
    if (!s.isDefinition()) throw new DecodeError("refers to global @" + symbol + ", which is declared but defined in no module");
    return globals.address(s);
  }

  @Override
  public FunctionRef callee(Operation user, String symbol) {
    LinkedSymbol s = linked.resolve(user, symbol);
    if (s != null && !s.isFunction()) throw new DecodeError("calls @" + symbol + ", which is a global");
    if (s != null && s.isDefinition()) return refs.get(s);
    RuntimeFunction f = library.find(symbol).orElse(null);
    if (f == null) {
      throw new DecodeError("calls @" + symbol + ", which is neither defined in the module nor provided by the runtime library");
    }
    return FunctionRef.runtime(f);
  }
}
