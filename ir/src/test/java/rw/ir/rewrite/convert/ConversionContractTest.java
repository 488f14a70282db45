package rw.ir.rewrite.convert;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import rw.ir.Block;
import rw.ir.Operation;
import rw.ir.Value;
import rw.ir.attr.IntegerAttr;
import rw.ir.build.OpBuilder;
import rw.ir.diag.Diagnostic;
import rw.ir.rewrite.GreedyRewriteDriver;
import rw.ir.rewrite.PatternSet;
import rw.ir.rewrite.TestIr;
import rw.ir.type.FloatType;
import rw.ir.type.IntegerType;
import rw.ir.type.Type;

/** The one-shot contract of the conversion driver, and its guards against pattern bugs. */
class ConversionContractTest {
  static final Type I64 = IntegerType.I64;
  final TestIr ir = new TestIr();
  final Narrowing n = new Narrowing();
  final Operation module = ir.module();

  /** func(%arg0: i64) { %0 = src.add %arg0, %arg0; ret %0 } */
  private Operation addFunc() {
    Operation f = ir.func(module, I64);
    Block b = TestIr.body(f);
    OpBuilder at = ir.at(b);
    Value sum = ir.op(at, "src.add", List.of(b.argument(0), b.argument(0)), I64).result();
    ir.op(at, "test.ret", List.of(sum));
    return f;
  }

  private PatternSet first(ConversionPattern p) {
    PatternSet set = new PatternSet().add(p);
    return set.addAll(n.patterns);
  }

  @Test
  void patternThatChangesIrAndFailsThrows() {
    addFunc();
    ConversionPattern bad = ConversionPattern.of("src.add", 5, n.converter, "CreatesThenGivesUp", (op, a, r) -> {
      r.create("dst.add", op.location(), a.operands(), List.of(IntegerType.I32));
      return false;
    });
    IllegalStateException e = assertThrows(IllegalStateException.class,
        () -> ConversionDriver.applyPartialConversion(module, n.target, first(bad)));
    assertEquals("pattern 'CreatesThenGivesUp' returned failure but IR did change", e.getMessage());
  }

  @Test
  void modifyingInPlaceCountsAsAChange() {
    addFunc();
    ConversionPattern bad = ConversionPattern.of("src.add", 5, null, "TouchesAttr", (op, a, r) -> {
      r.modifyOpInPlace(op, () -> op.setAttr("seen", IntegerAttr.of(1, IntegerType.I32)));
      return false;
    });
    assertThrows(IllegalStateException.class, () -> ConversionDriver.applyPartialConversion(module, n.target, first(bad)));
  }

  @Test
  void operandCastsBuiltForAFailingPatternAreNotItsChanges() {
    Operation f = ir.func(module);
    OpBuilder at = ir.at(TestIr.body(f));
    Value opaque = ir.op(at, "test.opaque", List.of(), I64).result();
    Value sum = ir.op(at, "src.add", List.of(opaque, opaque), I64).result();
    ir.op(at, "test.ret", List.of(sum));
    ConversionPattern picky = ConversionPattern.of("src.add", 5, n.converter, "Picky",
        (op, a, r) -> r.notifyMatchFailure(op, "not this one"));
    assertTrue(ConversionDriver.applyPartialConversion(module, n.target, first(picky)));
    assertEquals("""
        "test.func"() ({
        ^bb0:
          %0 = "test.opaque"() : () -> i64
          %1 = "builtin.unrealized_conversion_cast"(%0) : (i64) -> i32
          %2 = "dst.add"(%1, %1) : (i32, i32) -> i32
          "test.ret"(%2) : (i32) -> ()
        }) : () -> ()
        """, TestIr.print(f), "the cast built for Picky is reused by ConvertAdd");
  }

  @Test
  void successWithoutTouchingTheRootThrows() {
    addFunc();
    ConversionPattern liar = ConversionPattern.of("src.add", 5, n.converter, "ClaimsSuccess", (op, a, r) -> true);
    IllegalStateException e = assertThrows(IllegalStateException.class,
        () -> ConversionDriver.applyPartialConversion(module, n.target, first(liar)));
    assertEquals("pattern 'ClaimsSuccess' returned success but neither replaced nor modified 'src.add' through the rewriter",
        e.getMessage());
  }

  @Test
  void conversionPatternsNeedTheConversionRewriter() {
    addFunc();
    PatternSet set = new PatternSet().addAll(n.patterns);
    assertThrows(IllegalStateException.class, () -> GreedyRewriteDriver.apply(module, set));
  }

  @Test
  void resultThatCannotBeLegalizedFailsTheConversion() {
    addFunc();
    ConversionPattern toOther = ConversionPattern.of("src.add", 5, n.converter, "MakesOther", (op, a, r) -> {
      Operation other = r.create("src.other", op.location(), a.operands(), List.of(IntegerType.I32));
      r.replaceOp(op, other);
      return true;
    });
    assertFalse(ConversionDriver.applyPartialConversion(module, n.target, first(toOther)));
    List<Diagnostic> diags = ir.ctx.diagnostics().collected();
    assertEquals(1, diags.size());
    assertEquals("test.mlir:4:3: error: pattern 'MakesOther' produced IR that could not be legalized. "
        + "new ops: {src.other}, modified ops: {}, inserted block into ops: {}", diags.get(0).render());
  }

  /** src.loop {n} becomes src.loop {n - 1}, and src.loop {0} becomes dst.done. */
  private ConversionPattern countdown(boolean bounded) {
    return new ConversionPattern("src.loop", 1, null, "Countdown") {
      {
        setHasBoundedRewriteRecursion(bounded);
      }

      @Override
      public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter r) {
        long left = ((IntegerAttr) op.attr("n")).value().longValue();
        Operation next = r.create(left == 0 ? "dst.done" : "src.loop", op.location(), List.of(), List.of());
        if (left > 0) next.setAttr("n", IntegerAttr.of(left - 1, IntegerType.I32));
        r.eraseOp(op);
        return true;
      }
    };
  }

  private void loopOp() {
    Operation f = ir.func(module);
    Operation loop = ir.op(ir.at(TestIr.body(f)), "src.loop", List.of());
    loop.setAttr("n", IntegerAttr.of(3, IntegerType.I32));
  }

  @Test
  void patternIsNotReappliedWithinItsOwnRecursion() {
    loopOp();
    assertFalse(ConversionDriver.applyPartialConversion(module, n.target, new PatternSet().add(countdown(false))));
    assertTrue(ir.ctx.diagnostics().collected().get(0).message().startsWith("pattern 'Countdown' produced IR that could not be legalized"));
  }

  @Test
  void boundedRecursionMayReapply() {
    loopOp();
    assertTrue(ConversionDriver.applyPartialConversion(module, n.target, new PatternSet().add(countdown(true))));
    Operation f = TestIr.body(module).first();
    assertEquals("dst.done", TestIr.body(f).first().name());
  }

  @Test
  void traceShowsAttemptsFailuresAndChanges() {
    Operation f = ir.func(module);
    OpBuilder at = ir.at(TestIr.body(f));
    Value x = ir.op(at, "test.opaque", List.of(), FloatType.F64).result();
    Value sum = ir.op(at, "src.add", List.of(x, x), FloatType.F64).result();
    ir.op(at, "test.keep", List.of(sum));
    n.converter.addConversion(t -> t.equals(FloatType.F64) ? TypeConverter.FAILURE : null);
    ConversionPattern untyped = ConversionPattern.of("src.add", 0, null, "Untyped", (op, a, r) -> {
      r.replaceOp(op, r.create("dst.add", op.location(), a.operands(), op.resultTypes()));
      return true;
    });
    List<String> lines = new ArrayList<>();
    ConversionConfig config = ConversionConfig.DEFAULT.withTrace(lines::add);
    assertTrue(ConversionDriver.applyPartialConversion(module, n.target, new PatternSet().addAll(n.patterns).add(untyped), config));
    String log = String.join("\n", lines);
    assertTrue(log.contains("""
        Legalizing operation : 'src.add' at test.mlir:4:3 {
          * Pattern ConvertAdd : 'src.add -> ()' {
            ** Failure : unable to convert type for operand #0, type was f64
          } -> FAILURE : pattern failed to match
          * Pattern Untyped : 'src.add -> ()' {
            ** Insert  : 'dst.add'
            ** Replace : 'src.add'
            Legalizing operation : 'dst.add' at test.mlir:4:3 {
            } -> SUCCESS : operation marked legal by the target
          } -> SUCCESS : pattern applied successfully
        } -> SUCCESS"""), log);
    assertTrue(log.contains("""
        Legalizing operation : 'test.keep' at test.mlir:5:3 {
        } -> FAILURE : no matched legalization pattern"""), log);
  }
}
