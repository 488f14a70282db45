package rw.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The bytes read are handed to the parser only when they are the UTF-8 encoding of the text. */
class InputFileTest {
  @Test
  void asciiBytesAreKept() {
    byte[] bytes = "module {\n}\n".getBytes(StandardCharsets.US_ASCII);
    InputFile f = InputFile.of("a.mlir", bytes);
    assertSame(bytes, f.utf8());
    assertEquals("module {\n}\n", f.text());
  }

  @Test
  void multiByteCharsAreEncodedAgain() {
    byte[] bytes = "// \u00e9\u4e2d\n".getBytes(StandardCharsets.UTF_8);
    InputFile f = InputFile.of("a.mlir", bytes);
    assertNull(f.utf8());
    assertEquals("// \u00e9\u4e2d\n", f.text());
  }

  @Test
  void malformedBytesAreNotKept() {
    byte[] bytes = {'/', '/', ' ', (byte) 0xFF, (byte) 0xFE, '\n'};
    InputFile f = InputFile.of("a.mlir", bytes);
    assertNull(f.utf8());
    assertArrayEquals(f.text().getBytes(StandardCharsets.UTF_8), "// \uFFFD\uFFFD\n".getBytes(StandardCharsets.UTF_8));
  }
}
