package rw.ir.pass;

import java.util.ArrayList;
import java.util.List;
import rw.ir.Block;
import rw.ir.Operation;
import rw.ir.Region;
import rw.ir.Trait;
import rw.ir.diag.Diagnostic;

/**
 * Runs a pass pipeline on a top-level op, as MLIR's PassManager does: each pass of a pipeline
 * runs on the op in turn; an adaptor runs its nested pipelines on the ops directly nested in the
 * op's regions, each op through the first pipeline that can run on it, on several threads
 * ({@link #setThreads}) with diagnostics reported as from a sequential run ({@link NestedRuns}).
 * Passes run only on registered, isolated-from-above ops. After each pass the op is verified
 * with everything nested in it (after an adaptor, the op alone: its nested ops were verified
 * after their own passes), unless disabled; a pass that fails or leaves invalid IR stops the run. Instrumentations
 * observe every step (IR printing, timing).
 */
public final class PassManager {
  private OpPassManager pipeline;
  private final List<PassInstrumentation> instrumentations = new ArrayList<>();
  private IrVerifier verifier = IrVerifier.DEFAULT;
  private boolean verifyPasses = true;
  private int threads = Integer.getInteger("rw.pass.threads", Runtime.getRuntime().availableProcessors());

  /** A manager for ops named {@code anchor}, nesting passes for other ops implicitly. */
  public PassManager(String anchor) {
    this.pipeline = new OpPassManager(anchor, OpPassManager.Nesting.IMPLICIT);
  }

  /** The top-level pipeline. */
  public OpPassManager pipeline() {
    return pipeline;
  }

  /** Replaces the top-level pipeline (e.g. by one parsed from {@code --pass-pipeline}). */
  public void setPipeline(OpPassManager replacement) {
    if (replacement == null) throw new IllegalArgumentException("null pipeline");
    this.pipeline = replacement;
  }

  public PassManager addPass(Pass pass) {
    pipeline.addPass(pass);
    return this;
  }

  public OpPassManager nest(String opName) {
    return pipeline.nest(opName);
  }

  /** Whether the IR is verified after each pass (on by default). */
  public void enableVerifier(boolean enabled) {
    this.verifyPasses = enabled;
  }

  /**
   * How many threads run a nested pipeline on the ops of an adaptor (MLIR's multithreading),
   * when every instrumentation allows it; 1 runs them in order on the calling thread. Default:
   * {@code -Drw.pass.threads=N}, else the available processors.
   */
  public void setThreads(int threads) {
    if (threads < 1) throw new IllegalArgumentException("threads " + threads);
    this.threads = threads;
  }

  public void setVerifier(IrVerifier verifier) {
    if (verifier == null) throw new IllegalArgumentException("null verifier");
    this.verifier = verifier;
  }

  public void addInstrumentation(PassInstrumentation instrumentation) {
    instrumentations.add(instrumentation);
  }

  /**
   * Runs the pipeline on {@code op}; false on failure, which has been reported as diagnostics
   * (a pass may also fail silently, as in MLIR).
   */
  public boolean run(Operation op) {
    if (!pipeline.canScheduleOn(op)) {
      String message = "can't run '" + pipeline.anchor() + "' pass manager on '" + op.name() + "' op";
      op.context().diagnostics().emit(Diagnostic.error(op.location(), message));
      return false;
    }
    pipeline.finalizePipeline();
    return runPipeline(pipeline, op);
  }

  private boolean runPipeline(OpPassManager pm, Operation op) {
    for (PipelineElement element : pm.elements()) {
      if (!runElement(element, op)) return false;
    }
    return true;
  }

  private boolean runElement(PipelineElement element, Operation op) {
    if (!op.isRegistered()) {
      op.emitOpError("trying to schedule a pass on an unregistered operation");
      return false;
    }
    if (!op.hasTrait(Trait.ISOLATED_FROM_ABOVE)) {
      op.emitOpError("trying to schedule a pass on an operation not marked as 'IsolatedFromAbove'");
      return false;
    }
    for (PassInstrumentation i : instrumentations) i.runBeforePass(element, op);
    boolean ok = element instanceof Pass pass ? pass.run(op) : runAdaptor((PassAdaptor) element, op);
    if (ok && verifyPasses) ok = verifier.verify(op, element instanceof Pass);
    for (int i = instrumentations.size() - 1; i >= 0; i--) {
      if (ok) instrumentations.get(i).runAfterPass(element, op);
      else instrumentations.get(i).runAfterPassFailed(element, op);
    }
    return ok;
  }

  private boolean runAdaptor(PassAdaptor adaptor, Operation op) {
    List<Operation> children = new ArrayList<>();
    for (Region region : op.regions()) {
      for (Block block : region.blocks()) {
        for (Operation child = block.first(); child != null; child = child.nextInBlock()) {
          if (adaptor.managerFor(child) != null) children.add(child);
        }
      }
    }
    if (threads > 1 && children.size() > 1 && op.context().isMultithreadingEnabled()
        && instrumentations.stream().allMatch(PassInstrumentation::threadSafe)) {
      return NestedRuns.runAll(children, op.context().diagnostics(), threads, child -> runNested(adaptor, child));
    }
    for (Operation child : children) {
      if (!runNested(adaptor, child)) return false;
    }
    return true;
  }

  private boolean runNested(PassAdaptor adaptor, Operation child) {
    OpPassManager pm = adaptor.managerFor(child);
    for (PassInstrumentation i : instrumentations) i.runBeforePipeline(pm.anchor(), adaptor);
    boolean ok = runPipeline(pm, child);
    for (int i = instrumentations.size() - 1; i >= 0; i--) instrumentations.get(i).runAfterPipeline(pm.anchor(), adaptor);
    return ok;
  }
}
