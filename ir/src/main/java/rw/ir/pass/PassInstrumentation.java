package rw.ir.pass;

import rw.ir.Operation;

/**
 * Hooks the pass manager calls around each pass and nested pipeline. "Before" hooks run in
 * the order the instrumentations were added, "after" hooks in the reverse order (as in MLIR), so
 * an instrumentation added last (timing) measures the passes alone.
 */
public interface PassInstrumentation {
  /** A nested pipeline for {@code anchor} ops starts on one op, under {@code parent}. */
  default void runBeforePipeline(String anchor, PassAdaptor parent) {}

  default void runAfterPipeline(String anchor, PassAdaptor parent) {}

  /** {@code element} (a pass or an adaptor) is about to run on {@code op}. */
  default void runBeforePass(PipelineElement element, Operation op) {}

  default void runAfterPass(PipelineElement element, Operation op) {}

  /** {@code element} failed on {@code op} (it signalled failure, or the IR did not verify). */
  default void runAfterPassFailed(PipelineElement element, Operation op) {}

  /** Whether the hooks may be called from several threads at once (nested pipelines in parallel). */
  default boolean threadSafe() {
    return false;
  }
}
