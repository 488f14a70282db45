package rw.ir.asm.parse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import rw.ir.asm.lex.Lexer;
import rw.ir.asm.lex.SourceLines;
import rw.ir.asm.lex.TokenKind;
import rw.ir.asm.lex.TokenValues;

class LexerTest {
  /** The tokens of {@code text} as "KIND:spelling", up to EOF or the first error. */
  private static List<String> lex(String text) {
    Lexer lex = new Lexer(text.getBytes(StandardCharsets.UTF_8));
    List<String> out = new ArrayList<>();
    for (TokenKind k = lex.next(); k != TokenKind.EOF; k = lex.next()) {
      if (k == TokenKind.ERROR) {
        out.add("ERROR@" + lex.errorOffset() + ":" + lex.errorMessage());
        break;
      }
      out.add(k + ":" + TokenValues.spelling(lex.buffer(), lex.start(), lex.end()));
    }
    return out;
  }

  @Test
  void identifiersAndKeywords() {
    assertEquals(List.of("BARE_IDENTIFIER:foo.bar$x_1", "KW_INDEX:index", "KW_F32:f32", "INTTYPE:i32",
        "INTTYPE:si8", "INTTYPE:ui1", "BARE_IDENTIFIER:i32x", "BARE_IDENTIFIER:_x", "KW_F8E4M3FN:f8E4M3FN",
        "BARE_IDENTIFIER:module"), lex("foo.bar$x_1 index f32 i32 si8 ui1 i32x _x f8E4M3FN module"));
  }

  @Test
  void prefixedIdentifiers() {
    assertEquals(List.of("PERCENT_IDENTIFIER:%name", "HASH_IDENTIFIER:#3", "PERCENT_IDENTIFIER:%0", "COLON::",
        "INTEGER:2", "CARET_IDENTIFIER:^bb1", "EXCLAMATION_IDENTIFIER:!type-alias",
        "EXCLAMATION_IDENTIFIER:!llvm.ptr", "HASH_IDENTIFIER:#spirv.vce", "AT_IDENTIFIER:@sym",
        "AT_IDENTIFIER:@\"quoted name\"", "HASH_IDENTIFIER:#loc-1"),
        lex("%name#3 %0:2 ^bb1 !type-alias !llvm.ptr #spirv.vce @sym @\"quoted name\" #loc-1"));
  }

  @Test
  void numbers() {
    assertEquals(List.of("INTEGER:42", "INTEGER:0x1F"), lex("42 0x1F"));
    assertEquals(List.of("INTEGER:0xf32"), lex("0xf32"));
    assertEquals(List.of("INTEGER:0", "BARE_IDENTIFIER:xg"), lex("0xg"));
    assertEquals(List.of("FLOATLITERAL:1.0e-5", "FLOATLITERAL:2.", "FLOATLITERAL:3.5E+2", "FLOATLITERAL:1.5",
        "BARE_IDENTIFIER:e", "INTEGER:1", "BARE_IDENTIFIER:e5"), lex("1.0e-5 2. 3.5E+2 1.5e 1e5"));
  }

  @Test
  void punctuation() {
    assertEquals(List.of("ARROW:->", "COLON::", "COLON::", "ELLIPSIS:...", "FILE_METADATA_BEGIN:{-#",
        "FILE_METADATA_END:#-}", "MINUS:-", "L_BRACE:{", "SLASH:/", "QUESTION:?", "STAR:*", "VERTICAL_BAR:|",
        "PLUS:+", "LESS:<", "GREATER:>", "EQUAL:="), lex("-> :: ... {-# #-} - { / ? * | + < > ="));
  }

  @Test
  void commentsAndWhitespace() {
    assertEquals(List.of("INTEGER:1", "INTEGER:2"), lex("1 // comment -> \"x\n\t\r 2 // last"));
  }

  @Test
  void stringsAreByteStringsWithEscapes() {
    String text = "\"q\\\"b\\\\n\\nt\\t h\\41\\e2 \u00fc\"";
    Lexer lex = new Lexer(text.getBytes(StandardCharsets.UTF_8));
    assertEquals(TokenKind.STRING, lex.next());
    String v = TokenValues.stringValue(lex.buffer(), lex.start(), lex.end());
    assertEquals("q\"b\\n\nt\t hA\u00e2 \u00c3\u00bc", v);
  }

  @Test
  void lexicalErrors() {
    assertEquals(List.of("ERROR@0:unexpected character"), lex("`"));
    assertEquals(List.of("ERROR@0:invalid SSA name"), lex("% 0"));
    assertEquals(List.of("ERROR@1:@ identifier expected to start with letter or '_'"), lex("@1"));
    assertEquals(List.of("ERROR@3:expected '\"' in string literal"), lex("\"ab\nc\""));
    assertEquals(List.of("ERROR@3:unknown escape in string literal"), lex("\"ab\\q\""));
    assertEquals(List.of("ERROR@1:expected three consecutive dots for an ellipsis"), lex(".."));
    assertEquals(List.of("ERROR@0:unexpected character"), lex("\u00e9"));
  }

  @Test
  void resetRelexesFromAnOffset() {
    Lexer lex = new Lexer("4xf32".getBytes(StandardCharsets.UTF_8));
    assertEquals(TokenKind.INTEGER, lex.next());
    assertEquals(TokenKind.BARE_IDENTIFIER, lex.next());
    assertEquals(TokenKind.KW_F32, lex.resetTo(2));
  }

  /** A text with the zero padding after it is lexed in place; one without (or with other bytes there) is copied. */
  @Test
  void aPaddedTextIsLexedInPlace() {
    byte[] padded = java.util.Arrays.copyOf("a b".getBytes(StandardCharsets.UTF_8), 3 + Lexer.PADDING);
    Lexer lex = new Lexer(padded, 3);
    assertSame(padded, lex.buffer());
    assertEquals(3, lex.length());
    byte[] dirty = "a bcdefg".getBytes(StandardCharsets.UTF_8);
    Lexer copied = new Lexer(dirty, 3);
    assertNotSame(dirty, copied.buffer());
    for (Lexer l : new Lexer[] {lex, copied}) {
      assertEquals(TokenKind.BARE_IDENTIFIER, l.next());
      assertEquals(TokenKind.BARE_IDENTIFIER, l.next());
      assertEquals("b", TokenValues.spelling(l.buffer(), l.start(), l.end()));
      assertEquals(TokenKind.EOF, l.next());
    }
  }

  @Test
  void linesAndColumnsCountBytes() {
    byte[] text = "ab\n\u00fcc\n\nd".getBytes(StandardCharsets.UTF_8);
    SourceLines lines = new SourceLines(text, text.length);
    assertEquals(1, lines.line(1));
    assertEquals(2, lines.column(1));
    assertEquals(2, lines.line(5));
    assertEquals(3, lines.column(5));
    assertEquals(4, lines.line(8));
    assertEquals(1, lines.line(0));
  }

  @Test
  void aCursorMovedIntoTheTextAnswersBehindItsScanToo() {
    byte[] text = "x\ny\n  { a\n  b }\nz".getBytes(StandardCharsets.UTF_8);
    SourceLines lines = new SourceLines(text, text.length);
    lines.moveTo(6, 2, 4); // the '{' on line 3 (0-based 2), which starts at offset 4
    assertEquals(4, lines.line(12)); // 'b': the scan passes the line break at 9
    assertEquals(5, lines.column(14));
    assertEquals(3, lines.line(8)); // 'a', behind the scan: from the notes of the scan
    assertEquals(5, lines.column(8));
    assertEquals(2, lines.line(2)); // 'y', behind where the cursor was moved: the whole table
    assertEquals(1, lines.column(2));
  }

  /** Lines and columns of every offset, the scan asked in small and large steps, as counted byte by byte. */
  @Test
  void linesAndColumnsOfEveryOffsetMatchACount() {
    java.util.Random random = new java.util.Random(7);
    byte[] text = new byte[5000];
    for (int i = 0; i < text.length; i++) {
      int r = random.nextInt(12);
      text[i] = r == 0 ? (byte) '\n' : r == 1 ? (byte) 0x8A : r == 2 ? (byte) 0x0B : (byte) ('a' + r);
    }
    for (int step : new int[] {1, 3, 7, 8, 9, 17, 64, 1000}) {
      SourceLines lines = new SourceLines(text, text.length);
      int line = 1;
      int lineStart = 0;
      for (int at = 0; at < text.length; at++) {
        if (at > 0 && text[at - 1] == '\n') {
          line++;
          lineStart = at;
        }
        if (at % step != 0 && at != text.length - 1) continue;
        assertEquals(line, lines.line(at), "line of " + at + " asked every " + step);
        assertEquals(at - lineStart + 1, lines.column(at), "column of " + at + " asked every " + step);
      }
    }
  }

  /** The scan keeps notes of the last few thousand lines only; lines further back are still found. */
  @Test
  void manyLinesForwardAndFarBack() {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < 20000; i++) sb.append("ab").append(i % 10).append('\n');
    byte[] text = sb.toString().getBytes(StandardCharsets.UTF_8);
    SourceLines lines = new SourceLines(text, text.length);
    for (int i = 0; i < 20000; i += 7) {
      assertEquals(i + 1, lines.line(4 * i + 2));
      assertEquals(3, lines.column(4 * i + 2));
    }
    assertEquals(19990, lines.line(4 * 19989 + 1)); // a few lines back: from the notes
    assertEquals(2, lines.column(4 * 19989 + 1));
    assertEquals(11, lines.line(4 * 10 + 3)); // far back: the whole table
    assertEquals(4, lines.column(4 * 10 + 3));
  }
}
