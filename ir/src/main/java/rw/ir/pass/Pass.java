package rw.ir.pass;

import rw.ir.Operation;

/**
 * A transformation or analysis run on one operation at a time (its anchor, or any
 * isolated-from-above op for op-agnostic passes). Subclasses implement
 * {@link #runOnOperation}; a pass that finds the IR invalid for it reports a diagnostic on the
 * op and calls {@link #signalPassFailure()}, which stops the pipeline. One instance runs on every
 * matching op, on several threads at once under a parallel adaptor; it must keep no state of
 * its own.
 */
public abstract non-sealed class Pass implements PipelineElement {
  private final PassInfo info;
  private final PassOptions options;
  /** Whether the run in progress on this thread signalled failure: one instance runs on several threads. */
  private static final ThreadLocal<boolean[]> FAILED = ThreadLocal.withInitial(() -> new boolean[1]);

  protected Pass(PassInfo info, PassOptions options) {
    if (info == null || options == null) throw new IllegalArgumentException("pass without info or options");
    if (!options.specs().equals(info.options())) {
      throw new IllegalArgumentException("options of " + info.argument() + " do not match its declaration");
    }
    this.info = info;
    this.options = options;
  }

  public final PassInfo info() {
    return info;
  }

  /** The command-line argument, e.g. {@code cse}. */
  public final String argument() {
    return info.argument();
  }

  /** The name shown in timing reports and IR dumps, e.g. {@code CSE}. */
  @Override
  public final String name() {
    return info.name();
  }

  /** The op name this pass runs on, or {@link OpPassManager#ANY}. */
  public final String anchor() {
    return info.anchor();
  }

  public final PassOptions options() {
    return options;
  }

  /** The pass body, run on {@code op}. */
  protected abstract void runOnOperation(Operation op);

  /** Marks the current run as failed; the pass manager stops after this pass. */
  protected final void signalPassFailure() {
    FAILED.get()[0] = true;
  }

  /** Runs the pass on {@code op}; false when it signalled failure. */
  final boolean run(Operation op) {
    boolean[] failed = FAILED.get();
    boolean outer = failed[0];
    failed[0] = false;
    try {
      runOnOperation(op);
      return !failed[0];
    } finally {
      failed[0] = outer;
    }
  }

  /** Whether this pass may run on {@code opName} (its anchor, or any op when op-agnostic). */
  boolean canScheduleOn(String opName) {
    return info.isOpAgnostic() || info.anchor().equals(opName);
  }

  @Override
  public String toPipelineText() {
    return argument() + options.toText();
  }

  @Override
  public String toString() {
    return toPipelineText();
  }
}
