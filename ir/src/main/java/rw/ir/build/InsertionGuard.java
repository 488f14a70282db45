package rw.ir.build;

import rw.ir.Block;
import rw.ir.Operation;

/**
 * Restores a builder's insertion point when closed:
 * {@code try (InsertionGuard g = builder.saveInsertionPoint()) { ... }}.
 */
public final class InsertionGuard implements AutoCloseable {
  private final OpBuilder builder;
  private final Block block;
  private final Operation before;
  private boolean closed;

  InsertionGuard(OpBuilder builder, Block block, Operation before) {
    this.builder = builder;
    this.block = block;
    this.before = before;
  }

  /** The insertion point that {@link #close()} restores ({@code null}: none was set). */
  public InsertionPoint saved() {
    return block == null ? null : new InsertionPoint(block, before);
  }

  @Override
  public void close() {
    if (closed) return;
    closed = true;
    builder.restore(block, before);
  }
}
