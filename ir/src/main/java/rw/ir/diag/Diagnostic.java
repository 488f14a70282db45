package rw.ir.diag;

import java.util.List;
import rw.ir.loc.FileLineColLoc;
import rw.ir.loc.Location;

/** A message about the input at a location, with attached notes. Immutable. */
public record Diagnostic(Severity severity, Location location, String message, List<Diagnostic> notes) {
  public Diagnostic {
    if (severity == null || location == null || message == null) {
      throw new IllegalArgumentException("null component");
    }
    notes = List.copyOf(notes);
  }

  public static Diagnostic error(Location location, String message) {
    return new Diagnostic(Severity.ERROR, location, message, List.of());
  }

  /**
   * MLIR's rendering: {@code file:line:col: error: message}, each note on its own following line
   * in the same form.
   */
  public String render() {
    StringBuilder sb = new StringBuilder();
    renderLine(sb);
    for (Diagnostic note : notes) {
      sb.append('\n');
      note.renderLine(sb);
    }
    return sb.toString();
  }

  private void renderLine(StringBuilder sb) {
    FileLineColLoc pos = location.filePosition();
    sb.append(pos != null ? pos.prefix() : "<unknown>:0").append(": ");
    sb.append(severity.label()).append(": ").append(message);
  }

  @Override
  public String toString() {
    return render();
  }
}
