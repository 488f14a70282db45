package rw.dialect.arith;

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
import rw.ir.rewrite.convert.FoldView;

/**
 * The folders of the arith ops (as MLIR's ArithOps.cpp folds them) over constant operands
 * ({@code c[i]}, null when not constant): the result is an operand index (the op equals that
 * operand), a constant attribute, or {@code null} (no fold).
 */
final class Folders {
  private Folders() {}

  /** The names without their dialect prefix, made once (a fold runs for nearly every arith op). */
  private static final java.util.Map<String, String> SHORT = shortNames();

  private static java.util.Map<String, String> shortNames() {
    java.util.Map<String, String> names = new java.util.HashMap<>();
    for (String n : ArithFolds.OPS) names.put("arith." + n, n);
    return java.util.Map.copyOf(names);
  }

  static Object fold(Operation op, Attribute[] c, List<Value> operands, FoldView in) {
    String name = SHORT.get(op.name());
    if (name == null) name = op.name().substring("arith.".length());
    Type type = op.result(0).type();
    boolean same = operands.size() == 2 && operands.get(0) == operands.get(1);
    return switch (name) {
      case "cmpi" -> IntFolds.cmpi(rw.conversion.gputospirv.GpuToSpirvExterns.predicate(op), c, same, width(operands.get(0).type()));
      case "cmpf" -> FloatFolds.cmpf(rw.conversion.gputospirv.GpuToSpirvExterns.predicate(op), c);
      case "select" -> select(c, operands, type, in);
      case "maximumf", "minimumf", "maxnumf", "minnumf" -> same ? (Object) 1 : FloatFolds.fold(name, c, type);
      case "extsi", "extui", "trunci", "index_cast", "index_castui", "sitofp", "uitofp", "fptosi", "fptoui", "extf", "truncf" ->
          c[0] == null ? null : cast(name, c[0], operands.get(0).type(), type);
      case "addf", "subf", "mulf", "divf", "remf", "negf" -> FloatFolds.fold(name, c, type);
      default -> {
        Object r = IntFolds.fold(name, c, same, width(type), type);
        yield r != null || c[0] != null && c[1] != null ? r : throughDefiningOps(name, operands, in);
      }
    };
  }

  /**
   * Folds that look at the op defining an operand, as the input had it (and(a, and(a, b)),
   * xor(xor(x, a), a), addi(subi(a, b), b), subi(addi(a, b), b)).
   */
  private static Object throughDefiningOps(String name, List<Value> operands, FoldView in) {
    if (operands.size() != 2) return null;
    Value lhs = operands.get(0);
    Value rhs = operands.get(1);
    switch (name) {
      case "andi" -> {
        for (int rev = 0; rev < 2; rev++) {
          Operation prev = in.definer(rev == 1 ? rhs : lhs);
          Value other = rev == 1 ? lhs : rhs;
          if (is(prev, "arith.andi") && (in.operandOf(prev, 0) == other || in.operandOf(prev, 1) == other)) return prev.result(0);
        }
      }
      case "xori" -> {
        Operation prev = in.definer(lhs);
        if (is(prev, "arith.xori")) {
          if (in.operandOf(prev, 1) == rhs) return in.operandOf(prev, 0);
          if (in.operandOf(prev, 0) == rhs) return in.operandOf(prev, 1);
        }
        prev = in.definer(rhs);
        if (is(prev, "arith.xori")) {
          if (in.operandOf(prev, 1) == lhs) return in.operandOf(prev, 0);
          if (in.operandOf(prev, 0) == lhs) return in.operandOf(prev, 1);
        }
      }
      case "addi" -> {
        Operation sub = in.definer(lhs);
        if (is(sub, "arith.subi") && rhs == in.operandOf(sub, 1)) return in.operandOf(sub, 0);
        sub = in.definer(rhs);
        if (is(sub, "arith.subi") && lhs == in.operandOf(sub, 1)) return in.operandOf(sub, 0);
      }
      case "subi" -> {
        Operation add = in.definer(lhs);
        if (is(add, "arith.addi") && rhs == in.operandOf(add, 1)) return in.operandOf(add, 0);
        if (is(add, "arith.addi") && rhs == in.operandOf(add, 0)) return in.operandOf(add, 1);
      }
      default -> {
        return null;
      }
    }
    return null;
  }

  private static boolean is(Operation op, String name) {
    return op != null && op.name().equals(name);
  }

  /** select: a constant condition, equal arms, {@code select %c, true, false}, or arms compared by an eq/ne cmpi. */
  private static Object select(Attribute[] c, List<Value> operands, Type type, FoldView in) {
    if (operands.get(1) == operands.get(2)) return 1;
    if (c[0] instanceof IntegerAttr cond) return cond.value().signum() != 0 ? 1 : 2;
    if (type instanceof IntegerType i && i.width() == 1 && c[1] instanceof IntegerAttr t && c[2] instanceof IntegerAttr f
        && t.value().signum() != 0 && f.value().signum() == 0) {
      return 0;
    }
    Operation cmp = in.definer(operands.get(0));
    if (!is(cmp, "arith.cmpi")) return null;
    String p = rw.conversion.gputospirv.GpuToSpirvExterns.predicate(cmp);
    if (!p.equals("eq") && !p.equals("ne")) return null;
    Value l = in.operandOf(cmp, 0);
    Value r = in.operandOf(cmp, 1);
    Value t = operands.get(1);
    Value f = operands.get(2);
    if ((l == t && r == f) || (r == t && l == f)) return p.equals("ne") ? 1 : 2;
    return null;
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
