package rw.ir.symbol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static rw.ir.verify.TestIr.body;

import java.util.List;
import org.junit.jupiter.api.Test;
import rw.ir.Operation;
import rw.ir.attr.ArrayAttr;
import rw.ir.attr.SymbolRefAttr;
import rw.ir.verify.TestIr;

/**
 * Renaming several symbols of a table in one walk ({@link SymbolUses#renameAllInTable}) gives
 * what renaming them one after the other ({@link SymbolUses#renameInTable}) gives, also when a
 * new name is the old name of another symbol.
 */
class SymbolBatchRenameTest {
  private final TestIr ir = new TestIr();
  private final Operation table = ir.module();
  private final Operation a;
  private final Operation b;
  private final Operation c;
  private final Operation user;
  private final Operation nestedUser;

  SymbolBatchRenameTest() {
    a = ir.func(body(table), "a", 2);
    b = ir.func(body(table), "b", 3);
    c = ir.func(body(table), "c", 4);
    user = ir.op(body(table), "foo.op", 5, 3, 0);
    user.setAttr("x", ref("a"));
    user.setAttr("y", new ArrayAttr(List.of(new SymbolRefAttr("b", List.of("inner")), ref("c"), ref("d"))));
    Operation inner = ir.withRegions(body(table), "foo.region", 6, 3, 1);
    nestedUser = ir.op(body(inner), "foo.op", 7, 5, 0);
    nestedUser.setAttr("z", ref("b"));
  }

  private static SymbolRefAttr ref(String name) {
    return SymbolRefAttr.flat(name);
  }

  private List<Object> state() {
    return List.of(SymbolTable.symbolName(a), SymbolTable.symbolName(b), SymbolTable.symbolName(c), user.attributes(),
        nestedUser.attributes());
  }

  /** The state after renaming one after the other, on a fresh copy of the IR. */
  private static List<Object> sequential(List<String> which, List<String> names) {
    SymbolBatchRenameTest fresh = new SymbolBatchRenameTest();
    for (int i = 0; i < which.size(); i++) SymbolUses.renameInTable(fresh.symbol(which.get(i)), names.get(i), fresh.table);
    return fresh.state();
  }

  private Operation symbol(String name) {
    return name.equals("a") ? a : name.equals("b") ? b : c;
  }

  private void assertAsSequential(List<String> which, List<String> names) {
    SymbolUses.renameAllInTable(which.stream().map(this::symbol).toList(), names, table);
    assertEquals(sequential(which, names), state());
  }

  @Test
  void distinctNamesInOneWalk() {
    assertAsSequential(List.of("a", "b"), List.of("a1", "b1"));
    assertEquals(ref("a1"), user.attr("x"));
    assertEquals(new ArrayAttr(List.of(new SymbolRefAttr("b1", List.of("inner")), ref("c"), ref("d"))), user.attr("y"));
    assertEquals(ref("b1"), nestedUser.attr("z"));
  }

  @Test
  void aNewNameThatALaterSymbolHadIsRenamedAgain() {
    assertAsSequential(List.of("a", "b"), List.of("b", "x"));
    assertEquals(ref("x"), user.attr("x"), "as MLIR: the second rename takes the references the first wrote");
  }

  @Test
  void aNewNameThatAnEarlierSymbolHadIsNot() {
    assertAsSequential(List.of("b", "a"), List.of("c2", "b"));
    assertEquals(ref("b"), user.attr("x"));
    assertEquals(ref("c2"), nestedUser.attr("z"));
  }

  @Test
  void symbolsOfAnotherTableAreRefused() {
    Operation other = ir.module();
    Operation elsewhere = ir.func(body(other), "e", 9);
    assertThrows(IllegalArgumentException.class, () -> SymbolUses.renameAllInTable(List.of(a, elsewhere), List.of("a1", "e1"), table));
  }
}
