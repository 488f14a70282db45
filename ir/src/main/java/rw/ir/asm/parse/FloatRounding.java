package rw.ir.asm.parse;

import rw.ir.type.FloatType;

/**
 * Rounds a double to the nearest value of a narrower float format (round half to even, with
 * subnormals and overflow to infinity), as APFloat's convert does; the result is a double that
 * the format represents exactly.
 */
final class FloatRounding {
  private FloatRounding() {}

  static double round(double v, FloatType.Kind kind) {
    switch (kind) {
      case F64: case F80: case F128: return v;
      case F32: return (float) v;
      case F8E8M0FNU: return roundTo(v, 1, 8);
      default: return roundTo(v, kind.precision(), exponentBits(kind));
    }
  }

  private static int exponentBits(FloatType.Kind kind) {
    return kind.width() - kind.precision();
  }

  /** Rounds to {@code precision} significand bits and an exponent field of {@code expBits} bits. */
  static double roundTo(double v, int precision, int expBits) {
    if (Double.isNaN(v) || Double.isInfinite(v) || v == 0) return v;
    int bias = (1 << (expBits - 1)) - 1;
    int emin = 1 - bias;
    int emax = bias;
    int e = Math.getExponent(v);
    if (e > emax + 1) return Math.copySign(Double.POSITIVE_INFINITY, v);
    int quantum = Math.max(e, emin) - (precision - 1);
    double scaled = Math.scalb(v, -quantum);
    double rounded = Math.scalb(Math.rint(scaled), quantum);
    double maxFinite = Math.scalb(2.0 - Math.scalb(1.0, 1 - precision), emax);
    if (Math.abs(rounded) > maxFinite) return Math.copySign(Double.POSITIVE_INFINITY, v);
    return rounded;
  }
}
