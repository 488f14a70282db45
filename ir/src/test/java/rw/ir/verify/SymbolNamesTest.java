package rw.ir.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static rw.ir.verify.TestIr.body;

import org.junit.jupiter.api.Test;
import rw.ir.Operation;

/**
 * A redefined symbol is reported at its second definition with a note at the first, in tables
 * of a few symbols (compared one by one) and of many (kept in a map once past a handful).
 */
class SymbolNamesTest {
  private final TestIr ir = new TestIr();
  private final Operation module = ir.module();

  /** Functions {@code @f0}.. at lines 1, 3, 5.., with {@code names[i]} as the name of the i-th. */
  private void funcs(String... names) {
    for (int i = 0; i < names.length; i++) {
      ir.op(body(ir.func(body(module), names[i], 2 * i + 1)), "func.return", 2 * i + 2, 3, 0);
    }
  }

  private static String redefinition(String name, int line, int firstLine) {
    return "t.mlir:" + line + ":1: error: redefinition of symbol named '" + name + "'\n"
        + "t.mlir:" + firstLine + ":1: note: see existing symbol definition here";
  }

  @Test
  void inAFewSymbols() {
    funcs("a", "b", "c", "b");
    assertEquals(redefinition("b", 7, 3), ir.verify(module));
  }

  @Test
  void ofOneOfTheFirstFewAmongMany() {
    funcs("a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "c");
    assertEquals(redefinition("c", 21, 5), ir.verify(module));
  }

  @Test
  void ofTheFirstAmongMany() {
    funcs("a", "b", "c", "d", "e", "f", "g", "h", "i", "a");
    assertEquals(redefinition("a", 19, 1), ir.verify(module));
  }

  @Test
  void ofOneOfTheLaterAmongMany() {
    funcs("a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "j");
    assertEquals(redefinition("j", 23, 19), ir.verify(module));
  }

  @Test
  void manyDistinctSymbols() {
    funcs("a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l");
    assertEquals("", ir.verify(module));
  }
}
