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
  void aFileIsReadWithTheLexersPadding() throws Exception {
    java.nio.file.Path file = java.nio.file.Files.createTempFile("input", ".mlir");
    try {
      java.nio.file.Files.writeString(file, "module {\n}\n");
      InputFile f = InputFile.read(file.toString(), null);
      assertEquals("module {\n}\n", f.text());
      assertEquals(f.text().length() + rw.ir.asm.lex.Lexer.PADDING, f.utf8().length);
      for (int i = f.text().length(); i < f.utf8().length; i++) assertEquals(0, f.utf8()[i]);
      java.nio.file.Files.writeString(file, "// \u00e9\n");
      assertNull(InputFile.read(file.toString(), null).utf8());
      assertEquals("// \u00e9\n", InputFile.read(file.toString(), null).text());
    } finally {
      java.nio.file.Files.delete(file);
    }
  }

  /** A byte with its high bit set is seen wherever it is: in an eight-byte word or in the tail. */
  @Test
  void aNonAsciiByteAnywhereIsSeen() {
    for (int at = 0; at < 21; at++) {
      byte[] bytes = "abcdefghijklmnopqrstu".getBytes(StandardCharsets.US_ASCII);
      bytes[at] = (byte) 0x80;
      InputFile f = InputFile.of("a.mlir", bytes);
      assertNull(f.utf8(), "byte " + at);
      assertEquals('\uFFFD', f.text().charAt(at));
    }
    byte[] ascii = "abcdefghijklmnopqrstu".getBytes(StandardCharsets.US_ASCII);
    assertSame(ascii, InputFile.of("a.mlir", ascii).utf8());
  }

  @Test
  void malformedBytesAreNotKept() {
    byte[] bytes = {'/', '/', ' ', (byte) 0xFF, (byte) 0xFE, '\n'};
    InputFile f = InputFile.of("a.mlir", bytes);
    assertNull(f.utf8());
    assertArrayEquals(f.text().getBytes(StandardCharsets.UTF_8), "// \uFFFD\uFFFD\n".getBytes(StandardCharsets.UTF_8));
  }
}
