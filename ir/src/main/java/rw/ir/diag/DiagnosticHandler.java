package rw.ir.diag;

/** Receives reported diagnostics. */
@FunctionalInterface
public interface DiagnosticHandler {
  void handle(Diagnostic diagnostic);
}
