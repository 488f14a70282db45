package rw.ir.diag;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Function;
import rw.ir.loc.FileLineColLoc;
import rw.ir.loc.Location;

/**
 * MLIR's {@code --verify-diagnostics}: checks the diagnostics reported while processing a file
 * against the {@code // expected-error {{...}}} designators written in it (see
 * {@link ExpectationScanner} for the syntax). A diagnostic (and each of its notes) must match a
 * designator of the same severity on its line, by substring or, for {@code -re}, by pattern.
 * Reports, in MLIR's words and format: {@code unexpected error: ...} at the diagnostic,
 * {@code 'error' diagnostic emitted when expecting a 'warning'} at a designator that differs only
 * in severity, and {@code expected error "..." was not produced} for each unmatched designator.
 *
 * <p>Install it as the context's diagnostic handler for every chunk of a split file, then call
 * {@link #verify()}. MLIR also checks once more when its handler is destroyed; {@link #close()}
 * does that, which reports every designator when the handler was never installed (MLIR 22 does
 * so without {@code --verify-diagnostics}) and designators at unknown locations a second time.
 */
public final class DiagnosticVerifier implements DiagnosticHandler {
  /** {@code --verify-diagnostics=all} or {@code =only-expected}. */
  public enum Level { ALL, ONLY_EXPECTED }

  private final Function<String, SourceFile> files;
  private final DiagnosticRenderer renderer;
  private final Consumer<String> out;
  private final Level level;
  private final Map<String, List<ExpectedDiagnostic>> byFile = new LinkedHashMap<>();
  private final List<ExpectedDiagnostic> atUnknown = new ArrayList<>();
  private boolean ok = true;

  /**
   * Scans {@code main} for designators right away (reporting malformed ones to {@code out});
   * other files named by diagnostics are scanned when first needed, through {@code files}.
   */
  public DiagnosticVerifier(SourceFile main, Function<String, SourceFile> files,
      DiagnosticRenderer renderer, Consumer<String> out, Level level) {
    this.files = files;
    this.renderer = renderer;
    this.out = out;
    this.level = level;
    scan(main);
  }

  @Override
  public void handle(Diagnostic diagnostic) {
    process(diagnostic.location(), diagnostic.message(), diagnostic.severity());
    for (Diagnostic note : diagnostic.notes()) process(note.location(), note.message(), note.severity());
  }

  /** Reports every unmatched designator; true when everything matched and nothing was unexpected. */
  public boolean verify() {
    for (List<ExpectedDiagnostic> list : byFile.values()) {
      for (ExpectedDiagnostic e : list) reportUnmatched(e);
    }
    for (ExpectedDiagnostic e : atUnknown) reportUnmatched(e);
    byFile.clear();
    return ok;
  }

  /** What MLIR's handler does when it goes away: {@link #verify()} once more. */
  public boolean close() {
    return verify();
  }

  private void reportUnmatched(ExpectedDiagnostic e) {
    if (e.matched) return;
    ok = false;
    String message = "expected " + e.severity.label() + " \"" + e.text + "\" was not produced";
    if (e.atUnknownLocation) {
      out.accept("<unknown>:0: error: " + message + "\n");
      return;
    }
    out.accept(renderer.renderAtPosition(e.file, e.designatorLine, e.column, Severity.ERROR, message, e.text.length()));
  }

  private void process(Location loc, String message, Severity severity) {
    FileLineColLoc pos = loc.filePosition();
    List<ExpectedDiagnostic> candidates = pos == null ? atUnknown : expectationsFor(pos.file());
    ExpectedDiagnostic nearMiss = null;
    for (ExpectedDiagnostic e : candidates) {
      if (pos != null && pos.line() != e.line) continue;
      if (!e.matches(message)) continue;
      if (e.severity == severity) {
        e.matched = true;
        return;
      }
      nearMiss = e;
    }
    if (level == Level.ONLY_EXPECTED) return;
    ok = false;
    if (nearMiss != null) {
      String text = "'" + severity.label() + "' diagnostic emitted when expecting a '" + nearMiss.severity.label() + "'";
      out.accept(renderer.renderAtPosition(nearMiss.file, nearMiss.designatorLine, nearMiss.column, Severity.ERROR, text, 0));
      return;
    }
    out.accept(renderer.renderAt(loc, Severity.ERROR, "unexpected " + severity.label() + ": " + message));
  }

  private List<ExpectedDiagnostic> expectationsFor(String fileName) {
    List<ExpectedDiagnostic> list = byFile.get(fileName);
    if (list != null) return list;
    SourceFile file = files.apply(fileName);
    if (file == null) return List.of();
    return scan(file);
  }

  private List<ExpectedDiagnostic> scan(SourceFile file) {
    ExpectationScanner.Result r = ExpectationScanner.scan(file, renderer, out);
    if (!r.ok()) ok = false;
    List<ExpectedDiagnostic> list = new ArrayList<>(r.atLines());
    byFile.put(file.name(), list);
    atUnknown.addAll(r.atUnknown());
    return list;
  }
}
