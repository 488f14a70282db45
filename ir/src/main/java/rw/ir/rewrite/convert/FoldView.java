package rw.ir.rewrite.convert;

import rw.ir.Operation;
import rw.ir.Trait;
import rw.ir.Value;
import rw.ir.attr.Attribute;
import rw.ir.type.Type;

/**
 * An op as a folder of the dialect conversion sees it: its operands as the input had them
 * (see {@link OriginalOperands}), the constants behind them, the ops that define them. A folder
 * changes nothing itself; an in-place fold goes through {@link #swapOperands}. Valid while the
 * folder runs only: the conversion reuses it for the next fold.
 */
public final class FoldView {
  private Operation op;
  private final OriginalOperands originals;
  private final ConversionPatternRewriter rewriter;

  /** A view to be pointed at each op in turn with {@link #of}. */
  FoldView(OriginalOperands originals, ConversionPatternRewriter rewriter) {
    this.originals = originals;
    this.rewriter = rewriter;
  }

  /** This view, now of {@code op} (the conversion reuses one view for all its folds). */
  FoldView of(Operation op) {
    this.op = op;
    return this;
  }

  public Operation op() {
    return op;
  }

  public Type resultType() {
    return op.result(0).type();
  }

  public int numOperands() {
    return originals.numOperands(op);
  }

  /** Operand {@code i} as the input had it (compare with {@code ==}). */
  public Value operand(int i) {
    return originals.operand(op, i);
  }

  /** The value of the constant-like op defining operand {@code i}, or {@code null}. */
  public Attribute constant(int i) {
    return constantOf(operand(i));
  }

  /** The value of the constant-like op defining {@code v} in the input, or {@code null}. */
  public Attribute constantOf(Value v) {
    Operation def = v.definingOp();
    return def != null && def.hasTrait(Trait.CONSTANT_LIKE) ? def.inherentAttr("value") : null;
  }

  /** The op that defined {@code v} in the input (possibly replaced since; its name and attributes stay), or {@code null}. */
  public Operation definer(Value v) {
    return v.definingOp();
  }

  /** Operand {@code i} of {@code def} as the input had it. */
  public Value operandOf(Operation def, int i) {
    return originals.operand(def, i);
  }

  /** Swaps operands {@code i} and {@code j} of the op in place (a commutative op's constant moves right). */
  public FoldResult swapOperands(int i, int j) {
    Value a = op.operand(i);
    Value b = op.operand(j);
    originals.remember(op);
    rewriter.modifyOpInPlace(op, () -> {
      op.setOperand(i, b);
      op.setOperand(j, a);
    });
    originals.swap(op, i, j);
    return FoldResult.IN_PLACE;
  }
}
