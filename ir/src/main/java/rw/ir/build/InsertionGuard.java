package rw.ir.build;

/**
 * Restores a builder's insertion point when closed:
 * {@code try (InsertionGuard g = builder.saveInsertionPoint()) { ... }}.
 */
public final class InsertionGuard implements AutoCloseable {
  private final OpBuilder builder;
  private final InsertionPoint saved;
  private boolean closed;

  InsertionGuard(OpBuilder builder, InsertionPoint saved) {
    this.builder = builder;
    this.saved = saved;
  }

  /** The insertion point that {@link #close()} restores ({@code null}: none was set). */
  public InsertionPoint saved() {
    return saved;
  }

  @Override
  public void close() {
    if (closed) return;
    closed = true;
    builder.restoreInsertionPoint(saved);
  }
}
