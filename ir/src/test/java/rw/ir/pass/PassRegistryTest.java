package rw.ir.pass;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Registration order, duplicates, named pipelines and individual pass flags. */
class PassRegistryTest {
  private final PassRegistry registry = PipelineTestPasses.registry();

  @Test
  void keepsRegistrationOrderAndRejectsDuplicates() {
    assertEquals(List.of("cse", "canonicalize", "symbol-dce", "print-ir", "affine-loop-invariant-code-motion"),
        registry.entries().stream().map(PassRegistryEntry::argument).toList());
    assertThrows(IllegalStateException.class, () -> registry.register(PipelineTestPasses.noop("cse", "Other", null, List.of())));
    assertNull(registry.lookup("nope"));
  }

  @Test
  void namedPipelinesExpandInPlace() throws Exception {
    registry.registerPipeline(new PipelineInfo("my-pipeline", "cse then canonicalize", List.of(PassOption.flag("twice", false, "")),
        (pm, options) -> {
          new PassPipelineParser(registry).parseInto("cse,canonicalize", pm);
          if (options.flag("twice")) new PassPipelineParser(registry).parseInto("cse", pm);
        }));
    OpPassManager pm = new PassPipelineParser(registry).parse("builtin.module(my-pipeline{twice},func.func(my-pipeline))");
    String canonicalize = "canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}";
    assertEquals("builtin.module(cse," + canonicalize + ",cse,func.func(cse," + canonicalize + "))", pm.toAnchoredPipelineText());
  }

  @Test
  void passFlagsNestImplicitlyAndReportEachProblem() throws Exception {
    PassPipelineParser parser = new PassPipelineParser(registry);
    PassManager pm = new PassManager("builtin.module");
    parser.addEntry(registry.lookup("affine-loop-invariant-code-motion"), "", pm.pipeline());
    parser.addEntry(registry.lookup("cse"), "", pm.pipeline());
    assertEquals("builtin.module(func.func(affine-loop-invariant-code-motion),cse)", pm.pipeline().toAnchoredPipelineText());
    PassPipelineException e = assertThrows(PassPipelineException.class,
        () -> parser.addEntry(registry.lookup("canonicalize"), "nope=1", pm.pipeline()));
    assertEquals(List.of("<Pass-Options-Parser>: no such option nope\n"), e.diagnostics());
  }
}
