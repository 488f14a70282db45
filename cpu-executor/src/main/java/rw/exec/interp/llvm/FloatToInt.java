package rw.exec.interp.llvm;

import rw.exec.interp.OpDecoder;
import rw.exec.interp.SlotRepr;
import rw.exec.interp.Types;
import rw.exec.semantics.CastSemantics;
import rw.exec.semantics.NarrowFloat;
import rw.exec.semantics.ValueKind;

/** The float/integer conversions of {@link CastHandlers}: fptosi, fptoui, sitofp, uitofp. */
final class FloatToInt {
  private FloatToInt() {}

  /** Reads a float slot of {@code kind} as a double (exact). */
  private static double toDouble(ValueKind kind, long bits) {
    return kind == ValueKind.F64 ? SlotRepr.toDouble(bits) : SlotRepr.toFloat(bits);
  }

  static CastHandlers.CastFn fptosi(OpDecoder d) {
    ValueKind from = Types.floatKind(d.operandType(0));
    int to = Types.intWidth(d.resultType());
    d.resultKind();
    if (to == 64) return v -> CastSemantics.fptosiI64(toDouble(from, v));
    return v -> CastSemantics.fptosi(to, toDouble(from, v));
  }

  static CastHandlers.CastFn fptoui(OpDecoder d) {
    ValueKind from = Types.floatKind(d.operandType(0));
    int to = Types.intWidth(d.resultType());
    d.resultKind();
    if (to == 64) return v -> CastSemantics.fptouiI64(toDouble(from, v));
    return v -> CastSemantics.fptoui(to, toDouble(from, v));
  }

  static CastHandlers.CastFn sitofp(OpDecoder d) {
    d.operandKind(0);
    ValueKind to = Types.floatKind(d.resultType());
    if (to == ValueKind.F64) return v -> SlotRepr.ofDouble(CastSemantics.sitofpF64(v));
    if (to == ValueKind.F32) return v -> SlotRepr.ofFloat(CastSemantics.sitofpF32(v));
    NarrowFloat format = NarrowFloat.valueOf(to.name());
    return v -> SlotRepr.ofFloat(CastSemantics.sitofpNarrow(format, v));
  }

  static CastHandlers.CastFn uitofp(OpDecoder d) {
    d.operandKind(0);
    int from = Types.intWidth(d.operandType(0));
    ValueKind to = Types.floatKind(d.resultType());
    if (from == 64) return wideUnsigned(to);
    if (to == ValueKind.F64) return v -> SlotRepr.ofDouble(CastSemantics.uitofpF64(from, (int) v));
    if (to == ValueKind.F32) return v -> SlotRepr.ofFloat(CastSemantics.uitofpF32(from, (int) v));
    NarrowFloat format = NarrowFloat.valueOf(to.name());
    return v -> SlotRepr.ofFloat(CastSemantics.uitofpNarrow(format, from, (int) v));
  }

  private static CastHandlers.CastFn wideUnsigned(ValueKind to) {
    if (to == ValueKind.F64) return v -> SlotRepr.ofDouble(CastSemantics.uitofpI64ToF64(v));
    if (to == ValueKind.F32) return v -> SlotRepr.ofFloat(CastSemantics.uitofpI64ToF32(v));
    NarrowFloat format = NarrowFloat.valueOf(to.name());
    return v -> SlotRepr.ofFloat(CastSemantics.uitofpI64ToNarrow(format, v));
  }
}
