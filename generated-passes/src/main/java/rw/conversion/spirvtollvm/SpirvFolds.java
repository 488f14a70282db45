package rw.conversion.spirvtollvm;

import java.math.BigInteger;
import java.util.Collections;
import java.util.Set;
import java.util.WeakHashMap;
import rw.ir.Operation;
import rw.ir.Value;
import rw.ir.attr.Attribute;
import rw.ir.attr.IntegerAttr;
import rw.ir.build.OpBuilder;
import rw.ir.loc.Location;
import rw.ir.type.IntegerType;

/**
 * MLIR's conversion driver folds spirv.IMul/IAdd/ISub whose operands are constants of the input
 * (not constants an earlier fold made: MLIR still sees the folded op there). Constants from the
 * workgroup size of gpu.block_dim reach this pass as such products.
 */
public final class SpirvFolds {
  private static final Set<Value> FOLDED = Collections.synchronizedSet(Collections.newSetFromMap(new WeakHashMap<>()));

  private SpirvFolds() {}

  private static BigInteger inputConstant(Value v) {
    Operation def = v.definingOp();
    if (def != null && def.name().equals("builtin.unrealized_conversion_cast") && def.numOperands() == 1) def = (v = def.operand(0)).definingOp();
    if (def == null || FOLDED.contains(v) || !(def.name().equals("spirv.Constant") || def.name().equals("llvm.mlir.constant"))) return null;
    return def.inherentAttr("value") instanceof IntegerAttr i ? i.value() : null;
  }

  /** The folded value of a spirv.IMul, IAdd or ISub of two input integer constants (wrapped to the width), or nothing. */
  public static Attribute foldedConstant(Operation op) {
    BigInteger a = inputConstant(op.operand(0));
    BigInteger b = inputConstant(op.operand(1));
    if (a == null || b == null || !(op.result(0).type() instanceof IntegerType t)) return null;
    BigInteger r = op.name().equals("spirv.IMul") ? a.multiply(b) : op.name().equals("spirv.IAdd") ? a.add(b) : a.subtract(b);
    BigInteger modulus = BigInteger.ONE.shiftLeft(t.width());
    r = r.mod(modulus);
    if (t.width() > 1 && r.testBit(t.width() - 1)) r = r.subtract(modulus);
    return new IntegerAttr(r, IntegerType.of(t.width()));
  }

  /** Marks a fold's constant: later folds do not take it for an input constant. */
  public static void foldResult(OpBuilder b, Location loc, Value constant) {
    FOLDED.add(constant);
  }
}
