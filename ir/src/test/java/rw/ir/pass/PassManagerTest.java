package rw.ir.pass;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import rw.ir.Context;
import rw.ir.Operation;
import rw.ir.attr.UnitAttr;
import rw.ir.diag.Diagnostic;

/** Nested pipelines run where MLIR runs them, stop at the first failure, and verify after passes. */
class PassManagerTest {
  private final Context ctx = TestIr.context();
  private final List<String> log = new ArrayList<>();
  private final PassRegistry registry = new PassRegistry();

  PassManagerTest() {
    registry.register(recording("a", OpPassManager.ANY));
    registry.register(recording("b", OpPassManager.ANY));
    registry.register(recording("on-func", "func.func"));
    registry.register(PipelineTestPasses.info("fail-on-g", "FailOnG", OpPassManager.ANY, List.of(), (p, op) -> {
      log.add("fail-on-g@" + TestIr.label(op));
      if (TestIr.label(op).equals("g")) {
        op.emitError("g is not welcome");
        p.fail();
      }
    }));
    registry.register(PipelineTestPasses.info("mark-bad", "MarkBad", OpPassManager.ANY, List.of(),
        (p, op) -> op.setAttr("bad", UnitAttr.INSTANCE)));
  }

  private PassInfo recording(String arg, String anchor) {
    return PipelineTestPasses.info(arg, arg.toUpperCase(), anchor, List.of(), (p, op) -> log.add(arg + "@" + TestIr.label(op)));
  }

  /** module { f, g, gpu.module @k { h }, test.unreg { } } */
  private Operation sample() {
    return TestIr.module(ctx, TestIr.func(ctx, "f", 2), TestIr.func(ctx, "g", 3),
        TestIr.gpuModule(ctx, "k", TestIr.func(ctx, "h", 5)), TestIr.container(ctx, "test.unreg", null, 7));
  }

  /** Runs on one thread, where the order of the log is a sequential run's. */
  private boolean run(String pipeline, Operation module) throws PassPipelineException {
    PassManager pm = new PassManager("builtin.module");
    pm.setThreads(1);
    pm.setPipeline(new PassPipelineParser(registry).parse(pipeline));
    return pm.run(module);
  }

  @Test
  void nestedPipelineRunsOnDirectChildrenOnly() throws Exception {
    assertTrue(run("builtin.module(func.func(a,b))", sample()));
    assertEquals(List.of("a@f", "b@f", "a@g", "b@g"), log);
  }

  @Test
  void adjacentNestsMergeSoEachOpRunsItsWholePipeline() throws Exception {
    assertTrue(run("builtin.module(func.func(a),func.func(b))", sample()));
    assertEquals(List.of("a@f", "b@f", "a@g", "b@g"), log);
  }

  @Test
  void mergedAdaptorVisitsChildrenInIrOrder() throws Exception {
    assertTrue(run("builtin.module(gpu.module(func.func(a)),func.func(b))", sample()));
    assertEquals(List.of("b@f", "b@g", "a@h"), log);
  }

  @Test
  void passesAndNestsRunInPipelineOrder() throws Exception {
    assertTrue(run("builtin.module(a,func.func(b),a)", sample()));
    assertEquals(List.of("a@builtin.module", "b@f", "b@g", "a@builtin.module"), log);
  }

  @Test
  void opAgnosticPipelineRunsOnIsolatedRegisteredChildren() throws Exception {
    assertTrue(run("builtin.module(any(a))", sample()));
    assertEquals(List.of("a@f", "a@g", "a@k"), log);
  }

  @Test
  void implicitNestingWrapsAnchoredPasses() {
    PassManager pm = new PassManager("builtin.module");
    pm.setThreads(1);
    pm.addPass(registry.lookupPass("a").create());
    pm.addPass(registry.lookupPass("on-func").create());
    pm.addPass(registry.lookupPass("on-func").create());
    assertEquals("builtin.module(a,func.func(on-func),func.func(on-func))", pm.pipeline().toAnchoredPipelineText());
    assertTrue(pm.run(sample()));
    assertEquals("builtin.module(a,func.func(on-func,on-func))", pm.pipeline().toAnchoredPipelineText());
    assertEquals(List.of("a@builtin.module", "on-func@f", "on-func@f", "on-func@g", "on-func@g"), log);
  }

  @Test
  void explicitNestingRejectsAnchoredPasses() {
    OpPassManager pm = new OpPassManager("builtin.module", OpPassManager.Nesting.EXPLICIT);
    Pass p = registry.lookupPass("on-func").create();
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> pm.addPass(p));
    assertEquals("Can't add pass 'ON-FUNC' restricted to 'func.func' on a PassManager intended to run on"
        + " 'builtin.module', did you intend to nest?", e.getMessage());
  }

  @Test
  void failureStopsTheRun() throws Exception {
    assertFalse(run("builtin.module(func.func(fail-on-g,a))", sample()));
    assertEquals(List.of("fail-on-g@f", "a@f", "fail-on-g@g"), log);
    assertEquals(List.of("in.mlir:3:1: error: g is not welcome"), rendered());
  }

  @Test
  void inParallelEveryOpRunsAndTheFirstFailureIsReported() throws Exception {
    List<String> verified = java.util.Collections.synchronizedList(new ArrayList<>());
    PassManager pm = new PassManager("builtin.module");
    pm.setThreads(2);
    pm.setPipeline(new PassPipelineParser(registry).parse("builtin.module(func.func(mark-bad))"));
    pm.setVerifier((op, recursive) -> {
      verified.add(TestIr.label(op));
      if (op.attr("bad") != null) op.emitError("bad " + TestIr.label(op));
      return op.attr("bad") == null;
    });
    assertFalse(pm.run(sample()));
    assertEquals(List.of("f", "g"), verified.stream().sorted().toList());
    assertEquals(List.of("in.mlir:2:1: error: bad f"), rendered());
  }

  @Test
  void pipelineForAnotherOpIsRejected() throws Exception {
    assertFalse(run("func.func(a)", sample()));
    assertEquals(List.of("in.mlir:1:1: error: can't run 'func.func' pass manager on 'builtin.module' op"), rendered());
  }

  @Test
  void passesDoNotRunOnUnregisteredOps() throws Exception {
    assertFalse(run("builtin.module(test.unreg(a))", sample()));
    assertEquals(List.of("in.mlir:7:1: error: 'test.unreg' op trying to schedule a pass on an unregistered operation"), rendered());
  }

  @Test
  void verifierRunsAfterEachPass() throws Exception {
    Operation module = sample();
    PassManager pm = new PassManager("builtin.module");
    pm.setThreads(1);
    pm.setPipeline(new PassPipelineParser(registry).parse("builtin.module(func.func(mark-bad,a))"));
    List<String> verified = new ArrayList<>();
    pm.setVerifier((op, recursive) -> {
      verified.add(TestIr.label(op));
      return op.attr("bad") == null;
    });
    assertFalse(pm.run(module));
    assertEquals(List.of("f"), verified);
    assertEquals(List.of(), log);

    verified.clear();
    pm.enableVerifier(false);
    assertTrue(pm.run(sample()));
    assertEquals(List.of(), verified);
  }

  private List<String> rendered() {
    List<String> out = new ArrayList<>();
    for (Diagnostic d : ctx.diagnostics().collected()) out.add(d.render());
    return out;
  }
}
