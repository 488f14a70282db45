package rw.ir.rewrite;

import rw.ir.Operation;

/**
 * The folding hook of the greedy driver (tried before patterns on every op that is not
 * constant-like). A folder changes {@code op} in place or replaces it through the rewriter and
 * returns {@code true}, or returns {@code false} without touching the IR.
 */
@FunctionalInterface
public interface OpFolder {
  boolean fold(Operation op, PatternRewriter rewriter);
}
