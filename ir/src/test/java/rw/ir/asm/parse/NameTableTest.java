package rw.ir.asm.parse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The name table answers the same whether asked with a string or with the bytes of the text. */
class NameTableTest {
  @Test
  void bytesAndStringsFindTheSameEntries() {
    bytesAndStringsFindTheSameEntries(true);
    bytesAndStringsFindTheSameEntries(false);
  }

  private static void bytesAndStringsFindTheSameEntries(boolean byteKeys) {
    NameTable<Integer> t = new NameTable<>(byteKeys);
    for (int i = 0; i < 1000; i++) t.put("%v" + i, i);
    byte[] text = " %v17 %v999 %v1000 %\u00e9 ".getBytes(StandardCharsets.ISO_8859_1);
    assertEquals(17, t.get(text, 1, 5));
    assertEquals(999, t.get(text, 6, 11));
    assertNull(t.get(text, 12, 18));
    assertEquals(17, t.get("%v17"));
    t.put("%\u00e9", -1);
    assertEquals(-1, t.get(text, 19, 21));
  }

  @Test
  void removeGivesTheValueAndKeepsTheOthers() {
    removeGivesTheValueAndKeepsTheOthers(true);
    removeGivesTheValueAndKeepsTheOthers(false);
  }

  private static void removeGivesTheValueAndKeepsTheOthers(boolean byteKeys) {
    NameTable<Integer> t = new NameTable<>(byteKeys);
    for (int i = 0; i < 200; i++) t.put("n" + i, i);
    for (int i = 0; i < 200; i += 2) assertEquals(i, t.remove("n" + i));
    assertNull(t.remove("n0"));
    for (int i = 0; i < 200; i++) {
      byte[] b = ("n" + i).getBytes(StandardCharsets.ISO_8859_1);
      assertEquals(i % 2 == 0 ? null : Integer.valueOf(i), t.get(b, 0, b.length));
    }
  }

  @Test
  void aKeyBeyondBytesIsFoundByStringOnly() {
    NameTable<Integer> t = new NameTable<>();
    t.put("a\u0101", 1);
    t.put("a?", 2);
    byte[] b = "a?".getBytes(StandardCharsets.ISO_8859_1);
    assertEquals(2, t.get(b, 0, 2));
    assertEquals(1, t.get("a\u0101"));
  }

  @Test
  void longKeysDifferingAtTheEndAreApart() {
    NameTable<Integer> t = new NameTable<>();
    String common = "!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>";
    t.put(common + "a", 1);
    t.put(common + "b", 2);
    byte[] b = (common + "b").getBytes(StandardCharsets.ISO_8859_1);
    assertEquals(2, t.get(b, 0, b.length));
    assertNull(t.get(b, 0, b.length - 1));
  }
}
