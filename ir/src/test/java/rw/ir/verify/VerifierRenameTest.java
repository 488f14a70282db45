package rw.ir.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static rw.ir.verify.TestIr.body;

import org.junit.jupiter.api.Test;
import rw.ir.Operation;
import rw.ir.attr.SymbolRefAttr;
import rw.ir.symbol.SymbolTable;
import rw.ir.symbol.SymbolUses;

/**
 * A symbol renamed with its references inside a verified table keeps the verifier's record of
 * the ops it rewrote; the next verification checks the table's symbols again, not its contents.
 */
class VerifierRenameTest {
  private final TestIr ir = new TestIr();
  private Operation outer;
  private Operation inner;
  private Operation f;
  private Operation user;

  /** module { module { func.func @f {return}; func.func @g {return}; "foo.ref"() {callee = @f} } }, verified. */
  private void build() {
    outer = ir.module();
    inner = ir.module();
    body(outer).append(inner);
    f = ir.func(body(inner), "f", 3);
    ir.op(body(f), "func.return", 4, 3, 0);
    Operation g = ir.func(body(inner), "g", 5);
    ir.op(body(g), "func.return", 6, 3, 0);
    user = ir.op(body(inner), "foo.ref", 7, 1, 0);
    user.setAttr("callee", SymbolRefAttr.flat("f"));
    assertEquals("", ir.verify(outer));
  }

  @Test
  void renamedOpsKeepTheirRecordAndOnlyTheTableIsDue() {
    build();
    SymbolUses.renameInTable(f, "h", inner);
    assertEquals("h", SymbolTable.symbolName(f));
    assertEquals(SymbolRefAttr.flat("h"), user.attr("callee"));
    assertTrue(f.isVerified() && user.isVerified() && inner.isContentsVerified());
    assertFalse(inner.isSymbolTableVerified());
    assertFalse(outer.isContentsVerified());
    assertEquals("", ir.verify(outer));
    assertTrue(inner.isSymbolTableVerified());
  }

  @Test
  void aRenameOntoAnotherSymbolIsReported() {
    build();
    SymbolUses.renameInTable(f, "g", inner);
    assertEquals("t.mlir:5:1: error: redefinition of symbol named 'g'\n"
        + "t.mlir:3:1: note: see existing symbol definition here", ir.verify(outer));
  }

  @Test
  void aTableNotVerifiedStaysSo() {
    build();
    ir.op(null, "foo.other", 4, 1, 0).moveBefore(body(f).first());
    SymbolUses.renameInTable(f, "h", inner);
    assertFalse(inner.isContentsVerified());
    assertFalse(f.isVerified());
  }

  @Test
  void onlyASymbolOfTheTableIsRenamedSo() {
    build();
    assertThrows(IllegalArgumentException.class, () -> SymbolUses.renameInTable(f, "h", outer));
  }
}
