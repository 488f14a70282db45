package rw.ir.asm.parse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import rw.ir.Context;
import rw.ir.Operation;
import rw.ir.asm.Source;
import rw.ir.asm.print.AsmPrinter;
import rw.ir.asm.print.PrintOptions;

/** Where a skipped module body ends: braces in strings and comments do not count. */
class DeferredRegionsTest {
  private static int end(String text) {
    byte[] b = (text + "\0\0\0\0").getBytes(StandardCharsets.UTF_8);
    DeferredRegions.Body body = DeferredRegions.scan(b, 0, text.length());
    return body == null ? -1 : body.end();
  }

  private static DeferredRegions.Body body(String text) {
    return DeferredRegions.scan((text + "\0\0\0\0").getBytes(StandardCharsets.UTF_8), 0, text.length());
  }

  @Test
  void bracesNest() {
    assertEquals(11, end("{ {a} {b} } tail"));
  }

  @Test
  void bracesInStringsAndCommentsDoNotCount() {
    assertEquals(19, end("{ \"}\\\"}\" // } x\n  } rest"));
  }

  @Test
  void anUnclosedBodyOrStringIsNotSkipped() {
    assertEquals(-1, end("{ { }"));
    assertEquals(-1, end("{ \"open\n }"));
  }

  @Test
  void lineBreaksAreCountedInCommentsToo() {
    DeferredRegions.Body b = body("{\n  a // c }\n  b\n} tail");
    assertEquals(3, b.lineBreaks());
    assertEquals(17, b.lastLineStart());
    assertEquals(18, b.end());
  }

  /**
   * Many module bodies parsed on several threads get the locations of a parse in order: each
   * thread's parser counts lines from where the scan over the skipped body said it starts.
   */
  @Test
  void bodiesParsedOnSeveralThreadsHaveTheLocationsOfAnOrderedParse() {
    StringBuilder text = new StringBuilder("module {\n");
    for (int m = 0; m < 200; m++) {
      text.append("  module @m").append(m).append(" {\n");
      for (int i = 0; i <= m % 7; i++) {
        text.append("    // line ").append(i).append(" {\n");
        text.append("      ".repeat(i % 3)).append("\"test.op\"() {s = \"}\"} : () -> ()\n");
      }
      text.append("  }\n");
    }
    text.append("  \"test.last\"() : () -> ()\n}\n");
    assertEquals(printedWithLocations(text.toString(), false), printedWithLocations(text.toString(), true));
  }

  private static String printedWithLocations(String text, boolean threads) {
    Context ctx = new Context();
    ctx.setMultithreading(threads);
    Operation module = SourceParser.parse(ctx, new Source("many.mlir", text));
    return AsmPrinter.print(module, PrintOptions.GENERIC.withDebugInfo(true));
  }

  /**
   * An error in a body parsed on another thread while the file's parser went on: the file is
   * parsed again in order, so the diagnostics are those of a sequential parse.
   */
  @Test
  void anErrorInAStreamedBodyIsReportedAsInOrder() {
    StringBuilder text = new StringBuilder("module {\n");
    for (int m = 0; m < 200; m++) {
      text.append("  module @m").append(m).append(" {\n");
      text.append(m == 150 ? "    \"test.use\"(%missing) : (i32) -> ()\n" : "    \"test.op\"() : () -> ()\n");
      text.append("  }\n");
    }
    text.append("}\n");
    assertEquals(diagnostics(text.toString(), false), diagnostics(text.toString(), true));
    List<String> said = diagnostics(text.toString(), true);
    assertEquals(1, said.size());
    assertTrue(said.get(0).contains("453") && said.get(0).endsWith("use of undeclared SSA value name"), said.get(0));
  }

  private static List<String> diagnostics(String text, boolean threads) {
    Context ctx = new Context();
    ctx.setMultithreading(threads);
    SourceParser.parse(ctx, new Source("many.mlir", text));
    return ctx.diagnostics().collected().stream().map(d -> d.location() + ": error: " + d.message()).toList();
  }
}
