package rw.ir.build;

import rw.ir.Block;
import rw.ir.Operation;

/**
 * Where a builder inserts: in {@code block}, right before {@code before}, or at the end of the
 * block when {@code before} is {@code null}.
 */
public record InsertionPoint(Block block, Operation before) {
  public InsertionPoint {
    if (block == null) throw new IllegalArgumentException("insertion point without block");
    if (before != null && before.block() != block) {
      throw new IllegalArgumentException("insertion anchor " + before.name() + " is not in the block");
    }
  }

  public static InsertionPoint atEnd(Block block) {
    return new InsertionPoint(block, null);
  }

  public static InsertionPoint atStart(Block block) {
    return new InsertionPoint(block, block.first());
  }

  /** Right before {@code op}. */
  public static InsertionPoint before(Operation op) {
    requireInBlock(op);
    return new InsertionPoint(op.block(), op);
  }

  /** Right after {@code op}. */
  public static InsertionPoint after(Operation op) {
    requireInBlock(op);
    return new InsertionPoint(op.block(), op.nextInBlock());
  }

  public boolean isAtEnd() {
    return before == null;
  }

  private static void requireInBlock(Operation op) {
    if (op.block() == null) throw new IllegalArgumentException(op.name() + " is not in a block");
  }
}
