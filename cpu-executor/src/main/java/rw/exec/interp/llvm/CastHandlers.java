package rw.exec.interp.llvm;

import rw.exec.interp.DecodeError;
import rw.exec.interp.Frame;
import rw.exec.interp.HandlerTable;
import rw.exec.interp.OpDecoder;
import rw.exec.interp.SlotRepr;
import rw.exec.interp.Types;
import rw.exec.semantics.CastSemantics;
import rw.exec.semantics.NarrowFloat;
import rw.exec.semantics.ValueKind;
import rw.exec.semantics.ValueRepr;

/**
 * Casts ({@link CastSemantics}): sext, zext, trunc, fptosi, fptoui, sitofp, uitofp, fpext,
 * fptrunc, bitcast, ptrtoint, inttoptr, addrspacecast, and freeze. In slot form ({@code
 * SlotRepr}) sext, most bitcasts, pointer casts at 64 bits and freeze are plain copies.
 */
public final class CastHandlers {
  private CastHandlers() {}

  /** A cast from slot bits to slot bits. */
  @FunctionalInterface
  interface CastFn {
    long apply(long bits);
  }

  public static void register(HandlerTable t) {
    t.register("llvm.sext", d -> emit(d, identity(d)));
    t.register("llvm.zext", d -> emit(d, zext(Types.intWidth(d.operandType(0)))));
    t.register("llvm.trunc", d -> emit(d, trunc(Types.intWidth(d.resultType()))));
    t.register("llvm.fptosi", d -> emit(d, FloatToInt.fptosi(d)));
    t.register("llvm.fptoui", d -> emit(d, FloatToInt.fptoui(d)));
    t.register("llvm.sitofp", d -> emit(d, FloatToInt.sitofp(d)));
    t.register("llvm.uitofp", d -> emit(d, FloatToInt.uitofp(d)));
    t.register("llvm.fpext", d -> emit(d, fpext(d)));
    t.register("llvm.fptrunc", d -> emit(d, fptrunc(d)));
    t.register("llvm.bitcast", d -> emit(d, bitcast(d)));
    t.register("llvm.ptrtoint", d -> emit(d, ptrtoint(d)));
    t.register("llvm.inttoptr", d -> emit(d, inttoptr(d)));
    t.register("llvm.addrspacecast", d -> emit(d, identity(d)));
    t.register("llvm.freeze", CastHandlers::freeze);
    t.markFoldable("llvm.sext", "llvm.zext", "llvm.trunc", "llvm.fptosi", "llvm.fptoui", "llvm.sitofp", "llvm.uitofp",
        "llvm.fpext", "llvm.fptrunc", "llvm.bitcast");
  }

  private static void emit(OpDecoder d, CastFn fn) {
    if (fn == null) {
      d.emit(new Copy(d.result(), d.operand(0)));
      return;
    }
    d.emit(new Unary(d.result(), d.operand(0)) {
      @Override
      public void execute(Frame f) {
        long[] s = f.s;
        s[this.d] = fn.apply(s[a]);
      }
    });
  }

  /** Null: the cast is a copy of the slot (after checking the types are scalars). */
  private static CastFn identity(OpDecoder d) {
    d.operandKind(0);
    d.resultKind();
    return null;
  }

  private static CastFn zext(int from) {
    if (from >= 64) throw new DecodeError("zext from i64");
    long mask = (1L << from) - 1;
    return v -> v & mask;
  }

  private static CastFn trunc(int to) {
    if (to == 32) return v -> (int) v;
    if (to >= 64) throw new DecodeError("trunc to i64");
    return v -> ValueRepr.wrap(to, (int) v);
  }

  private static CastFn fpext(OpDecoder d) {
    ValueKind from = Types.floatKind(d.operandType(0));
    ValueKind to = Types.floatKind(d.resultType());
    if (to == ValueKind.F64 && from != ValueKind.F64) return v -> SlotRepr.ofDouble(SlotRepr.toFloat(v));
    if (to == ValueKind.F32 && (from == ValueKind.F16 || from == ValueKind.BF16)) return null;
    throw new DecodeError("fpext from " + d.operandType(0) + " to " + d.resultType());
  }

  private static CastFn fptrunc(OpDecoder d) {
    ValueKind from = Types.floatKind(d.operandType(0));
    ValueKind to = Types.floatKind(d.resultType());
    if (from == ValueKind.F64 && to == ValueKind.F32) return v -> SlotRepr.ofFloat((float) SlotRepr.toDouble(v));
    if (to != ValueKind.F16 && to != ValueKind.BF16) throw new DecodeError("fptrunc to " + d.resultType());
    NarrowFloat format = NarrowFloat.valueOf(to.name());
    if (from == ValueKind.F64) return v -> SlotRepr.ofFloat(CastSemantics.fptruncToNarrow(format, SlotRepr.toDouble(v)));
    if (from == ValueKind.F32) return v -> SlotRepr.ofFloat(CastSemantics.fptruncToNarrow(format, SlotRepr.toFloat(v)));
    throw new DecodeError("fptrunc from " + d.operandType(0) + " to " + d.resultType());
  }

  private static CastFn bitcast(OpDecoder d) {
    if (Types.isAggregate(d.operandType(0)) || Types.isAggregate(d.resultType())) {
      throw new DecodeError("bitcast of aggregates is not supported");
    }
    ValueKind from = d.operandKind(0);
    ValueKind to = d.resultKind();
    if (from.byteSize() != to.byteSize()) throw new DecodeError("bitcast between types of different sizes");
    if (to == ValueKind.F16 || to == ValueKind.BF16) {
      NarrowFloat format = NarrowFloat.valueOf(to.name());
      return v -> SlotRepr.ofFloat(CastSemantics.bitcastI16ToNarrow(format, (int) v));
    }
    if (from == ValueKind.F16 || from == ValueKind.BF16) {
      NarrowFloat format = NarrowFloat.valueOf(from.name());
      return v -> CastSemantics.bitcastNarrowToI16(format, SlotRepr.toFloat(v));
    }
    return null;
  }

  private static CastFn ptrtoint(OpDecoder d) {
    int to = Types.intWidth(d.resultType());
    if (to == 64) return identity(d);
    return v -> CastSemantics.ptrtoint(to, v);
  }

  private static CastFn inttoptr(OpDecoder d) {
    int from = Types.intWidth(d.operandType(0));
    if (from == 64) return identity(d);
    return v -> CastSemantics.inttoptr(from, (int) v);
  }

  private static void freeze(OpDecoder d) {
    if (!Types.isAggregate(d.resultType())) {
      emit(d, identity(d));
      return;
    }
    int r = d.result();
    int a = d.operand(0);
    d.emit(new rw.exec.interp.Step() {
      @Override
      public void execute(Frame f) {
        f.o[r] = f.o[a];
      }
    });
  }

  /** A cast that keeps the slot bits. */
  static final class Copy extends Unary {
    Copy(int d, int a) {
      super(d, a);
    }

    @Override
    public void execute(Frame f) {
      long[] s = f.s;
      s[d] = s[a];
    }
  }
}
