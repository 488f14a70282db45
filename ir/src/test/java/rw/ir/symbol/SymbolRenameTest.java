package rw.ir.symbol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static rw.ir.verify.TestIr.body;

import java.util.List;
import org.junit.jupiter.api.Test;
import rw.ir.OpDef;
import rw.ir.Operation;
import rw.ir.attr.ArrayAttr;
import rw.ir.attr.Attribute;
import rw.ir.attr.DictionaryAttr;
import rw.ir.attr.StringAttr;
import rw.ir.attr.SymbolRefAttr;
import rw.ir.verify.TestIr;

/**
 * Renaming a symbol and every reference to it. The IR mirrors the input of
 * {@code mlir-opt-22 --test-symbol-rauw} below, and the expectations its output:
 * <pre>
 * module {
 *   module @outer {
 *     func.func private @f() attributes {sym.new_name = "g"}
 *     func.func @user() {
 *       func.call @f() : () -> ()
 *       "foo.op"() {a = @f, b = [@f, {c = @f::@x}], d = @outer::@f, e = @other::@f} : () -> ()
 *       return
 *     }
 *   }
 *   module @other {
 *     func.func private @f()
 *   }
 *   "foo.op"() {a = @outer::@f, b = [@outer::@f::@z], c = @f} : () -> ()
 *   "foo.op"() <{a = @outer::@f}> : () -> ()
 * }
 * </pre>
 */
class SymbolRenameTest {
  private final TestIr ir = new TestIr();
  private final Operation root = ir.module();
  private final Operation outer = ir.module();
  private final Operation other = ir.module();
  private final Operation f;
  private final Operation otherF;
  private final Operation call;
  private final Operation innerUser;
  private final Operation topUser;
  private final Operation unregisteredProps;

  SymbolRenameTest() {
    ir.ctx.registerOp(OpDef.builder("func.call").regions(0).successors(0).build());
    body(root).append(outer);
    SymbolTable.setSymbolName(outer, "outer");
    f = ir.func(body(outer), "f", 3);
    Operation user = ir.func(body(outer), "user", 4);
    call = ir.op(body(user), "func.call", 5, 7, 0);
    call.setProperties(DictionaryAttr.EMPTY.with("callee", ref("f")));
    innerUser = ir.op(body(user), "foo.op", 6, 7, 0);
    innerUser.setAttr("a", ref("f"));
    innerUser.setAttr("b", array(ref("f"), DictionaryAttr.EMPTY.with("c", ref("f", "x"))));
    innerUser.setAttr("d", ref("outer", "f"));
    innerUser.setAttr("e", ref("other", "f"));
    ir.op(body(user), "func.return", 7, 7, 0);
    body(root).append(other);
    SymbolTable.setSymbolName(other, "other");
    otherF = ir.func(body(other), "f", 11);
    topUser = ir.op(body(root), "foo.op", 13, 3, 0);
    topUser.setAttr("a", ref("outer", "f"));
    topUser.setAttr("b", array(ref("outer", "f", "z")));
    topUser.setAttr("c", ref("f"));
    unregisteredProps = ir.op(body(root), "foo.op", 14, 3, 0);
    unregisteredProps.setProperties(DictionaryAttr.EMPTY.with("a", ref("outer", "f")));
  }

  private static SymbolRefAttr ref(String root, String... nested) {
    return new SymbolRefAttr(root, List.of(nested));
  }

  private static ArrayAttr array(Attribute... elements) {
    return new ArrayAttr(List.of(elements));
  }

  @Test
  void renameUpdatesTheDefinitionAndEveryUse() {
    SymbolTable.rename(f, "g");
    assertEquals("g", SymbolTable.symbolName(f));
    assertEquals(DictionaryAttr.EMPTY.with("callee", ref("g")), call.properties());
    assertEquals(ref("g"), innerUser.attr("a"));
    assertEquals(array(ref("g"), DictionaryAttr.EMPTY.with("c", ref("g", "x"))), innerUser.attr("b"));
    assertEquals(ref("outer", "f"), innerUser.attr("d"), "a parent reference does not exist");
    assertEquals(ref("other", "f"), innerUser.attr("e"));
    assertEquals(ref("outer", "g"), topUser.attr("a"));
    assertEquals(array(ref("outer", "g", "z")), topUser.attr("b"));
    assertEquals(ref("f"), topUser.attr("c"));
    assertEquals(DictionaryAttr.EMPTY.with("a", ref("outer", "f")), unregisteredProps.properties(),
        "properties of unregistered ops hold no symbol uses");
    assertEquals("f", SymbolTable.symbolName(otherF));
  }

  @Test
  void renamingATableRenamesTheRootOfNestedReferences() {
    SymbolTable.rename(outer, "inner");
    assertEquals(ref("inner", "f"), topUser.attr("a"));
    assertEquals(array(ref("inner", "f", "z")), topUser.attr("b"));
    assertEquals(ref("outer", "f"), innerUser.attr("d"), "not a use: inside @outer, @outer is unknown");
  }

  @Test
  void usesWithinALimit() {
    List<SymbolUse> uses = SymbolUses.of(f, root).orElseThrow();
    assertEquals(List.of(ref("f"), ref("f"), ref("f"), ref("f", "x"), ref("outer", "f"), ref("outer", "f", "z")),
        refs(uses));
    uses = SymbolUses.of(f, outer.region(0)).orElseThrow();
    assertEquals(List.of(ref("f"), ref("f"), ref("f"), ref("f", "x")), refs(uses));
    assertSame(call, uses.get(0).user());
    assertTrue(SymbolUses.knownUseEmpty(otherF, root));
  }

  @Test
  void allUsesInAnOp() {
    List<SymbolUse> uses = SymbolUses.all(root.region(0)).orElseThrow();
    assertEquals(List.of(ref("outer", "f"), ref("outer", "f", "z"), ref("f")), refs(uses));
    assertEquals(6, SymbolUses.all(body(outer).last()).orElseThrow().size());
  }

  @Test
  void opsOfUnknownDialectsWithOneRegionMayBeSymbolTables() {
    ir.withRegions(body(root), "foo.table", 20, 3, 1);
    assertTrue(SymbolUses.all(root.region(0)).isEmpty());
    assertTrue(SymbolUses.of(f, root).isEmpty());
    SymbolTable.rename(f, "g");
    assertEquals(ref("outer", "g"), topUser.attr("a"), "replacement walks through unknown ops");
  }

  @Test
  void renameByName() {
    SymbolTable table = new SymbolTable(outer);
    table.rename("f", "h");
    assertSame(f, table.lookup("h"));
    assertNull(table.lookup("f"));
    assertEquals(ref("outer", "h"), topUser.attr("a"));
    assertEquals("h_0", table.renameToUnique(f, List.of(new SymbolTable(root))));
    assertEquals(ref("h_0"), innerUser.attr("a"));
    assertEquals(StringAttr.of("h_0"), ((DictionaryAttr) f.properties()).get("sym_name"));
  }

  private static List<SymbolRefAttr> refs(List<SymbolUse> uses) {
    return uses.stream().map(SymbolUse::ref).toList();
  }
}
