package rw.ir.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static rw.ir.verify.TestIr.addBlock;
import static rw.ir.verify.TestIr.body;

import java.util.List;
import org.junit.jupiter.api.Test;
import rw.ir.Block;
import rw.ir.Operation;
import rw.ir.Region;
import rw.ir.attr.StringAttr;
import rw.ir.type.IntegerType;

/** Terminators, successors, isolation, symbols; expected texts from mlir-opt-22. */
class VerifierStructureTest {
  private final TestIr ir = new TestIr();
  private final Operation module = ir.module();

  private Block func(String name, int line) {
    return body(ir.func(body(module), name, line));
  }

  @Test
  void valueFromOutsideAnIsolatedOp() {
    Operation outer = ir.op(body(module), "foo.def", 1, 6, 1);
    Block f = func("f", 2);
    ir.op(f, "foo.use", 3, 8, 1, outer.result());
    ir.op(f, "func.return", 4, 3, 0);
    assertEquals("t.mlir:3:8: error: 'foo.use' op using value defined outside the region\n"
        + "t.mlir:2:1: note: required by region isolation constraints", ir.verify(module));
  }

  @Test
  void blockWithoutTerminator() {
    ir.ctx.setOpPrinter(op -> "%0 = \"" + op.name() + "\"() <{value = 1 : i32}> : () -> i32");
    ir.op(func("f", 7), "arith.constant", 8, 8, 1);
    assertEquals("t.mlir:8:8: error: block with no terminator, has "
        + "%0 = \"arith.constant\"() <{value = 1 : i32}> : () -> i32", ir.verify(module));
  }

  @Test
  void multiLineOpInTheMessageStartsOnItsOwnLine() {
    ir.ctx.setOpPrinter(op -> "\"x\"() ({\n}) : () -> ()");
    ir.op(func("f", 7), "arith.constant", 8, 8, 1);
    assertEquals("t.mlir:8:8: error: block with no terminator, has \n\"x\"() ({\n}) : () -> ()",
        ir.verify(module));
  }

  @Test
  void unregisteredLastOpMayBeATerminator() {
    ir.op(func("f", 11), "foo.op", 12, 3, 0);
    assertEquals("", ir.verify(module));
  }

  @Test
  void terminatorInTheMiddle() {
    Block f = func("f", 15);
    ir.op(f, "func.return", 16, 3, 0);
    ir.op(f, "foo.op", 17, 3, 0);
    assertEquals("t.mlir:16:3: error: 'func.return' op must be the last operation in the parent block",
        ir.verify(module));
  }

  @Test
  void entryBlockWithPredecessors() {
    Block f = func("f", 29);
    ir.branch(f, "cf.br", 31, 3, f);
    assertEquals("t.mlir:29:1: error: entry block of region may not have predecessors", ir.verify(module));
  }

  @Test
  void emptyBlockOfAMultiBlockRegion() {
    Block f = func("f", 34);
    Block bb1 = addBlock(f.parent());
    ir.branch(f, "cf.br", 35, 3, bb1);
    assertEquals("t.mlir:34:1: error: empty block: expect at least a terminator", ir.verify(module));
  }

  @Test
  void branchBeforeTheEndOfABlock() {
    Block f = func("f", 43);
    Block bb1 = addBlock(f.parent());
    ir.branch(f, "foo.op", 45, 3, bb1);
    ir.op(f, "foo.op", 46, 3, 0);
    ir.op(bb1, "func.return", 48, 3, 0);
    assertEquals("t.mlir:45:3: error: operation with block successors must terminate its parent block",
        ir.verify(module));
  }

  @Test
  void successorCounts() {
    Block f = func("f", 6);
    Block bb1 = addBlock(f.parent());
    ir.op(bb1, "func.return", 9, 3, 0);
    Operation br = ir.branch(f, "cf.br", 7, 3, bb1, bb1);
    assertEquals("t.mlir:7:3: error: 'cf.br' op requires 1 successor but found 2", ir.verify(module));
    br.erase();
    ir.branch(f, "cf.cond_br", 13, 3, bb1).insertOperands(0, List.of(ir.op(null, "x.y", 1, 1, 1).result()));
    assertEquals("t.mlir:13:3: error: 'cf.cond_br' op requires 2 successors but found 1", ir.verify(module));
    f.last().erase();
    ir.branch(f, "func.return", 39, 3, bb1);
    assertEquals("t.mlir:39:3: error: 'func.return' op requires 0 successors but found 1", ir.verify(module));
  }

  @Test
  void branchIntoAnotherRegion() {
    Block f = func("f", 20);
    Block bb1 = addBlock(f.parent());
    Block inner = body(ir.withRegions(f, "foo.op", 21, 3, 1));
    ir.branch(inner, "cf.br", 22, 5, bb1);
    ir.branch(f, "cf.br", 24, 3, bb1);
    ir.op(bb1, "func.return", 26, 3, 0);
    assertEquals("t.mlir:22:5: error: reference to block defined in another region", ir.verify(module));
  }

  @Test
  void unregisteredBranchIntoAnotherRegion() {
    Block f = func("f", 20);
    Block bb1 = addBlock(f.parent());
    Operation holder = ir.withRegions(f, "foo.op", 21, 3, 1);
    Block innerExit = addBlock(holder.region(0));
    ir.branch(body(holder), "foo.br", 22, 5, innerExit);
    ir.branch(innerExit, "foo.br", 23, 5, bb1);
    ir.branch(f, "cf.br", 24, 3, bb1);
    ir.op(bb1, "func.return", 26, 3, 0);
    assertEquals("t.mlir:23:5: error: 'foo.br' op branching to block of a different region", ir.verify(module));
  }

  @Test
  void redefinitionOfASymbol() {
    ir.op(func("f", 39), "func.return", 40, 3, 0);
    ir.op(func("f", 42), "func.return", 43, 3, 0);
    assertEquals("t.mlir:42:1: error: redefinition of symbol named 'f'\n"
        + "t.mlir:39:1: note: see existing symbol definition here", ir.verify(module));
  }

  @Test
  void unregisteredSymbolsMayKeepTheirNameInProperties() {
    ir.op(body(module), "foo.sym", 2, 3, 0).setAttr("sym_name", StringAttr.of("f"));
    ir.op(body(module), "foo.sym", 3, 3, 0).setProperties(
        rw.ir.attr.DictionaryAttr.EMPTY.with("sym_name", StringAttr.of("f")));
    assertEquals("t.mlir:3:3: error: redefinition of symbol named 'f'\n"
        + "t.mlir:2:3: note: see existing symbol definition here", ir.verify(module));
  }

  @Test
  void siblingIsolatedOpsAreAllVerifiedAndTheTableIsNot() {
    Block f = func("f", 1);
    ir.op(f, "func.return", 2, 3, 0);
    ir.op(f, "func.return", 3, 3, 0);
    Block g = func("f", 5);
    ir.op(g, "func.return", 6, 3, 0);
    ir.op(g, "func.return", 7, 3, 0);
    assertEquals("t.mlir:2:3: error: 'func.return' op must be the last operation in the parent block\n"
        + "t.mlir:6:3: error: 'func.return' op must be the last operation in the parent block",
        ir.verify(module));
  }

  @Test
  void firstErrorInsideOneIsolatedOpStops() {
    Block f = func("f", 1);
    Operation u1 = ir.op(f, "foo.use", 2, 8, 1);
    u1.insertOperands(0, List.of(ir.op(f, "foo.def", 3, 8, 1).result()));
    Operation u2 = ir.op(f, "foo.use", 4, 8, 1);
    u2.insertOperands(0, List.of(ir.op(f, "foo.def", 5, 8, 1).result()));
    ir.op(f, "func.return", 6, 3, 0);
    assertEquals("t.mlir:2:8: error: operand #0 does not dominate this use\n"
        + "t.mlir:3:8: note: operand defined here (op in the same block)", ir.verify(module));
  }

  @Test
  void symbolUsersCheckTheirReferencesOnceNamesAreUnique() {
    ir.ctx.registerOp(rw.ir.OpDef.builder("test.call").regions(0).successors(0)
        .implement(rw.ir.symbol.SymbolUser.class, (op, tables) -> {
          if (tables.lookupNearestSymbolFrom(op, (rw.ir.attr.SymbolRefAttr) op.attr("callee")) != null) return true;
          op.emitOpError("'" + op.attr("callee") + "' does not reference a valid function");
          return false;
        }).build());
    Block f = func("f", 1);
    ir.op(f, "test.call", 2, 3, 0).setAttr("callee", rw.ir.attr.SymbolRefAttr.flat("f"));
    Operation bad = ir.op(f, "test.call", 3, 3, 0);
    bad.setAttr("callee", rw.ir.attr.SymbolRefAttr.flat("g"));
    ir.op(f, "func.return", 4, 3, 0);
    assertEquals("t.mlir:3:3: error: 'test.call' op '@g' does not reference a valid function", ir.verify(module));
  }

  @Test
  void symbolTrait() {
    Operation f = ir.func(body(module), "f", 3);
    ir.op(body(f), "func.return", 4, 3, 0);
    f.setProperties(rw.ir.attr.DictionaryAttr.EMPTY);
    assertEquals("t.mlir:3:1: error: 'func.func' op requires string attribute 'sym_name'", ir.verify(module));
    f.setInherentAttr("sym_name", StringAttr.of("f"));
    f.setAttr("sym_visibility", StringAttr.of("bad"));
    assertEquals("t.mlir:3:1: error: 'func.func' op visibility expected to be one of "
        + "[\"public\", \"private\", \"nested\"], but got \"bad\"", ir.verify(module));
  }

  @Test
  void unregisteredOps() {
    Operation foo = ir.op(body(module), "func.foo", 1, 1, 0);
    assertEquals("t.mlir:1:1: error: unregistered operation 'func.foo' found in dialect ('func') that does "
        + "not allow unknown operations", ir.verify(module));
    foo.erase();
    ir.op(body(module), "foo.foo", 2, 1, 0);
    ir.ctx.setAllowUnregistered(false);
    assertEquals("t.mlir:2:1: error: 'foo.foo' op created with unregistered dialect. If this is intended, "
        + "please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect "
        + "with the MLIR opt tool used", ir.verify(module));
  }

  @Test
  void errorsOnOpsShowTheOpFirstAndLocationErrorsDoNot() {
    ir.ctx.setPrintOpOnDiagnostic(true);
    ir.ctx.setOpPrinter(op -> "<" + op.name() + ">");
    Block f = func("f", 29);
    ir.branch(f, "cf.br", 31, 3, f);
    assertEquals("t.mlir:29:1: error: entry block of region may not have predecessors", ir.verify(module));
    f.last().erase();
    Operation use = ir.op(f, "foo.use", 2, 8, 1);
    use.insertOperands(0, List.of(ir.op(f, "foo.def", 3, 8, 1).result()));
    ir.op(f, "func.return", 4, 3, 0);
    assertEquals("t.mlir:2:8: error: operand #0 does not dominate this use\n"
        + "t.mlir:2:8: note: see current operation: <foo.use>\n"
        + "t.mlir:3:8: note: operand defined here (op in the same block)", ir.verify(module));
  }

  @Test
  void nonRecursiveVerificationChecksOnlyTheOp() {
    Block f = func("f", 1);
    ir.op(f, "func.return", 2, 3, 0);
    ir.op(f, "func.return", 3, 3, 0);
    ir.ctx.diagnostics().clear();
    assertEquals(true, Verifier.verify(module, false));
  }

  @Test
  void blockArgumentsOfEnclosingBlocksDominate() {
    Region region = ir.func(body(module), "f", 1).region(0);
    var arg = region.entryBlock().addArgument(IntegerType.I32, TestIr.loc(1, 9));
    Block inner = body(ir.withRegions(region.entryBlock(), "foo.op", 2, 3, 1));
    ir.op(body(ir.withRegions(inner, "foo.op", 3, 5, 1)), "foo.use", 4, 7, 0, arg);
    ir.op(region.entryBlock(), "func.return", 5, 3, 0);
    assertEquals("", ir.verify(module));
  }
}
