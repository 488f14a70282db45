package rw.conversion.gputospirv;

import java.math.BigInteger;
import java.util.List;
import rw.ir.Operation;
import rw.ir.Value;
import rw.ir.attr.Attribute;
import rw.ir.attr.FloatAttr;
import rw.ir.attr.IntegerAttr;
import rw.ir.type.FloatType;
import rw.ir.type.IntegerType;
import rw.ir.type.Type;

/**
 * The folders of the arith ops (as MLIR's ArithOps.cpp folds them) over constant operands
 * ({@code c[i]}, null when not constant): the result is an operand index (the op equals that
 * operand), a constant attribute, or {@code null} (no fold).
 */
final class Folders {
  private Folders() {}

  /** An eq/ne integer comparison (converted or folded away) and its operands, as select's fold sees it. */
  record Compare(boolean ne, Value lhs, Value rhs) {}

  static Object fold(Operation op, Attribute[] c, List<Value> operands) {
    return fold(op, c, operands, null);
  }

  static Object fold(Operation op, Attribute[] c, List<Value> operands, Compare condition) {
    String name = op.name().substring("arith.".length());
    Type type = op.result(0).type();
    boolean same = operands.size() == 2 && operands.get(0) == operands.get(1);
    return switch (name) {
      case "cmpi" -> IntFolds.cmpi(GpuToSpirvExterns.predicate(op), c, same, width(operands.get(0).type()));
      case "cmpf" -> FloatFolds.cmpf(GpuToSpirvExterns.predicate(op), c);
      case "select" -> select(c, operands, op.operands(), type, condition);
      case "maximumf", "minimumf", "maxnumf", "minnumf" -> same ? (Object) 1 : FloatFolds.fold(name, c, type);
      case "extsi", "extui", "trunci", "index_cast", "index_castui", "sitofp", "uitofp", "fptosi", "fptoui", "extf", "truncf" ->
          c[0] == null ? null : cast(name, c[0], operands.get(0).type(), type);
      case "addf", "subf", "mulf", "divf", "remf", "negf" -> FloatFolds.fold(name, c, type);
      default -> {
        Object r = IntFolds.fold(name, c, same, width(type), type);
        yield r != null || c[0] != null && c[1] != null ? r : throughDefiningOps(name, op.operands());
      }
    };
  }

  /**
   * Folds that look at the op defining an operand: converted already, its SPIR-V op stands for
   * it (and(a, and(a, b)), xor(xor(x, a), a), addi(subi(a, b), b), subi(addi(a, b), b)).
   */
  private static Object throughDefiningOps(String name, List<Value> current) {
    if (current.size() != 2) return null;
    Value lhs = unwrap(current.get(0));
    Value rhs = unwrap(current.get(1));
    switch (name) {
      case "andi" -> {
        for (int rev = 0; rev < 2; rev++) {
          Operation prev = (rev == 1 ? rhs : lhs).definingOp();
          Value other = rev == 1 ? lhs : rhs;
          if (is(prev, "spirv.BitwiseAnd", "spirv.LogicalAnd") && (prev.operand(0) == other || prev.operand(1) == other)) return prev.result(0);
        }
      }
      case "xori" -> {
        Operation prev = lhs.definingOp();
        if (is(prev, "spirv.BitwiseXor", "spirv.LogicalNotEqual")) {
          if (prev.operand(1) == rhs) return prev.operand(0);
          if (prev.operand(0) == rhs) return prev.operand(1);
        }
        prev = rhs.definingOp();
        if (is(prev, "spirv.BitwiseXor", "spirv.LogicalNotEqual")) {
          if (prev.operand(1) == lhs) return prev.operand(0);
          if (prev.operand(0) == lhs) return prev.operand(1);
        }
      }
      case "addi" -> {
        Operation sub = lhs.definingOp();
        if (is(sub, "spirv.ISub", null) && rhs == sub.operand(1)) return sub.operand(0);
        sub = rhs.definingOp();
        if (is(sub, "spirv.ISub", null) && lhs == sub.operand(1)) return sub.operand(0);
      }
      case "subi" -> {
        Operation add = lhs.definingOp();
        if (is(add, "spirv.IAdd", null) && rhs == add.operand(1)) return add.operand(0);
        if (is(add, "spirv.IAdd", null) && rhs == add.operand(0)) return add.operand(1);
      }
      default -> {
        return null;
      }
    }
    return null;
  }

  private static boolean is(Operation op, String name, String other) {
    return op != null && (op.name().equals(name) || op.name().equals(other));
  }

  /** select: a constant condition, equal arms, {@code select %c, true, false}, or arms compared by an eq/ne cmpi. */
  private static Object select(Attribute[] c, List<Value> operands, List<Value> current, Type type, Compare folded) {
    if (operands.get(1) == operands.get(2)) return 1;
    if (c[0] instanceof IntegerAttr cond) return cond.value().signum() != 0 ? 1 : 2;
    if (type instanceof IntegerType i && i.width() == 1 && c[1] instanceof IntegerAttr t && c[2] instanceof IntegerAttr f
        && t.value().signum() != 0 && f.value().signum() == 0) {
      return 0;
    }
    // The condition's cmpi is converted already (its spirv op stands for it) or was folded away.
    Compare cmp = folded;
    Operation def = operands.get(0).definingOp();
    if (cmp == null && def != null && (def.name().equals("spirv.IEqual") || def.name().equals("spirv.INotEqual"))) {
      cmp = new Compare(def.name().equals("spirv.INotEqual"), unwrap(def.operand(0)), unwrap(def.operand(1)));
    }
    if (cmp == null) return null;
    Value t = unwrap(current.get(1));
    Value f = unwrap(current.get(2));
    if ((cmp.lhs() == t && cmp.rhs() == f) || (cmp.rhs() == t && cmp.lhs() == f)) return cmp.ne() ? 1 : 2;
    return null;
  }

  /** A value seen through a conversion cast. */
  static Value unwrap(Value v) {
    Operation def = v.definingOp();
    return def != null && def.name().equals("builtin.unrealized_conversion_cast") && def.numOperands() == 1 ? def.operand(0) : v;
  }

  static int width(Type t) {
    return t instanceof IntegerType i ? i.width() : 64;
  }

  private static Attribute cast(String name, Attribute in, Type from, Type to) {
    switch (name) {
      case "extsi", "trunci", "index_cast" -> {
        return new IntegerAttr(IntFolds.wrap(signed(in, from), width(to)), to);
      }
      case "extui", "index_castui" -> {
        return new IntegerAttr(IntFolds.wrap(unsigned(in, from), width(to)), to);
      }
      case "sitofp" -> {
        return FloatFolds.make(signed(in, from).doubleValue(), to);
      }
      case "uitofp" -> {
        return FloatFolds.make(unsigned(in, from).doubleValue(), to);
      }
      case "fptosi", "fptoui" -> {
        // Rounded toward zero; no fold when the value does not fit (or is NaN), as APFloat's convertToInteger.
        double v = ((FloatAttr) in).value();
        if (Double.isNaN(v) || Double.isInfinite(v)) return null;
        BigInteger i = new java.math.BigDecimal(v).toBigInteger();
        int w = width(to);
        BigInteger min = name.equals("fptosi") ? BigInteger.ONE.shiftLeft(w - 1).negate() : BigInteger.ZERO;
        BigInteger max = name.equals("fptosi") ? BigInteger.ONE.shiftLeft(w - 1).subtract(BigInteger.ONE)
            : BigInteger.ONE.shiftLeft(w).subtract(BigInteger.ONE);
        if (i.compareTo(min) < 0 || i.compareTo(max) > 0) return null;
        return new IntegerAttr(IntFolds.wrap(i, w), to);
      }
      case "extf", "truncf" -> {
        return FloatFolds.make(((FloatAttr) in).value(), to);
      }
      default -> {
        return null;
      }
    }
  }

  static BigInteger signed(Attribute a, Type t) {
    return IntFolds.wrap(((IntegerAttr) a).value(), width(t));
  }

  static BigInteger unsigned(Attribute a, Type t) {
    BigInteger v = ((IntegerAttr) a).value();
    return v.signum() < 0 ? v.add(BigInteger.ONE.shiftLeft(width(t))) : v;
  }

  static boolean isF32(Type t) {
    return t.equals(FloatType.F32);
  }
}
