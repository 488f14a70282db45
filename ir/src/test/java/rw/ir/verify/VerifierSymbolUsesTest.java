package rw.ir.verify;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static rw.ir.verify.TestIr.body;

import org.junit.jupiter.api.Test;
import rw.ir.OpDef;
import rw.ir.Operation;
import rw.ir.Trait;
import rw.ir.attr.SymbolRefAttr;
import rw.ir.symbol.SymbolUser;

/**
 * The symbol users of a table check their references at every verification of the table, in
 * MLIR's walk order, also those in functions whose contents are unchanged, which the verifier
 * takes from its record of the function instead of walking it again.
 */
class VerifierSymbolUsesTest {
  private final TestIr ir = new TestIr();
  private final Operation module = ir.module();
  private Operation f;
  private Operation g;
  private Operation h;
  private Operation callInF;
  private Operation callInG;

  VerifierSymbolUsesTest() {
    SymbolUser resolves = (op, tables) -> {
      if (tables.lookupNearestSymbolFrom(op, (SymbolRefAttr) op.attr("callee")) != null) return true;
      op.emitOpError("'" + op.attr("callee") + "' does not reference a valid function");
      return false;
    };
    ir.ctx.registerOp(OpDef.builder("test.call").regions(0).implement(SymbolUser.class, resolves).build());
    ir.ctx.registerOp(OpDef.builder("test.loop").traits(Trait.NO_TERMINATOR).regions(1).build());
  }

  /** module { func @f { call @h; return }; func @g { loop { call @h }; return }; func @h }, verified. */
  private void build() {
    f = ir.func(body(module), "f", 2);
    callInF = call(body(f), "h", 3);
    ir.op(body(f), "func.return", 4, 3, 0);
    g = ir.func(body(module), "g", 5);
    Operation loop = ir.withRegions(body(g), "test.loop", 6, 3, 1);
    callInG = call(body(loop), "h", 7);
    ir.op(body(g), "func.return", 8, 3, 0);
    h = ir.func(body(module), "h", 9);
    ir.op(body(h), "func.return", 10, 3, 0);
    assertEquals("", ir.verify(module));
  }

  private Operation call(rw.ir.Block into, String callee, int line) {
    Operation op = ir.op(into, "test.call", line, 5, 0);
    op.setAttr("callee", SymbolRefAttr.flat(callee));
    return op;
  }

  @Test
  void theUsersOfAnUnchangedFunctionAreRecorded() {
    build();
    assertArrayEquals(new Operation[] {callInF}, (Operation[]) f.region(0).verifierRecord());
    assertArrayEquals(new Operation[] {callInG}, (Operation[]) g.region(0).verifierRecord());
  }

  /** The regions of the last function come first (a worklist): the same failure with records as without. */
  @Test
  void recordedUsersAreCheckedAgainInWalkOrder() {
    build();
    h.erase();
    String expected = "t.mlir:7:5: error: 'test.call' op '@h' does not reference a valid function";
    assertEquals(expected, ir.verify(module));
    assertEquals(expected, ir.verify(module.clone()));
  }

  /** A changed function is walked again, and its record made anew, kept while it stays valid. */
  @Test
  void aChangedFunctionIsWalkedAgain() {
    build();
    Operation late = call(null, "nowhere", 11);
    late.moveBefore(body(f).last());
    String expected = "t.mlir:11:5: error: 'test.call' op '@nowhere' does not reference a valid function";
    assertEquals(expected, ir.verify(module));
    assertArrayEquals(new Operation[] {callInF, late}, (Operation[]) f.region(0).verifierRecord());
    assertEquals(expected, ir.verify(module));
  }

  /** What fails in a function is not recorded. */
  @Test
  void aFailedWalkRecordsNothing() {
    build();
    ir.op(body(f), "func.return", 12, 3, 0);
    assertEquals("t.mlir:4:3: error: 'func.return' op must be the last operation in the parent block", ir.verify(module));
    assertNull(f.region(0).verifierRecord());
  }

  /**
   * A table of more symbols than its name check compares one by one: the users look symbols up
   * in the map that check gathered, which holds every symbol, the first ones too.
   */
  @Test
  void aLargeTableResolvesEverySymbol() {
    int n = 20;
    for (int i = 0; i < n; i++) {
      Operation fn = ir.func(body(module), "f" + i, 2 + 3 * i);
      call(body(fn), "f" + (n - 1 - i), 3 + 3 * i);
      ir.op(body(fn), "func.return", 4 + 3 * i, 3, 0);
    }
    assertEquals("", ir.verify(module));
    Operation last = ir.func(body(module), "g", 100);
    call(body(last), "f" + n, 101);
    ir.op(body(last), "func.return", 102, 3, 0);
    assertEquals("t.mlir:101:5: error: 'test.call' op '@f20' does not reference a valid function", ir.verify(module));
  }
}
