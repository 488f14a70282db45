package rw.ir.diag;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * Routes diagnostics to the innermost registered handler (a stack, as in MLIR) and counts errors.
 * With no handler registered, diagnostics are collected and can be read with {@link #collected()}.
 */
public final class DiagnosticEngine {
  private final Deque<DiagnosticHandler> handlers = new ArrayDeque<>();
  private final List<Diagnostic> collected = new ArrayList<>();
  private int errorCount;

  public void emit(Diagnostic diagnostic) {
    if (diagnostic.severity() == Severity.ERROR) errorCount++;
    DiagnosticHandler handler = handlers.peek();
    if (handler != null) handler.handle(diagnostic);
    else collected.add(diagnostic);
  }

  /** Makes {@code handler} receive every diagnostic until it is popped. */
  public void pushHandler(DiagnosticHandler handler) {
    handlers.push(handler);
  }

  public void popHandler(DiagnosticHandler handler) {
    if (handlers.peek() != handler) throw new IllegalStateException("handler stack out of order");
    handlers.pop();
  }

  public int errorCount() {
    return errorCount;
  }

  public boolean hasErrors() {
    return errorCount > 0;
  }

  /** Diagnostics reported while no handler was registered, in order. */
  public List<Diagnostic> collected() {
    return List.copyOf(collected);
  }

  public void clear() {
    collected.clear();
    errorCount = 0;
  }
}
