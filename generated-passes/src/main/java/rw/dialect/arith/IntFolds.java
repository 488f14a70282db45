package rw.dialect.arith;

import java.math.BigInteger;
import rw.ir.attr.Attribute;
import rw.ir.attr.IntegerAttr;
import rw.ir.type.IntegerType;
import rw.ir.type.Type;

/** Integer folds of arith (see {@link Folders}). */
final class IntFolds {
  private static final BigInteger MINUS_ONE = BigInteger.ONE.negate();

  private IntFolds() {}

  static Object fold(String name, Attribute[] c, boolean same, int w, Type type) {
    BigInteger a = c.length > 0 && c[0] instanceof IntegerAttr x ? wrap(x.value(), w) : null;
    BigInteger b = c.length > 1 && c[1] instanceof IntegerAttr y ? wrap(y.value(), w) : null;
    Object identity = identity(name, b, same, w);
    if (identity != null) return identity instanceof BigInteger v ? attr(v, type) : identity;
    if (a == null || b == null) return null;
    BigInteger r = constant(name, a, b, w);
    return r == null ? null : attr(wrap(r, w), type);
  }

  /** Folds that need only the right operand: an operand index, or a constant value. */
  private static Object identity(String name, BigInteger b, boolean same, int w) {
    boolean zero = b != null && b.signum() == 0;
    boolean one = b != null && b.equals(BigInteger.ONE);
    boolean allOnes = b != null && b.equals(MINUS_ONE);
    // 2^(w-1) - 1 and -2^(w-1), told by their bits without building them.
    boolean smax = b != null && b.signum() >= 0 && b.bitLength() == w - 1 && b.bitCount() == w - 1;
    boolean smin = b != null && b.signum() < 0 && b.bitLength() == w - 1 && b.getLowestSetBit() == w - 1;
    return switch (name) {
      case "addi", "shli", "shrsi", "shrui" -> zero ? (Object) 0 : null;
      case "subi" -> same ? (Object) BigInteger.ZERO : zero ? (Object) 0 : null;
      case "muli" -> zero ? (Object) 1 : one ? (Object) 0 : null;
      case "divsi", "divui" -> one ? (Object) 0 : null;
      case "remsi", "remui" -> one ? (Object) BigInteger.ZERO : null;
      case "andi" -> zero ? (Object) 1 : allOnes ? (Object) 0 : null;
      case "ori" -> zero ? (Object) 0 : allOnes ? (Object) 1 : null;
      case "xori" -> zero ? (Object) 0 : same ? (Object) BigInteger.ZERO : null;
      case "maxsi" -> same ? (Object) 1 : smax ? (Object) 1 : smin ? (Object) 0 : null;
      case "minsi" -> same ? (Object) 1 : smin ? (Object) 1 : smax ? (Object) 0 : null;
      case "maxui" -> same ? (Object) 1 : allOnes ? (Object) 1 : zero ? (Object) 0 : null;
      case "minui" -> same ? (Object) 1 : zero ? (Object) 1 : allOnes ? (Object) 0 : null;
      default -> null;
    };
  }

  private static BigInteger constant(String name, BigInteger a, BigInteger b, int w) {
    BigInteger ua = unsigned(a, w);
    BigInteger ub = unsigned(b, w);
    return switch (name) {
      case "addi" -> a.add(b);
      case "subi" -> a.subtract(b);
      case "muli" -> a.multiply(b);
      case "divsi" -> b.signum() == 0 || (a.equals(BigInteger.ONE.shiftLeft(w - 1).negate()) && b.intValue() == -1) ? null : a.divide(b);
      case "divui" -> b.signum() == 0 ? null : ua.divide(ub);
      case "remsi" -> b.signum() == 0 ? null : a.remainder(b);
      case "remui" -> b.signum() == 0 ? null : ua.remainder(ub);
      case "andi" -> a.and(b);
      case "ori" -> a.or(b);
      case "xori" -> a.xor(b);
      case "shli" -> ub.compareTo(BigInteger.valueOf(w)) >= 0 ? null : a.shiftLeft(ub.intValue());
      case "shrsi" -> ub.compareTo(BigInteger.valueOf(w)) >= 0 ? null : a.shiftRight(ub.intValue());
      case "shrui" -> ub.compareTo(BigInteger.valueOf(w)) >= 0 ? null : ua.shiftRight(ub.intValue());
      case "maxsi" -> a.max(b);
      case "minsi" -> a.min(b);
      case "maxui" -> ua.max(ub);
      case "minui" -> ua.min(ub);
      default -> null;
    };
  }

  static Object cmpi(String p, Attribute[] c, boolean same, int w) {
    if (same) {
      return IntegerAttr.bool(p.equals("eq") || p.equals("sle") || p.equals("sge") || p.equals("ule") || p.equals("uge"));
    }
    // Booleans: x != false and x == true are x.
    if (w == 1 && c[0] == null && c[1] instanceof IntegerAttr k) {
      if (p.equals("ne") && k.value().signum() == 0 || p.equals("eq") && k.value().signum() != 0) return 0;
    }
    if (!(c[0] instanceof IntegerAttr x) || !(c[1] instanceof IntegerAttr y)) return null;
    BigInteger a = wrap(x.value(), w);
    BigInteger b = wrap(y.value(), w);
    int s = a.compareTo(b);
    int u = unsigned(a, w).compareTo(unsigned(b, w));
    boolean r = switch (p) {
      case "eq" -> s == 0;
      case "ne" -> s != 0;
      case "slt" -> s < 0;
      case "sle" -> s <= 0;
      case "sgt" -> s > 0;
      case "sge" -> s >= 0;
      case "ult" -> u < 0;
      case "ule" -> u <= 0;
      case "ugt" -> u > 0;
      default -> u >= 0;
    };
    return IntegerAttr.bool(r);
  }

  /** The predicate with the operands swapped (eq and ne stay). */
  static String swapped(String p) {
    return switch (p) {
      case "slt" -> "sgt";
      case "sgt" -> "slt";
      case "sle" -> "sge";
      case "sge" -> "sle";
      case "ult" -> "ugt";
      case "ugt" -> "ult";
      case "ule" -> "uge";
      case "uge" -> "ule";
      default -> p;
    };
  }

  private static Attribute attr(BigInteger v, Type type) {
    if (type instanceof IntegerType i && i.width() == 1) return IntegerAttr.bool(v.signum() != 0);
    return new IntegerAttr(v, type);
  }

  /** {@code v} as a signed {@code w}-bit value. */
  static BigInteger wrap(BigInteger v, int w) {
    if (w == 1) return v.testBit(0) ? BigInteger.ONE : BigInteger.ZERO;
    if (w > 0 && w <= 64 && v.bitLength() < 64) {
      // Within a long: the low w bits, sign-extended (most constants already are, and stay).
      long x = v.longValue();
      long r = (x << (64 - w)) >> (64 - w);
      return r == x ? v : BigInteger.valueOf(r);
    }
    BigInteger mod = BigInteger.ONE.shiftLeft(w);
    BigInteger r = v.mod(mod);
    return r.testBit(w - 1) ? r.subtract(mod) : r;
  }

  static BigInteger unsigned(BigInteger v, int w) {
    return v.signum() < 0 ? v.add(BigInteger.ONE.shiftLeft(w)) : v;
  }
}
