package rw.exec.interp;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import rw.ir.Operation;
import rw.ir.attr.Attribute;
import rw.ir.attr.TypeAttr;
import rw.ir.attr.UnitAttr;
import rw.ir.type.Type;

/**
 * The globals of a loaded program ({@code llvm.mlir.global}): one zeroed global allocation each,
 * at an address fixed before functions are decoded (so {@code llvm.mlir.addressof} is a
 * constant), then filled from the {@code value} attribute or by running the initializer region,
 * and made read-only when {@code constant}. Address spaces share the one memory.
 */
final class Globals {
  private final DecodeEnv env;
  private final Machine machine;
  private final Map<LinkedSymbol, Long> addresses = new IdentityHashMap<>();
  private final List<Init> inits = new ArrayList<>();
  private final List<LinkedSymbol> definitions = new ArrayList<>();

  /** How one global gets its initial value: a constant, or a decoded initializer region. */
  private record Init(LinkedSymbol symbol, Shape shape, Object value, FunctionPlan initializer) {}

  Globals(DecodeEnv env, Machine machine) {
    this.env = env;
    this.machine = machine;
  }

  /** Allocates every global; false after reporting unsupported types. */
  boolean allocate(List<LinkedSymbol> globals) {
    boolean ok = true;
    for (LinkedSymbol g : globals) {
      try {
        long size = env.layout().sizeOf(type(g.op()));
        addresses.put(g, machine.memory().allocateGlobal(g.name(), size, g.op().location()));
        definitions.add(g);
      } catch (DecodeError e) {
        g.op().emitOpError(e.getMessage());
        ok = false;
      }
    }
    return ok;
  }

  long address(LinkedSymbol g) {
    Long a = addresses.get(g);
    if (a == null) throw new DecodeError("refers to global @" + g.name() + ", which could not be allocated");
    return a;
  }

  /** Works out every global's initial value or decodes its initializer; false after errors. */
  boolean decodeInitializers() {
    boolean ok = true;
    for (LinkedSymbol g : definitions) {
      Operation op = g.op();
      try {
        Type t = type(op);
        Shape shape = Shape.of(t, env.layout());
        Attribute value = op.inherentAttr("value");
        if (value != null) {
          inits.add(new Init(g, shape, ConstantValues.value(value, t), null));
        } else if (op.numRegions() > 0 && !op.region(0).isEmpty() && !op.region(0).entryBlock().isEmpty()) {
          FunctionPlan plan = FunctionPlan.decodeRegion("initializer of @" + g.name(), op.region(0), op.location(), env);
          if (plan == null) ok = false;
          else inits.add(new Init(g, shape, null, plan));
        } else {
          inits.add(new Init(g, shape, null, null));
        }
      } catch (DecodeError e) {
        op.emitOpError(e.getMessage());
        ok = false;
      }
    }
    return ok;
  }

  /** Fills the globals, running initializer regions (which may trap), and protects constants. */
  void initialize() {
    for (Init init : inits) {
      long p = addresses.get(init.symbol());
      Object value = init.value();
      if (init.initializer() != null) {
        Frame f = init.initializer().newFrame(machine);
        Interpreter.invoke(init.initializer(), f);
        value = init.shape().isScalar() ? SlotRepr.box(init.shape().kind(), f.result) : f.resultObject;
      }
      if (value != null) init.shape().store(machine.memory(), p, value);
    }
    for (Init init : inits) {
      if (init.symbol().op().inherentAttr("constant") instanceof UnitAttr) machine.memory().protect(addresses.get(init.symbol()));
    }
  }

  private static Type type(Operation op) {
    if (op.inherentAttr("global_type") instanceof TypeAttr t) return t.type();
    throw new DecodeError("has no global_type");
  }
}
