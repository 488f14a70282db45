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

  static Object fold(Operation op, Attribute[] c, List<Value> operands) {
    String name = op.name().substring("arith.".length());
    Type type = op.result(0).type();
    boolean same = operands.size() == 2 && operands.get(0) == operands.get(1);
    return switch (name) {
      case "cmpi" -> IntFolds.cmpi(GpuToSpirvExterns.predicate(op), c, same, width(operands.get(0).type()));
      case "cmpf" -> FloatFolds.cmpf(GpuToSpirvExterns.predicate(op), c);
      case "select" -> c[0] instanceof IntegerAttr cond ? (Object) (cond.value().signum() != 0 ? 1 : 2)
          : operands.get(1) == operands.get(2) ? (Object) 1 : null;
      case "extsi", "extui", "trunci", "index_cast", "index_castui", "sitofp", "uitofp", "fptosi", "fptoui", "extf", "truncf" ->
          c[0] == null ? null : cast(name, c[0], operands.get(0).type(), type);
      case "addf", "subf", "mulf", "divf", "remf", "negf", "maximumf", "minimumf", "maxnumf", "minnumf" -> FloatFolds.fold(name, c, type);
      default -> IntFolds.fold(name, c, same, width(type), type);
    };
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
