package rw.ir.diag;

import java.util.ArrayList;
import java.util.List;
import rw.ir.loc.Location;

/** A diagnostic being built: attach notes, then {@link #report()} it once. */
public final class InFlightDiagnostic {
  private final DiagnosticEngine engine;
  private final Severity severity;
  private final Location location;
  private final String message;
  private final List<Diagnostic> notes = new ArrayList<>();
  private boolean reported;

  public InFlightDiagnostic(DiagnosticEngine engine, Severity severity, Location location, String message) {
    this.engine = engine;
    this.severity = severity;
    this.location = location;
    this.message = message;
  }

  public InFlightDiagnostic note(Location at, String text) {
    notes.add(new Diagnostic(Severity.NOTE, at, text, List.of()));
    return this;
  }

  public Diagnostic diagnostic() {
    return new Diagnostic(severity, location, message, notes);
  }

  /** Sends the diagnostic to the engine; returns it. */
  public Diagnostic report() {
    if (reported) throw new IllegalStateException("diagnostic reported twice: " + message);
    reported = true;
    Diagnostic d = diagnostic();
    engine.emit(d);
    return d;
  }
}
