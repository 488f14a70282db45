package rw.exec.interp.llvm;

import rw.exec.interp.DecodeError;
import rw.exec.interp.Frame;
import rw.exec.interp.HandlerTable;
import rw.exec.interp.OpDecoder;
import rw.exec.interp.Shape;
import rw.exec.interp.Step;
import rw.exec.interp.Types;
import rw.exec.semantics.ValueKind;
import rw.ir.Operation;
import rw.ir.attr.TypeAttr;
import rw.ir.loc.Location;
import rw.ir.type.Type;

/**
 * {@code llvm.load}, {@code llvm.store} (scalars and aggregates; alignment, volatility and
 * atomic ordering need nothing more on one thread), {@code llvm.alloca} (a stack allocation,
 * released when the function returns) and {@code llvm.getelementptr}. A getelementptr fused
 * into the load or store using it ({@link Fusions}) emits no step: the access computes the
 * address itself.
 */
public final class MemoryHandlers {
  private MemoryHandlers() {}

  public static void register(HandlerTable t) {
    t.register("llvm.load", MemoryHandlers::load);
    t.register("llvm.store", MemoryHandlers::store);
    t.register("llvm.alloca", MemoryHandlers::alloca);
    t.register("llvm.getelementptr", MemoryHandlers::gep);
    BulkMemoryHandlers.register(t);
  }

  private static void load(OpDecoder d) {
    Type t = d.resultType();
    if (Types.isAggregate(t)) {
      d.emit(MemorySteps.loadAggregate(Shape.of(t, d.layout()), d.result(), d.operand(0)));
      return;
    }
    ValueKind k = memoryKind(t);
    Step fused = fusedAccess(d, 0, k, true);
    d.emit(fused != null ? fused : MemorySteps.load(k, d.result(), d.operand(0)));
  }

  private static void store(OpDecoder d) {
    Type t = d.operandType(0);
    if (Types.isAggregate(t)) {
      d.emit(MemorySteps.storeAggregate(Shape.of(t, d.layout()), d.operand(0), d.operand(1)));
      return;
    }
    ValueKind k = memoryKind(t);
    Step fused = fusedAccess(d, 1, k, false);
    d.emit(fused != null ? fused : MemorySteps.store(k, d.operand(0), d.operand(1)));
  }

  private static ValueKind memoryKind(Type t) {
    ValueKind k = Types.kind(t);
    if (!Types.isMemoryType(t)) throw new DecodeError("values of type " + t + " cannot be loaded or stored");
    return k;
  }

  private static void gep(OpDecoder d) {
    if (d.fuses() && Fusions.isAbsorbed(d.op())) return;
    d.emit(GepSteps.of(d.result(), GepPlan.of(d)));
  }

  /** The access step for a getelementptr fused into the load or store {@code d}, or null. */
  private static Step fusedAccess(OpDecoder d, int operand, ValueKind k, boolean load) {
    Operation gep = d.fuses() ? d.fusibleProducer(operand, "llvm.getelementptr") : null;
    if (gep == null || Fusions.gepIndexOperand(gep) < 0) return null;
    GepPlan g = GepPlan.of(d.forOp(gep));
    if (g.dynamicCount() != 1) throw new IllegalStateException("fused getelementptr with " + g.dynamicCount() + " indices");
    int v = load ? d.result() : d.operand(0);
    Long global = globalBase(d, gep);
    Operation add = Fusions.fusedIndexAdd(gep);
    if (add == null) {
      if (global != null) return load ? GlobalAccessSteps.loadAt(k, v, global, g) : GlobalAccessSteps.storeAt(k, v, global, g);
      return load ? MemorySteps.loadAt(k, v, g) : MemorySteps.storeAt(k, v, g);
    }
    int m = Fusions.fusedMulOperand(add);
    OpDecoder addDecoder = d.forOp(add);
    OpDecoder mul = d.forOp(add.operand(m).definingOp());
    int[] index = {addDecoder.operand(1 - m), mul.operand(0), mul.operand(1)};
    boolean i64 = Types.intWidth(add.result(0).type()) == 64;
    if (global != null) {
      return load ? GlobalAccessSteps.loadAt2(k, v, global, g, i64, index)
          : GlobalAccessSteps.storeAt2(k, v, global, g, i64, index);
    }
    return load ? MemorySteps.loadAt2(k, v, g, i64, index) : MemorySteps.storeAt2(k, v, g, i64, index);
  }

  /** The address of the global that {@code gep} indexes, when its base is an addressof already decoded. */
  private static Long globalBase(OpDecoder d, Operation gep) {
    Operation base = gep.operand(0).definingOp();
    if (base == null || !base.name().equals("llvm.mlir.addressof")) return null;
    return d.knownScalar(gep.operand(0));
  }

  private static void alloca(OpDecoder d) {
    if (!(d.attr("elem_type") instanceof TypeAttr ta)) throw new DecodeError("has no elem_type");
    long elemSize = d.layout().sizeOf(ta.type());
    int width = Types.intWidth(d.operandType(0));
    int count = d.operand(0);
    int r = d.result();
    Location loc = d.location();
    String label = "alloca of " + ta.type();
    d.emit(new Step() {
      @Override
      public void execute(Frame f) {
        long n = f.s[count];
        if (width < 64) n &= (1L << width) - 1;
        long size = n != 0 && elemSize > Long.MAX_VALUE / n ? -1 : n * elemSize;
        f.s[r] = f.mem.alloca(size, label, loc);
      }
    });
  }
}
