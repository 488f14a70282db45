package rw.dialect.arith;

import rw.ir.attr.Attribute;
import rw.ir.attr.FloatAttr;
import rw.ir.attr.IntegerAttr;
import rw.ir.type.Type;

/** Floating-point folds of arith (see {@link Folders}); f32 arithmetic is done in single precision. */
final class FloatFolds {
  private FloatFolds() {}

  static Object fold(String name, Attribute[] c, Type type) {
    Double a = c.length > 0 && c[0] instanceof FloatAttr x ? x.value() : null;
    Double b = c.length > 1 && c[1] instanceof FloatAttr y ? y.value() : null;
    if (b != null) {
      long bits = Double.doubleToRawLongBits(b);
      if (name.equals("addf") && bits == Double.doubleToRawLongBits(-0.0)) return 0;
      if (name.equals("subf") && bits == 0L) return 0;
      if ((name.equals("mulf") || name.equals("divf")) && b == 1.0) return 0;
      if (name.equals("maximumf") && b == Double.NEGATIVE_INFINITY) return 0;
      if (name.equals("minimumf") && b == Double.POSITIVE_INFINITY) return 0;
      if ((name.equals("maxnumf") || name.equals("minnumf")) && Double.isNaN(b)) return 0;
    }
    if (name.equals("negf")) return a == null ? null : make(-a, type);
    if (a == null || b == null) return null;
    boolean f32 = Folders.isF32(type);
    double r = switch (name) {
      case "addf" -> f32 ? (double) ((float) (double) a + (float) (double) b) : a + b;
      case "subf" -> f32 ? (double) ((float) (double) a - (float) (double) b) : a - b;
      case "mulf" -> f32 ? (double) ((float) (double) a * (float) (double) b) : a * b;
      case "divf" -> f32 ? (double) ((float) (double) a / (float) (double) b) : a / b;
      case "remf" -> f32 ? (double) ((float) (double) a % (float) (double) b) : a % b;
      default -> Double.NaN;
    };
    if (!name.equals("addf") && !name.equals("subf") && !name.equals("mulf") && !name.equals("divf") && !name.equals("remf")) return null;
    // An invalid operation gives IEEE's default NaN, positive (the x86 hardware one is negative).
    if (Double.isNaN(r) && !Double.isNaN(a) && !Double.isNaN(b)) r = Double.NaN;
    return make(r, type);
  }

  static Object cmpf(String p, Attribute[] c) {
    if (!(c[0] instanceof FloatAttr x) || !(c[1] instanceof FloatAttr y)) return null;
    double a = x.value();
    double b = y.value();
    boolean unordered = Double.isNaN(a) || Double.isNaN(b);
    boolean r = switch (p) {
      case "false" -> false;
      case "true" -> true;
      case "ord" -> !unordered;
      case "uno" -> unordered;
      default -> {
        boolean cmp = switch (p.substring(1)) {
          case "eq" -> a == b;
          case "gt" -> a > b;
          case "ge" -> a >= b;
          case "lt" -> a < b;
          case "le" -> a <= b;
          default -> a != b;
        };
        yield p.startsWith("o") ? !unordered && cmp : unordered || cmp;
      }
    };
    return IntegerAttr.bool(r);
  }

  static Attribute make(double v, Type type) {
    return new FloatAttr(Folders.isF32(type) ? (double) (float) v : v, type);
  }
}
