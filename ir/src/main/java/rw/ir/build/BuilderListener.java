package rw.ir.build;

import rw.ir.Block;
import rw.ir.Operation;
import rw.ir.Region;

/** Told by an {@link OpBuilder} about the operations and blocks it inserts. */
public interface BuilderListener {
  /**
   * {@code op} was inserted at its current place; {@code previous} is where it was before when it
   * was moved, {@code null} when it was detached (newly created).
   */
  default void notifyOperationInserted(Operation op, InsertionPoint previous) {}

  /**
   * {@code block} was inserted into its current region; {@code previous} is the region it came
   * from when it was moved, {@code null} when it was new.
   */
  default void notifyBlockInserted(Block block, Region previous) {}
}
