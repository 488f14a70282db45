package rw.conversion.gputospirv;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import rw.ir.Operation;
import rw.ir.Value;
import rw.ir.attr.Attribute;
import rw.ir.attr.FloatAttr;
import rw.ir.attr.IntegerAttr;
import rw.ir.rewrite.PatternSet;
import rw.ir.rewrite.convert.ConversionPattern;
import rw.ir.rewrite.convert.ConversionPatternRewriter;
import rw.ir.rewrite.convert.OpAdaptor;
import rw.ir.rewrite.convert.TypeConverter;
import rw.ir.type.IndexType;
import rw.ir.type.IntegerType;
import rw.ir.type.Type;

/**
 * MLIR's dialect conversion folds an op before trying patterns: arith ops whose operands are
 * constants of the input (not constants that folding made) become constants, identities give an
 * operand back, and commutative ops get their constant operand moved to the right. Emulated here
 * as high-benefit patterns over the arith ops (stopgap: Java until .rw has folders).
 */
public final class ArithFolds {
  private static final List<String> OPS = List.of("addi", "subi", "muli", "divsi", "divui", "remsi", "remui", "andi", "ori", "xori",
      "shli", "shrsi", "shrui", "maxsi", "minsi", "maxui", "minui", "addf", "subf", "mulf", "divf", "remf", "negf", "cmpi", "cmpf",
      "select", "extsi", "extui", "trunci", "index_cast", "index_castui", "sitofp", "uitofp", "fptosi", "fptoui", "extf", "truncf",
      "maximumf", "minimumf", "maxnumf", "minnumf");
  static final Set<String> COMMUTATIVE = Set.of("arith.addi", "arith.muli", "arith.andi", "arith.ori", "arith.xori", "arith.maxsi",
      "arith.maxui", "arith.minsi", "arith.minui", "arith.addf", "arith.mulf", "arith.maximumf", "arith.minimumf", "arith.maxnumf",
      "arith.minnumf");

  private ArithFolds() {}

  public static void populate(PatternSet patterns, TypeConverter converter) {
    Set<Operation> folded = Collections.newSetFromMap(new IdentityHashMap<>());
    for (String name : OPS) {
      patterns.add(ConversionPattern.of("arith." + name, 100, converter, "ArithFolds:" + name, (op, a, r) -> fold(op, a, r, converter, folded)));
    }
  }

  private static boolean fold(Operation op, OpAdaptor a, ConversionPatternRewriter r, TypeConverter tc, Set<Operation> folded) {
    Attribute[] c = new Attribute[op.numOperands()];
    for (int i = 0; i < c.length; i++) c[i] = inputConstant(op.operand(i), folded);
    Object result = Folders.fold(op, c, op.operands());
    if (result == null && COMMUTATIVE.contains(op.name()) && c[0] != null && c[1] == null) {
      Object swapped = Folders.fold(op, new Attribute[] {c[1], c[0]}, List.of(op.operand(1), op.operand(0)));
      if (swapped == null) {
        Value lhs = op.operand(0);
        Value rhs = op.operand(1);
        r.modifyOpInPlace(op, () -> {
          op.setOperand(0, rhs);
          op.setOperand(1, lhs);
        });
        return true;
      }
      result = swapped instanceof Integer i ? (Integer) (1 - i) : swapped;
    }
    if (result == null) return false;
    if (result instanceof Integer i) {
      r.replaceOp(op, List.of(a.flatOperands().get(i)));
      return true;
    }
    Type type = tc.convertType(op.result(0).type());
    if (type == null) return false;
    Attribute value = result instanceof IntegerAttr ia && !(type instanceof IndexType) ? new IntegerAttr(ia.value(), type) : (Attribute) result;
    Operation constant = SpirvBuild.op(r, "spirv.Constant", op.location(), List.of(),
        List.of(new rw.ir.attr.NamedAttribute("value", value)), List.of(type), List.of(), 0);
    folded.add(constant);
    r.replaceOp(op, List.of(constant.result(0)));
    return true;
  }

  /** The value of an input constant (a converted arith.constant, seen through a conversion cast). */
  private static Attribute inputConstant(Value v, Set<Operation> folded) {
    Operation def = v.definingOp();
    if (def != null && def.name().equals("builtin.unrealized_conversion_cast") && def.numOperands() == 1) def = def.operand(0).definingOp();
    if (def == null || !def.name().equals("spirv.Constant") || folded.contains(def)) return null;
    Attribute value = def.inherentAttr("value");
    if (value instanceof IntegerAttr i && !(v.type() instanceof IntegerType)) return new IntegerAttr(i.value(), v.type());
    if (value instanceof IntegerAttr i) return new IntegerAttr(i.value(), v.type());
    return value instanceof FloatAttr ? value : null;
  }
}
