package rw.ir.rewrite;

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
import rw.ir.attr.UnitAttr;
import rw.ir.build.OpBuilder;
import rw.ir.diag.Diagnostic;
import rw.ir.type.IntegerType;

class GreedyRewriteDriverTest {
  private static final IntegerType I32 = IntegerType.I32;
  private final TestIr ir = new TestIr();

  /** x + 0 -> x, where 0 is a {@code test.const} with attribute {@code zero}. */
  static final RewritePattern ADD_ZERO = RewritePattern.of("test.add", 1, "FoldAddZero", (op, r) -> {
    Operation rhs = op.operand(1).definingOp();
    if (rhs == null || !rhs.name().equals("test.const") || rhs.attr("zero") == null) return false;
    r.replaceOp(op, List.of(op.operand(0)));
    return true;
  });

  /** module { func(%arg0) { %z = const zero; %a = add %arg0, %z; %b = add %a, %z; ret %b } } */
  private Operation addChain() {
    Operation module = ir.module();
    Operation f = ir.func(module, I32);
    Block body = TestIr.body(f);
    OpBuilder b = ir.at(body);
    Operation zero = ir.op(b, "test.const", List.of(), I32);
    zero.setAttr("zero", UnitAttr.INSTANCE);
    Value a = ir.op(b, "test.add", List.of(body.argument(0), zero.result()), I32).result();
    Value c = ir.op(b, "test.add", List.of(a, zero.result()), I32).result();
    ir.op(b, "test.ret", List.of(c));
    return module;
  }

  @Test
  void foldsChainAndErasesDeadConstant() {
    Operation module = addChain();
    assertTrue(GreedyRewriteDriver.apply(module, PatternSet.of(ADD_ZERO)));
    assertEquals("""
        "builtin.module"() ({
        ^bb0:
          "test.func"() ({
          ^bb1(%arg0: i32):
            "test.ret"(%arg0) : (i32) -> ()
          }) : () -> ()
        }) : () -> ()
        """, TestIr.print(module));
  }

  @Test
  void unregisteredUnusedOpsAreNotDead() {
    Operation module = ir.module();
    Operation f = ir.func(module);
    OpBuilder b = ir.at(TestIr.body(f));
    ir.op(b, "test.opaque", List.of(), I32);
    ir.op(b, "test.pure", List.of(), I32);
    assertTrue(GreedyRewriteDriver.apply(module, new PatternSet()));
    assertEquals(List.of("test.opaque"), names(TestIr.body(f)));
  }

  @Test
  void bottomUpVisitsLastOpFirstAndEnqueuesParentsEarly() {
    assertEquals(List.of("test.ret", "test.b", "test.func", "test.a"), visitOrder(GreedyConfig.DEFAULT));
  }

  @Test
  void topDownVisitsInProgramOrder() {
    assertEquals(List.of("test.func", "test.a", "test.b", "test.ret"), visitOrder(GreedyConfig.DEFAULT.withTopDown(true)));
  }

  private List<String> visitOrder(GreedyConfig config) {
    Operation module = ir.module();
    Operation f = ir.func(module);
    OpBuilder b = ir.at(TestIr.body(f));
    ir.op(b, "test.a", List.of());
    ir.op(b, "test.b", List.of());
    ir.op(b, "test.ret", List.of());
    List<String> seen = new ArrayList<>();
    RewritePattern record = RewritePattern.ofAnyOp(1, "Record", (op, r) -> seen.add(op.name()) && false);
    assertTrue(GreedyRewriteDriver.apply(module, PatternSet.of(record), config));
    return seen;
  }

  @Test
  void oneIterationThatChangesDoesNotConverge() {
    Operation module = addChain();
    GreedyConfig once = GreedyConfig.DEFAULT.withMaxIterations(1);
    assertFalse(GreedyRewriteDriver.apply(module, PatternSet.of(ADD_ZERO), once));
    List<Diagnostic> diags = ir.ctx.diagnostics().collected();
    assertEquals(1, diags.size());
    assertEquals("test.mlir:1:3: error: greedy pattern rewrite failed to converge", diags.get(0).render());
  }

  @Test
  void silentWhenAskedNotToDiagnose() {
    Operation module = addChain();
    GreedyConfig once = GreedyConfig.DEFAULT.withMaxIterations(1).withDiagnoseNonConvergence(false);
    assertFalse(GreedyRewriteDriver.apply(module, PatternSet.of(ADD_ZERO), once));
    assertTrue(ir.ctx.diagnostics().collected().isEmpty());
  }

  @Test
  void pingPongPatternsHitTheLimits() {
    Operation module = ir.module();
    Operation f = ir.func(module);
    ir.op(ir.at(TestIr.body(f)), "test.ping", List.of());
    int[] applied = {0};
    PatternSet set = PatternSet.of(swap("test.ping", "test.pong", applied), swap("test.pong", "test.ping", applied));
    GreedyConfig config = GreedyConfig.DEFAULT.withMaxIterations(3).withMaxRewrites(4);
    assertFalse(GreedyRewriteDriver.apply(module, set, config));
    assertEquals(12, applied[0], "3 iterations of 4 rewrites each");
    assertEquals(1, ir.ctx.diagnostics().errorCount());
  }

  private static RewritePattern swap(String from, String to, int[] counter) {
    return RewritePattern.of(from, 1, "Swap", (op, r) -> {
      counter[0]++;
      r.create(to, op.location(), List.of(), List.of());
      r.eraseOp(op);
      return true;
    });
  }

  @Test
  void patternThatTouchesIrAndFailsIsABug() {
    Operation module = addChain();
    RewritePattern liar = RewritePattern.of("test.add", 1, "Liar", (op, r) -> {
      r.modifyOpInPlace(op, () -> op.setAttr("touched", UnitAttr.INSTANCE));
      return false;
    });
    IllegalStateException e = assertThrows(IllegalStateException.class,
        () -> GreedyRewriteDriver.apply(module, PatternSet.of(liar)));
    assertEquals("pattern 'Liar' returned failure but IR did change", e.getMessage());
  }

  @Test
  void newOpsAreVisited() {
    Operation module = ir.module();
    Operation f = ir.func(module);
    ir.op(ir.at(TestIr.body(f)), "test.first", List.of());
    RewritePattern expand = RewritePattern.of("test.first", 1, "Expand", (op, r) -> {
      r.create("test.second", op.location(), List.of(), List.of());
      r.eraseOp(op);
      return true;
    });
    RewritePattern lower = RewritePattern.of("test.second", 1, "Lower", (op, r) -> {
      r.create("test.third", op.location(), List.of(), List.of());
      r.eraseOp(op);
      return true;
    });
    assertTrue(GreedyRewriteDriver.apply(module, PatternSet.of(expand, lower)));
    assertEquals(List.of("test.third"), names(TestIr.body(f)));
  }

  @Test
  void foldHookRunsBeforePatterns() {
    Operation module = addChain();
    List<String> folded = new ArrayList<>();
    OpFolder folder = (op, r) -> {
      folded.add(op.name());
      return false;
    };
    assertTrue(GreedyRewriteDriver.apply(module, PatternSet.of(ADD_ZERO), GreedyConfig.DEFAULT.withFolder(folder)));
    assertFalse(folded.contains("test.const"), "constant-like ops are not folded");
    assertTrue(folded.contains("test.add"));
  }

  @Test
  void traceLogsPatternsAndChanges() {
    Operation module = ir.module();
    Operation f = ir.func(module, I32);
    Block body = TestIr.body(f);
    OpBuilder b = ir.at(body);
    Operation zero = ir.op(b, "test.const", List.of(), I32);
    zero.setAttr("zero", UnitAttr.INSTANCE);
    Value a = ir.op(b, "test.add", List.of(body.argument(0), zero.result()), I32).result();
    ir.op(b, "test.ret", List.of(a));
    RewritePattern never = RewritePattern.of("test.add", 2, "Never", (op, r) -> r.notifyMatchFailure(op, "not today"));
    List<String> lines = new ArrayList<>();
    GreedyConfig config = GreedyConfig.DEFAULT.withTopDown(true).withTrace(lines::add);
    assertTrue(GreedyRewriteDriver.apply(module, PatternSet.of(ADD_ZERO, never), config));
    String log = String.join("\n", lines);
    assertTrue(log.contains("""
        Processing operation : 'test.add' at test.mlir:5:3 {
          * Pattern Never : 'test.add -> ()' {
            ** Match Failure : not today
          } -> failure : pattern failed to match
          * Pattern FoldAddZero : 'test.add -> ()' {
            ** Replace : 'test.add'
            ** Modified: 'test.ret'
            ** Erase   : 'test.add'
          } -> success : pattern applied successfully
        } -> success : at least one pattern matched"""), log);
    assertTrue(log.contains("} -> success : operation is trivially dead"), log);
  }

  static List<String> names(Block block) {
    List<String> out = new ArrayList<>();
    for (Operation o : block) out.add(o.name());
    return out;
  }
}
