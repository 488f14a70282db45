package rw.ir.attr;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The printer's text buffer: the bytes of {@code String.getBytes(UTF_8)} of what was appended, however it was appended. */
class Utf8TextTest {
  private static void assertSameBytes(CharSequence expected, Utf8Text text) throws IOException {
    byte[] bytes = expected.toString().getBytes(StandardCharsets.UTF_8);
    assertEquals(bytes.length, text.length());
    assertArrayEquals(bytes, text.toByteArray());
    ByteArrayOutputStream written = new ByteArrayOutputStream();
    text.writeTo(written);
    assertArrayEquals(bytes, written.toByteArray());
    assertEquals(new String(bytes, StandardCharsets.UTF_8), text.toString());
  }

  @Test
  void charactersOfEveryWidthAcrossChunks() throws IOException {
    StringBuilder expected = new StringBuilder();
    Utf8Text text = new Utf8Text(16);
    String[] pieces = {"a", "bc", "\u00e9", "\u20ac", "\uD83D\uDE00", "x\uD83D\uDE00y", "%12", "\u07ff\u0800"};
    Random random = new Random(7);
    while (expected.length() < 5 * Utf8Text.MAX_CHUNK) {
      String p = pieces[random.nextInt(pieces.length)];
      expected.append(p);
      text.append(p);
    }
    assertSameBytes(expected, text);
  }

  /** Long strings are copied as bytes once seen to be ASCII; strings of other chars never are, even when their low bytes look ASCII. */
  @Test
  void repeatedLongStrings() throws IOException {
    String[] pieces = {"llvm.getelementptr", "\u0141\u0141\u0141 low bytes are ASCII", "caf\u00e9 au lait", "plain ascii words",
        "\uD83D\uDE00 and more text", "@__spv__m7_k7_arg_0_descriptor_set0_binding0"};
    Utf8Text text = new Utf8Text(16);
    StringBuilder expected = new StringBuilder();
    for (int round = 0; round < 2000; round++) {
      String p = pieces[round % pieces.length];
      text.append(p);
      expected.append(p);
    }
    assertSameBytes(expected, text);
  }

  /** A pair whose halves come in two appends, also when the first half ends a chunk; lone halves are {@code ?}. */
  @Test
  void surrogatePairsAndLoneSurrogates() throws IOException {
    for (int before = 0; before < 300; before++) {
      Utf8Text text = new Utf8Text(16);
      StringBuilder expected = new StringBuilder();
      for (int i = 0; i < before; i += 7) {
        String filler = "z".repeat(Math.min(7, before - i));
        text.append(filler);
        expected.append(filler);
      }
      text.append('\uD83D').append('\uDE00').append("\uD83D").append("\uDE01 ").append('\uDE02').append("\uD83Dq");
      expected.append("\uD83D\uDE00\uD83D\uDE01 \uDE02\uD83Dq");
      assertSameBytes(expected, text);
    }
  }

  @Test
  void numbers() throws IOException {
    long[] values = {0, 7, 9, 10, 99, 100, 999, 1000, 9999, 10000, 65535, 65536, 81919, 81920, 123456789,
        Integer.MAX_VALUE, Integer.MIN_VALUE, 999999999999999999L, 1000000000000000000L, Long.MAX_VALUE,
        Long.MIN_VALUE, -1, -65536, -1234567890123L};
    Utf8Text text = new Utf8Text(16);
    StringBuilder expected = new StringBuilder();
    for (int round = 0; round < 3000; round++) {
      for (long v : values) {
        text.append(v).append(',');
        expected.append(v).append(',');
      }
    }
    assertSameBytes(expected, text);
  }

  @Test
  void splicedTextsKeepTheirOrder() throws IOException {
    Utf8Text main = new Utf8Text(64);
    StringBuilder expected = new StringBuilder();
    for (int part = 0; part < 40; part++) {
      Utf8Text fork = new Utf8Text(16);
      String head = "main " + part + "\n";
      main.append(head);
      expected.append(head);
      for (int i = 0; i < part * 300; i++) fork.append("line ").append(i).append('\n');
      for (int i = 0; i < part * 300; i++) expected.append("line ").append(i).append('\n');
      main.append(fork);
      assertEquals(0, fork.length());
    }
    main.append("end\u00e9\n");
    expected.append("end\u00e9\n");
    assertSameBytes(expected, main);
  }

  @Test
  void truncateDropsTheTail() throws IOException {
    Utf8Text text = new Utf8Text(16);
    text.append("keep");
    long mark = text.length();
    Utf8Text fork = new Utf8Text(16);
    for (int i = 0; i < 50000; i++) fork.append("dropped ");
    text.append("x").append(fork);
    for (int i = 0; i < 50000; i++) text.append("more ");
    text.truncate(mark);
    assertSameBytes("keep", text);
    text.append(" and then \u20ac");
    assertSameBytes("keep and then \u20ac", text);
    text.truncate(2);
    text.append("ys");
    assertSameBytes("keys", text);
  }
}
