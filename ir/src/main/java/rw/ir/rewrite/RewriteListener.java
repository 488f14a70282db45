package rw.ir.rewrite;

import java.util.List;
import rw.ir.Block;
import rw.ir.Operation;
import rw.ir.Value;
import rw.ir.build.BuilderListener;
import rw.ir.loc.Location;

/** Told by a {@link PatternRewriter} about every change it makes (MLIR's RewriterBase::Listener). */
public interface RewriteListener extends BuilderListener {
  /** {@code op} was changed in place (operands, attributes, successors...). */
  default void notifyOperationModified(Operation op) {}

  /** {@code op} is about to be replaced by {@code replacement}; its uses are still in place. */
  default void notifyOperationReplaced(Operation op, List<? extends Value> replacement) {}

  /** {@code op} is about to be erased; it is still intact. */
  default void notifyOperationErased(Operation op) {}

  /** {@code block} is about to be erased. */
  default void notifyBlockErased(Block block) {}

  /** A pattern gave up at {@code loc} for {@code reason}. */
  default void notifyMatchFailure(Location loc, String reason) {}
}
