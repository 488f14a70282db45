package rw.dialect.spirv;

import java.math.BigInteger;
import java.util.List;
import java.util.Set;
import java.util.function.BinaryOperator;
import rw.ir.Context;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.Value;
import rw.ir.attr.Attribute;
import rw.ir.attr.DictionaryAttr;
import rw.ir.attr.IntegerAttr;
import rw.ir.attr.NamedAttribute;
import rw.ir.rewrite.convert.FoldResult;
import rw.ir.rewrite.convert.FoldView;
import rw.ir.rewrite.convert.OpFolds;
import rw.ir.type.IntegerType;
import rw.ir.type.Type;

/**
 * The folders of the SPIR-V ops MLIR 22 folds (its SPIRVCanonicalization folders, checked with
 * mlir-opt-22): the integer arithmetic, bitwise, shift and comparison ops, spirv.Select, and the
 * commutative ops' move of a constant operand to the right. Floating-point ops, conversions and
 * GL ops do not fold. Constants are materialized as spirv.Constant.
 */
public final class SpirvFolds {
  private static final Set<String> COMMUTATIVE = Set.of("IAdd", "IMul", "FAdd", "FMul", "BitwiseAnd", "BitwiseOr", "BitwiseXor",
      "IEqual", "INotEqual", "FOrdEqual", "FOrdNotEqual", "FUnordEqual", "FUnordNotEqual", "LogicalAnd", "LogicalOr",
      "LogicalEqual", "LogicalNotEqual");

  private SpirvFolds() {}

  /** Registers the folders and the constant materializer of the spirv dialect in {@code ctx}. */
  public static void register(Context ctx) {
    OpFolds folds = OpFolds.of(ctx);
    folds.materializer("spirv", (b, value, type, loc) -> b.insert(constant(ctx, value, type, loc)));
    for (String name : COMMUTATIVE) folds.register("spirv." + name, in -> commuting(in, fold(name, in)));
    for (String name : List.of("ISub", "SDiv", "UDiv", "SMod", "SRem", "UMod", "ShiftLeftLogical", "ShiftRightLogical",
        "ShiftRightArithmetic", "SLessThan", "SLessThanEqual", "SGreaterThan", "SGreaterThanEqual", "ULessThan",
        "ULessThanEqual", "UGreaterThan", "UGreaterThanEqual", "Select")) {
      folds.register("spirv." + name, in -> fold(name, in));
    }
  }

  private static Operation constant(Context ctx, Attribute value, Type type, rw.ir.loc.Location loc) {
    if (!(value instanceof IntegerAttr)) return null;
    OperationState state = new OperationState(ctx, "spirv.Constant", loc).addType(type);
    state.setProperties(DictionaryAttr.of(List.of(new NamedAttribute("value", value))));
    Operation op = Operation.create(state);
    rw.ir.PropertiesModel model = ctx.lookupOp("spirv.Constant").getInterface(rw.ir.PropertiesModel.class);
    if (model != null) model.adopt(op);
    return op;
  }

  /** MLIR folds the op first; when that fails, a commutative op moves a lone constant lhs to the right. */
  private static FoldResult commuting(FoldView in, FoldResult own) {
    if (own != null) return own;
    if (in.constant(0) != null && in.constant(1) == null) return in.swapOperands(0, 1);
    return null;
  }

  private static FoldResult fold(String name, FoldView in) {
    if (name.equals("Select")) return select(in);
    Value lhs = in.operand(0);
    Value rhs = in.operand(1);
    BigInteger a = integer(in.constant(0));
    BigInteger b = integer(in.constant(1));
    Type type = in.resultType();
    return switch (name) {
      case "IAdd" -> b != null && b.signum() == 0 ? FoldResult.of(lhs) : binary(a, b, type, BigInteger::add);
      case "IMul" -> b != null && b.signum() == 0 ? FoldResult.of(rhs) : b != null && b.equals(BigInteger.ONE) ? FoldResult.of(lhs)
          : binary(a, b, type, BigInteger::multiply);
      case "ISub" -> lhs == rhs ? attr(BigInteger.ZERO, type) : binary(a, b, type, BigInteger::subtract);
      case "BitwiseAnd", "BitwiseOr", "BitwiseXor" -> SpirvBitFolds.fold(name, lhs, rhs, a, b, type);
      case "ShiftLeftLogical", "ShiftRightLogical", "ShiftRightArithmetic" -> SpirvBitFolds.shift(name, lhs, a, b, type);
      case "SDiv", "UDiv", "SMod", "SRem", "UMod" -> SpirvBitFolds.division(name, lhs, a, b, type);
      case "IEqual", "INotEqual", "SLessThan", "SLessThanEqual", "SGreaterThan", "SGreaterThanEqual", "ULessThan", "ULessThanEqual",
          "UGreaterThan", "UGreaterThanEqual" -> SpirvBitFolds.compare(name, lhs == rhs, a, b, width(in.op().operand(0).type()));
      default -> null;
    };
  }

  /** Equal arms, or a constant condition, give an arm. */
  private static FoldResult select(FoldView in) {
    if (in.operand(1) == in.operand(2)) return FoldResult.of(in.operand(1));
    BigInteger cond = integer(in.constant(0));
    if (cond == null) return null;
    return FoldResult.of(in.operand(cond.signum() != 0 ? 1 : 2));
  }

  static BigInteger integer(Attribute a) {
    return a instanceof IntegerAttr i ? i.value() : null;
  }

  static FoldResult binary(BigInteger a, BigInteger b, Type type, BinaryOperator<BigInteger> f) {
    return a == null || b == null ? null : attr(f.apply(a, b), type);
  }

  static FoldResult attr(BigInteger v, Type type) {
    return FoldResult.of(new IntegerAttr(v, type));
  }

  static int width(Type t) {
    return t instanceof IntegerType i ? i.width() : 64;
  }
}
