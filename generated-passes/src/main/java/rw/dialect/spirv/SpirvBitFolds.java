package rw.dialect.spirv;

import java.math.BigInteger;
import rw.ir.Value;
import rw.ir.attr.IntegerAttr;
import rw.ir.rewrite.convert.FoldResult;
import rw.ir.type.Type;

/**
 * The SPIR-V integer folders beyond add/sub/mul: bitwise ops, shifts, divisions and comparisons,
 * over constants stored sign-extended (IntegerAttr); no fold where SPIR-V leaves the result
 * undefined (division by zero, signed overflow, shifts by the width or more).
 */
final class SpirvBitFolds {
  private SpirvBitFolds() {}

  static FoldResult fold(String name, Value lhs, Value rhs, BigInteger a, BigInteger b, Type type) {
    int w = SpirvFolds.width(type);
    boolean allOnes = b != null && unsigned(b, w).equals(BigInteger.ONE.shiftLeft(w).subtract(BigInteger.ONE));
    switch (name) {
      case "BitwiseAnd" -> {
        if (lhs == rhs) return FoldResult.of(lhs);
        if (b != null && b.signum() == 0) return FoldResult.of(rhs);
        if (allOnes) return FoldResult.of(lhs);
        return SpirvFolds.binary(a, b, type, BigInteger::and);
      }
      case "BitwiseOr" -> {
        if (lhs == rhs) return FoldResult.of(lhs);
        if (b != null && b.signum() == 0) return FoldResult.of(lhs);
        if (allOnes) return FoldResult.of(rhs);
        return SpirvFolds.binary(a, b, type, BigInteger::or);
      }
      default -> {
        if (b != null && b.signum() == 0) return FoldResult.of(lhs);
        if (lhs == rhs) return SpirvFolds.attr(BigInteger.ZERO, type);
        return SpirvFolds.binary(a, b, type, BigInteger::xor);
      }
    }
  }

  static FoldResult shift(String name, Value lhs, BigInteger a, BigInteger b, Type type) {
    if (b != null && b.signum() == 0) return FoldResult.of(lhs);
    if (a == null || b == null) return null;
    int w = SpirvFolds.width(type);
    if (unsigned(b, w).compareTo(BigInteger.valueOf(w)) >= 0) return null;
    int by = b.intValue();
    BigInteger r = switch (name) {
      case "ShiftLeftLogical" -> a.shiftLeft(by);
      case "ShiftRightArithmetic" -> a.shiftRight(by);
      default -> unsigned(a, w).shiftRight(by);
    };
    return SpirvFolds.attr(r, type);
  }

  static FoldResult division(String name, Value lhs, BigInteger a, BigInteger b, Type type) {
    boolean one = b != null && b.equals(BigInteger.ONE);
    if (one) return name.endsWith("Div") ? FoldResult.of(lhs) : SpirvFolds.attr(BigInteger.ZERO, type);
    if (a == null || b == null || b.signum() == 0) return null;
    int w = SpirvFolds.width(type);
    boolean signed = name.charAt(0) == 'S';
    if (signed && b.equals(BigInteger.ONE.negate()) && a.equals(BigInteger.ONE.shiftLeft(w - 1).negate())) return null;
    BigInteger r = switch (name) {
      case "SDiv" -> a.divide(b);
      case "SRem" -> a.remainder(b);
      case "SMod" -> smod(a, b);
      case "UDiv" -> unsigned(a, w).divide(unsigned(b, w));
      default -> unsigned(a, w).remainder(unsigned(b, w));
    };
    return SpirvFolds.attr(r, type);
  }

  /** The remainder with the sign of the divisor. */
  private static BigInteger smod(BigInteger a, BigInteger b) {
    BigInteger c = a.abs().remainder(b.abs());
    if (c.signum() == 0) return c;
    if (b.signum() < 0) return a.signum() < 0 ? c.negate() : b.add(c);
    return a.signum() < 0 ? b.subtract(c) : c;
  }

  static FoldResult compare(String name, boolean same, BigInteger a, BigInteger b, int w) {
    if (same) return bool(name.equals("IEqual") || name.endsWith("Equal") && !name.equals("INotEqual"));
    if (a == null || b == null) return null;
    boolean unsigned = name.charAt(0) == 'U';
    int c = unsigned ? unsigned(a, w).compareTo(unsigned(b, w)) : a.compareTo(b);
    boolean r = switch (name) {
      case "IEqual" -> c == 0;
      case "INotEqual" -> c != 0;
      case "SLessThan", "ULessThan" -> c < 0;
      case "SLessThanEqual", "ULessThanEqual" -> c <= 0;
      case "SGreaterThan", "UGreaterThan" -> c > 0;
      default -> c >= 0;
    };
    return bool(r);
  }

  private static FoldResult bool(boolean b) {
    return FoldResult.of(IntegerAttr.bool(b));
  }

  static BigInteger unsigned(BigInteger v, int w) {
    return v.signum() < 0 ? v.add(BigInteger.ONE.shiftLeft(w)) : v;
  }
}
