package rw.ir.rewrite.convert;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import rw.ir.Context;
import rw.ir.TaskRun;
import rw.ir.diag.Diagnostic;
import rw.ir.diag.DiagnosticEngine;
import rw.ir.rewrite.PatternSet;

/**
 * Steps of one or more dialect conversions, in the order a sequential run would take them, some
 * run at once ({@link #now}) and some deferred ({@link #later}): the contents of the isolated
 * modules a conversion meets, which share nothing a conversion writes once their module op has
 * been legalized. {@link #finish} runs the deferred steps on several threads, then reports every
 * step's diagnostics in order up to the first step that failed, as the sequential run would
 * have stopped there. The thread count is {@code -Drw.convert.threads=N} (default: the available
 * processors); with 1 the steps run in order on the calling thread.
 */
public final class ConversionBatch {
  static final int THREADS = Integer.getInteger("rw.convert.threads", Runtime.getRuntime().availableProcessors());

  private static final class Step {
    final BooleanSupplier task;
    final List<Diagnostic> diagnostics = new ArrayList<>(0);
    boolean ok;

    Step(BooleanSupplier task) {
      this.task = task;
    }
  }

  private final DiagnosticEngine engine;
  private final Context context;
  /** The op rules of the conversions added so far, one per target and pattern set (few). */
  private final List<OpRules> rules = new ArrayList<>(1);
  private final List<Step> steps = new ArrayList<>();
  private final List<Step> deferred = new ArrayList<>();

  public ConversionBatch(Context context) {
    this.engine = context.diagnostics();
    this.context = context;
  }

  /** The op rules of {@code target} and {@code patterns}, shared by this batch's conversions that use them. */
  synchronized OpRules rules(ConversionTarget target, PatternSet patterns) {
    for (OpRules r : rules) {
      if (r.isFor(target, patterns)) return r;
    }
    OpRules r = new OpRules(target, patterns, ConversionState.foldsOf(context));
    rules.add(r);
    return r;
  }

  /** Whether deferred steps may run on other threads. */
  static boolean parallel(Context context) {
    return THREADS > 1 && context.isMultithreadingEnabled();
  }

  /** Runs {@code step} now, its diagnostics held back until {@link #finish}; its outcome. */
  boolean now(BooleanSupplier step) {
    Step s = new Step(step);
    steps.add(s);
    s.ok = engine.capturing(s.diagnostics, step);
    return s.ok;
  }

  /** Queues {@code step} to run in {@link #finish}, in this place of the order. */
  void later(BooleanSupplier step) {
    Step s = new Step(step);
    steps.add(s);
    deferred.add(s);
  }

  /** Runs the deferred steps, reports the diagnostics in order; whether every step succeeded. */
  public boolean finish() {
    int n = deferred.size();
    TaskRun.run(n, n < 2 ? 1 : THREADS, i -> {
      Step s = deferred.get(i);
      s.ok = engine.capturing(s.diagnostics, s.task);
    });
    deferred.clear();
    for (Step s : steps) {
      s.diagnostics.forEach(engine::emit);
      if (!s.ok) {
        steps.clear();
        return false;
      }
    }
    steps.clear();
    return true;
  }
}
