package rw.ir.asm.parse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The name table answers the same whether asked with a string or with the bytes of the text. */
class NameTableTest {
  @Test
  void bytesAndStringsFindTheSameEntries() {
    NameTable<Integer> t = new NameTable<>();
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
    NameTable<Integer> t = new NameTable<>();
    for (int i = 0; i < 200; i++) t.put("n" + i, i);
    for (int i = 0; i < 200; i += 2) assertEquals(i, t.remove("n" + i));
    assertNull(t.remove("n0"));
    for (int i = 0; i < 200; i++) {
      byte[] b = ("n" + i).getBytes(StandardCharsets.ISO_8859_1);
      assertEquals(i % 2 == 0 ? null : Integer.valueOf(i), t.get(b, 0, b.length));
    }
  }
}
