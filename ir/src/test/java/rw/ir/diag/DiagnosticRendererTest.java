package rw.ir.diag;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import rw.ir.loc.CallSiteLoc;
import rw.ir.loc.FileLineColLoc;
import rw.ir.loc.FusedLoc;
import rw.ir.loc.Location;
import rw.ir.loc.NameLoc;

/**
 * Rendering follows LLVM's SourceMgr and MLIR's handler (cases checked against mlir-opt-22 by
 * hand: a.mlir exists, b.mlir does not; see the l*.mlir experiments in the pass/CLI report).
 */
class DiagnosticRendererTest {
  private final SourceFile a = new SourceFile("a.mlir", "module {\n\tfoo.bar\n  é = 1\n}\n");
  private final DiagnosticRenderer renderer = new DiagnosticRenderer(n -> n.equals("a.mlir") ? a : null);

  private static FileLineColLoc at(String file, int line, int col) {
    return new FileLineColLoc(file, line, col);
  }

  @Test
  void sourceLineAndCaret() {
    assertEquals("a.mlir:1:8: error: boom\nmodule {\n       ^\n",
        renderer.render(Diagnostic.error(at("a.mlir", 1, 8), "boom")));
  }

  @Test
  void tabsWidenToEightColumnsInBothLines() {
    assertEquals("a.mlir:2:5: error: boom\n        foo.bar\n           ^\n",
        renderer.render(Diagnostic.error(at("a.mlir", 2, 5), "boom")));
  }

  @Test
  void nonAsciiLineHasNoCaret() {
    assertEquals("a.mlir:3:3: error: boom\n  é = 1\n", renderer.render(Diagnostic.error(at("a.mlir", 3, 3), "boom")));
  }

  @Test
  void positionsOutsideTheTextShowNoSource() {
    assertEquals("a.mlir:4:4: error: boom\n", renderer.render(Diagnostic.error(at("a.mlir", 4, 4), "boom")));
    assertEquals("a.mlir:9:1: error: boom\n", renderer.render(Diagnostic.error(at("a.mlir", 9, 1), "boom")));
    assertEquals("b.mlir:1:1: error: boom\n", renderer.render(Diagnostic.error(at("b.mlir", 1, 1), "boom")));
  }

  @Test
  void caretAtEndOfLineIsValid() {
    assertEquals("a.mlir:1:9: error: boom\nmodule {\n        ^\n",
        renderer.render(Diagnostic.error(at("a.mlir", 1, 9), "boom")));
  }

  @Test
  void locationsWithoutFileArePrintedInline() {
    Location name = new NameLoc("nm", Location.unknown());
    assertEquals("<unknown>:0: error: loc(\"nm\"): boom\n", renderer.render(Diagnostic.error(name, "boom")));
    assertEquals("<unknown>:0: error: boom\n", renderer.render(Diagnostic.error(Location.unknown(), "boom")));
    Location fused = new FusedLoc(List.of(name, new NameLoc("x\"y", name)), null);
    assertEquals("<unknown>:0: error: loc(fused[\"nm\", \"x\\22y\"(\"nm\")]): boom\n",
        renderer.render(Diagnostic.error(fused, "boom")));
  }

  @Test
  void callSitesAddCalledFromNotesAndNotesShowSourceWhenTheLocationChanges() {
    Location call = new CallSiteLoc(at("a.mlir", 1, 1), at("b.mlir", 5, 6));
    Diagnostic d = new Diagnostic(Severity.ERROR, call, "boom",
        List.of(new Diagnostic(Severity.NOTE, call, "see here", List.of()),
            new Diagnostic(Severity.NOTE, call, "and here", List.of())));
    assertEquals("a.mlir:1:1: error: boom\nmodule {\n^\n"
        + "b.mlir:5:6: note: called from\n"
        + "a.mlir:1:1: note: see here\nmodule {\n^\n"
        + "a.mlir:1:1: note: and here\n", renderer.render(d));
  }

  @Test
  void rangedMessagesUnderlineWithinTheLine() {
    assertEquals("a.mlir:1:1: error: boom\nmodule {\n^~~~~~~~\n",
        renderer.renderAtPosition(a, 1, 1, Severity.ERROR, "boom", 40));
  }
}
