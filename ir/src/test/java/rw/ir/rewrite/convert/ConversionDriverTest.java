package rw.ir.rewrite.convert;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import rw.ir.Block;
import rw.ir.Operation;
import rw.ir.Value;
import rw.ir.build.OpBuilder;
import rw.ir.diag.Diagnostic;
import rw.ir.rewrite.TestIr;
import rw.ir.type.IntegerType;
import rw.ir.type.TupleType;
import rw.ir.type.Type;

class ConversionDriverTest {
  static final Type I64 = IntegerType.I64;
  static final Type I32 = IntegerType.I32;
  final TestIr ir = new TestIr();
  final Narrowing n = new Narrowing();
  final Operation module = ir.module();

  String errors() {
    StringBuilder sb = new StringBuilder();
    for (Diagnostic d : ir.ctx.diagnostics().collected()) sb.append(d.render()).append('\n');
    return sb.toString();
  }

  @Test
  void oneToOneConversionLeavesNoCasts() {
    Operation f = ir.func(module, I64);
    Block b = TestIr.body(f);
    OpBuilder at = ir.at(b);
    Value sum = ir.op(at, "src.add", List.of(b.argument(0), b.argument(0)), I64).result();
    ir.op(at, "test.ret", List.of(sum));
    assertTrue(ConversionDriver.applyPartialConversion(module, n.target, n.patterns));
    assertEquals("""
        "test.func"() ({
        ^bb0(%arg0: i32):
          %0 = "dst.add"(%arg0, %arg0) : (i32, i32) -> i32
          "test.ret"(%0) : (i32) -> ()
        }) : () -> ()
        """, TestIr.print(f));
  }

  @Test
  void oneToManyConversionOfArgumentsAndResults() {
    Type tuple = new TupleType(List.of(I32, I64));
    Operation f = ir.func(module, tuple);
    Block b = TestIr.body(f);
    OpBuilder at = ir.at(b);
    Value made = ir.op(at, "src.make", List.of(), tuple).result();
    ir.op(at, "test.ret", List.of(b.argument(0), made));
    assertTrue(ConversionDriver.applyFullConversion(module, n.target, n.patterns));
    assertEquals("""
        "test.func"() ({
        ^bb0(%arg0: i32, %arg1: i32):
          %0 = "dst.first"() : () -> i32
          %1 = "dst.second"() : () -> i32
          "test.ret"(%arg0, %arg1, %0, %1) : (i32, i32, i32, i32) -> ()
        }) : () -> ()
        """, TestIr.print(f));
  }

  /** A converted value used by an op that stays, and an op that stays feeding a converted one. */
  private Operation mixed() {
    Operation f = ir.func(module, I64);
    Block b = TestIr.body(f);
    OpBuilder at = ir.at(b);
    Value sum = ir.op(at, "src.add", List.of(b.argument(0), b.argument(0)), I64).result();
    ir.op(at, "test.keep", List.of(sum));
    Value opaque = ir.op(at, "test.opaque", List.of(), I64).result();
    Value sum2 = ir.op(at, "src.add", List.of(opaque, opaque), I64).result();
    ir.op(at, "test.ret", List.of(sum2));
    return f;
  }

  @Test
  void materializationsDefaultToUnrealizedCasts() {
    Operation f = mixed();
    assertTrue(ConversionDriver.applyPartialConversion(module, n.target, n.patterns));
    assertEquals("""
        "test.func"() ({
        ^bb0(%arg0: i32):
          %0 = "dst.add"(%arg0, %arg0) : (i32, i32) -> i32
          %1 = "builtin.unrealized_conversion_cast"(%0) : (i32) -> i64
          "test.keep"(%1) : (i64) -> ()
          %2 = "test.opaque"() : () -> i64
          %3 = "builtin.unrealized_conversion_cast"(%2) : (i64) -> i32
          %4 = "dst.add"(%3, %3) : (i32, i32) -> i32
          "test.ret"(%4) : (i32) -> ()
        }) : () -> ()
        """, TestIr.print(f));
  }

  @Test
  void materializationHooksReplaceLiveCasts() {
    n.converter.addSourceMaterialization((bld, type, inputs, loc) ->
        bld.create("dst.extend", loc, inputs, List.of(type)).result());
    n.converter.addTargetMaterialization((bld, types, inputs, loc, original) ->
        original.equals(I64) ? List.of(bld.create("dst.trunc", loc, inputs, types).result()) : null);
    Operation f = mixed();
    assertTrue(ConversionDriver.applyPartialConversion(module, n.target, n.patterns));
    assertEquals("""
        "test.func"() ({
        ^bb0(%arg0: i32):
          %0 = "dst.add"(%arg0, %arg0) : (i32, i32) -> i32
          %1 = "dst.extend"(%0) : (i32) -> i64
          "test.keep"(%1) : (i64) -> ()
          %2 = "test.opaque"() : () -> i64
          %3 = "dst.trunc"(%2) : (i64) -> i32
          %4 = "dst.add"(%3, %3) : (i32, i32) -> i32
          "test.ret"(%4) : (i32) -> ()
        }) : () -> ()
        """, TestIr.print(f));
  }

  @Test
  void buildMaterializationsOffKeepsCasts() {
    n.converter.addSourceMaterialization((bld, type, inputs, loc) ->
        bld.create("dst.extend", loc, inputs, List.of(type)).result());
    Operation f = mixed();
    ConversionConfig config = ConversionConfig.DEFAULT.withBuildMaterializations(false);
    assertTrue(ConversionDriver.applyPartialConversion(module, n.target, n.patterns, config));
    assertTrue(TestIr.print(f).contains("%1 = \"builtin.unrealized_conversion_cast\"(%0) : (i32) -> i64"));
  }

  @Test
  void fullConversionRejectsUnknownOps() {
    mixed();
    assertFalse(ConversionDriver.applyFullConversion(module, n.target, n.patterns));
    assertEquals("test.mlir:5:3: error: failed to legalize operation 'test.keep'\n", errors());
  }

  @Test
  void partialConversionRejectsIllegalOpsThatStay() {
    Operation f = ir.func(module);
    ir.op(ir.at(TestIr.body(f)), "src.nopattern", List.of());
    assertFalse(ConversionDriver.applyPartialConversion(module, n.target, n.patterns));
    assertEquals("test.mlir:3:3: error: failed to legalize operation 'src.nopattern' that was explicitly marked illegal\n", errors());
  }

  @Test
  void unknownOpsJudgedByTheUnknownOpPredicate() {
    mixed();
    n.target.markUnknownOpDynamicallyLegal(op -> !op.name().equals("test.keep"));
    assertFalse(ConversionDriver.applyPartialConversion(module, n.target, n.patterns));
    assertEquals("test.mlir:5:3: error: failed to legalize operation 'test.keep' that was explicitly marked illegal\n", errors());
  }

  @Test
  void recursivelyLegalOpsKeepTheirInsides() {
    n.target.addLegalOp("test.box").markOpRecursivelyLegal("test.box");
    rw.ir.OperationState s = new rw.ir.OperationState(ir.ctx, "test.box", ir.loc());
    Block inner = new Block();
    s.addRegion().addBlock(inner);
    Operation box = Operation.create(s);
    TestIr.body(module).append(box);
    ir.op(ir.at(inner), "src.nopattern", List.of());
    assertTrue(ConversionDriver.applyFullConversion(module, n.target, n.patterns));
    assertEquals("src.nopattern", inner.first().name());
  }

  @Test
  void branchesAndNonEntryBlocksConvert() {
    Operation f = ir.func(module, I64);
    Block entry = TestIr.body(f);
    Block next = ir.at(entry).createBlock(f.region(0), List.of(I64), List.of(ir.loc()));
    rw.ir.OperationState br = new rw.ir.OperationState(ir.ctx, "test.br", ir.loc());
    br.addOperand(entry.argument(0)).addSuccessor(next);
    entry.append(Operation.create(br));
    ir.op(ir.at(next), "test.ret", List.of(next.argument(0)));
    assertTrue(ConversionDriver.applyFullConversion(module, n.target, n.patterns));
    assertEquals("""
        "test.func"() ({
        ^bb0(%arg0: i32):
          "test.br"(%arg0)[^bb1] : (i32) -> ()
        ^bb1(%arg1: i32):
          "test.ret"(%arg1) : (i32) -> ()
        }) : () -> ()
        """, TestIr.print(f));
  }

  @Test
  void blocksMovedIntoAConvertedRegionAreConverted() {
    Operation f = ir.func(module, I64);
    rw.ir.OperationState s = new rw.ir.OperationState(ir.ctx, "src.wrap", ir.loc());
    Block inner = new Block();
    inner.addArgument(I64, ir.loc());
    s.addRegion().addBlock(inner);
    TestIr.body(f).append(Operation.create(s));
    ir.op(ir.at(inner), "test.ret", List.of(inner.argument(0)));
    n.patterns.add(ConversionPattern.of("src.wrap", 1, n.converter, "Unwrap", (op, a, r) -> {
      r.inlineRegionBefore(op.region(0), op.parentRegion(), null);
      r.eraseOp(op);
      return true;
    }));
    assertTrue(ConversionDriver.applyFullConversion(module, n.target, n.patterns));
    assertEquals("""
        "test.func"() ({
        ^bb0(%arg0: i32):
        ^bb1(%arg1: i32):
          "test.ret"(%arg1) : (i32) -> ()
        }) : () -> ()
        """, TestIr.print(f));
  }

  @Test
  void erasingAUsedOpLeavesACastFromNothing() {
    Operation f = ir.func(module);
    OpBuilder at = ir.at(TestIr.body(f));
    Value v = ir.op(at, "src.gone", List.of(), I64).result();
    ir.op(at, "test.keep", List.of(v));
    n.patterns.add(ConversionPattern.of("src.gone", 1, null, "EraseIt", (op, a, r) -> {
      r.eraseOp(op);
      return true;
    }));
    assertTrue(ConversionDriver.applyPartialConversion(module, n.target, n.patterns));
    assertEquals("""
        "test.func"() ({
        ^bb0:
          %0 = "builtin.unrealized_conversion_cast"() : () -> i64
          "test.keep"(%0) : (i64) -> ()
        }) : () -> ()
        """, TestIr.print(f));
  }
}
