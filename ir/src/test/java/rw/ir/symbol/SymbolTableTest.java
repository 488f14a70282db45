package rw.ir.symbol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static rw.ir.verify.TestIr.body;

import java.util.List;
import org.junit.jupiter.api.Test;
import rw.ir.Operation;
import rw.ir.attr.DictionaryAttr;
import rw.ir.attr.StringAttr;
import rw.ir.attr.SymbolRefAttr;
import rw.ir.verify.TestIr;

/** Symbol tables, nested lookups, names and visibility. */
class SymbolTableTest {
  private final TestIr ir = new TestIr();
  private final Operation root = ir.module();
  private final Operation a = ir.module();
  private final Operation b = ir.module();
  private final Operation fnInB;
  private final Operation user;

  /** module { module @a { module @b { func @fn { user } } func @fn } func @top } */
  SymbolTableTest() {
    body(root).append(a);
    SymbolTable.setSymbolName(a, "a");
    body(a).append(b);
    SymbolTable.setSymbolName(b, "b");
    fnInB = ir.func(body(b), "fn", 3);
    user = ir.op(body(fnInB), "foo.user", 4, 5, 0);
    ir.func(body(a), "fn", 6);
    ir.func(body(root), "top", 8);
  }

  private static SymbolRefAttr ref(String root, String... nested) {
    return new SymbolRefAttr(root, List.of(nested));
  }

  @Test
  void nestedReferencesResolveThroughNestedTables() {
    assertSame(fnInB, SymbolTable.lookupSymbolIn(root, ref("a", "b", "fn")));
    assertSame(fnInB, SymbolTable.lookupNearestSymbolFrom(user, ref("fn")));
    assertSame(fnInB, SymbolTable.lookupNearestSymbolFrom(user, "fn"));
    assertSame(b, SymbolTable.lookupNearestSymbolFrom(a, ref("b")), "a table op looks inside itself");
    assertNull(SymbolTable.lookupNearestSymbolFrom(user, ref("top")), "only the nearest table is searched");
    assertNull(SymbolTable.lookupSymbolIn(root, ref("a", "fn", "x")), "@fn is not a symbol table");
    assertNull(SymbolTable.lookupSymbolIn(root, ref("a", "c", "fn")));
    assertEquals(List.of(a, b, fnInB), SymbolTable.lookupSymbolPath(root, ref("a", "b", "fn")));
    assertSame(b, SymbolTable.nearestSymbolTable(user));
  }

  @Test
  void unknownOpsHideTheTablesAboveThem() {
    Operation unknown = ir.withRegions(body(fnInB), "foo.region", 5, 5, 1);
    Operation inside = ir.op(body(unknown), "foo.user", 6, 7, 0);
    assertNull(SymbolTable.nearestSymbolTable(inside));
    assertNull(SymbolTable.lookupNearestSymbolFrom(inside, ref("fn")));
  }

  @Test
  void collectionCachesTables() {
    SymbolTableCollection tables = new SymbolTableCollection();
    assertSame(fnInB, tables.lookupNearestSymbolFrom(user, ref("fn")));
    assertSame(fnInB, tables.lookupSymbolIn(root, ref("a", "b", "fn")));
    assertSame(tables.getSymbolTable(b), tables.getSymbolTable(b));
  }

  @Test
  void insertRenamesOnConflictWithTheTableCounter() {
    SymbolTable table = new SymbolTable(a);
    Operation dup = ir.func(null, "fn", 10);
    assertEquals("fn_0", table.insert(dup));
    assertSame(body(a).last(), dup);
    assertSame(dup, table.lookup("fn_0"));
    assertEquals(StringAttr.of("fn_0"), ((DictionaryAttr) dup.properties()).get("sym_name"));
    assertEquals("fn_1", table.insert(ir.func(null, "fn", 11)));
    assertEquals("fn_2", table.uniqueName("fn"));
    assertEquals("fn", table.insert(table.lookup("fn")), "already in the table");
  }

  @Test
  void insertGoesBeforeATerminator() {
    Operation f = ir.func(body(root), "f", 12);
    ir.op(body(f), "func.return", 13, 3, 0);
    Operation unit = ir.withRegions(null, "builtin.module", 14, 1, 1);
    Operation term = ir.op(body(unit), "func.return", 15, 1, 0);
    SymbolTable table = new SymbolTable(unit);
    Operation g = ir.func(null, "g", 16);
    table.insert(g);
    assertSame(term, body(unit).last());
    assertSame(g, term.prevInBlock());
  }

  @Test
  void eraseAndRemove() {
    SymbolTable table = new SymbolTable(root);
    Operation top = table.lookup("top");
    table.erase(top);
    assertNull(table.lookup("top"));
    assertNull(top.block());
    table.remove(a);
    assertNull(table.lookup("a"));
    assertSame(root, a.parentOp());
  }

  @Test
  void namesAndVisibility() {
    Operation unregistered = ir.op(body(root), "foo.sym", 20, 3, 0);
    unregistered.setProperties(DictionaryAttr.EMPTY.with("sym_name", StringAttr.of("p")));
    assertEquals("p", SymbolTable.symbolName(unregistered), "read from the properties first");
    SymbolTable.setSymbolName(unregistered, "q");
    assertEquals(DictionaryAttr.EMPTY.with("sym_name", StringAttr.of("q")), unregistered.properties());
    Operation plain = ir.op(body(root), "foo.sym", 21, 3, 0);
    SymbolTable.setSymbolName(plain, "r");
    assertEquals(StringAttr.of("r"), plain.attr("sym_name"));
    assertEquals(Visibility.PUBLIC, SymbolTable.visibility(fnInB));
    SymbolTable.setVisibility(fnInB, Visibility.PRIVATE);
    assertEquals(StringAttr.of("private"), ((DictionaryAttr) fnInB.properties()).get("sym_visibility"));
    assertEquals(Visibility.PRIVATE, SymbolTable.visibility(fnInB));
    SymbolTable.setVisibility(fnInB, Visibility.PUBLIC);
    assertNull(fnInB.inherentAttr("sym_visibility"));
    a.setAttr("sym_visibility", StringAttr.of("nested"));
    assertEquals(Visibility.NESTED, SymbolTable.visibility(a));
  }
}
