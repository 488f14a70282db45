package rw.ir.diag;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.function.BooleanSupplier;

/**
 * Routes diagnostics to the innermost registered handler (a stack, as in MLIR) and counts errors.
 * With no handler registered, diagnostics are collected and can be read with {@link #collected()}.
 */
public final class DiagnosticEngine {
  private final Deque<DiagnosticHandler> handlers = new ArrayDeque<>();
  private final List<Diagnostic> collected = new ArrayList<>();
  private int errorCount;
  /** Where diagnostics of the current thread go while it runs {@link #capturing}. */
  private final ThreadLocal<List<Diagnostic>> capture = new ThreadLocal<>();

  public void emit(Diagnostic diagnostic) {
    List<Diagnostic> captured = capture.get();
    if (captured != null) {
      captured.add(diagnostic);
      return;
    }
    if (diagnostic.severity() == Severity.ERROR) errorCount++;
    DiagnosticHandler handler = handlers.peek();
    if (handler != null) handler.handle(diagnostic);
    else collected.add(diagnostic);
  }

  /**
   * Runs {@code body} with the diagnostics it emits on this thread appended to {@code into}
   * instead of being reported (nor counted): work done on other threads is reported later, in
   * a deterministic order, by emitting what it captured.
   */
  public boolean capturing(List<Diagnostic> into, BooleanSupplier body) {
    List<Diagnostic> outer = capture.get();
    capture.set(into);
    try {
      return body.getAsBoolean();
    } finally {
      if (outer == null) capture.remove();
      else capture.set(outer);
    }
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
