package rw.ir.asm.parse;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Where a skipped module body ends: braces in strings and comments do not count. */
class DeferredRegionsTest {
  private static int end(String text) {
    byte[] b = (text + "\0\0\0\0").getBytes(StandardCharsets.UTF_8);
    return DeferredRegions.endOfRegion(b, 0, text.length());
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
}
