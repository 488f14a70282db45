package rw.ir.verify;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import java.util.function.Supplier;
import rw.ir.Operation;
import rw.ir.TaskRun;
import rw.ir.diag.Diagnostic;
import rw.ir.diag.DiagnosticEngine;

/**
 * Verifies the isolated ops directly nested in one op on several threads, as MLIR's verifier
 * does: they share nothing the verifier writes. The ops are cut into contiguous runs of about
 * equal size that the threads take heaviest first ({@link TaskRun}); each op's diagnostics are captured and then reported
 * from the calling thread in op order, so the output is the one of a sequential run. The
 * thread count is {@code -Drw.verify.threads=N} (default: the available processors).
 */
final class ParallelVerification {
  /** Below this many nested isolated ops, one thread does it all; also the smallest run. */
  static final int MIN_OPS = 64;
  static final int THREADS = Integer.getInteger("rw.verify.threads", Runtime.getRuntime().availableProcessors());

  private ParallelVerification() {}

  /** Whether {@code count} isolated ops are worth splitting. */
  static boolean worthIt(int count) {
    return THREADS > 1 && count >= MIN_OPS;
  }

  /**
   * What verifying each of {@code ops} costs, roughly: {@link TaskRun#weights} for an op whose
   * contents need walking, 1 for one whose contents passed and are unchanged (only its own checks
   * run): weighing those by their contents would touch every one of them for nothing, and cut
   * the runs unevenly.
   */
  static long[] weights(List<Operation> ops) {
    int n = ops.size();
    List<Operation> changed = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      if (!ops.get(i).isContentsVerified()) changed.add(ops.get(i));
    }
    long[] changedWeights = TaskRun.weights(changed);
    long[] w = new long[n];
    for (int i = 0, c = 0; i < n; i++) w[i] = ops.get(i).isContentsVerified() ? 1 : changedWeights[c++];
    return w;
  }

  /**
   * Verifies each of {@code ops}, all of them, each run with a verifier of its own made by
   * {@code verifiers}; false when any failed, its diagnostics reported through {@code engine}.
   */
  static boolean verifyAll(List<Operation> ops, DiagnosticEngine engine, Supplier<Predicate<Operation>> verifiers) {
    int n = ops.size();
    long[] weights = weights(ops);
    int[] runs = TaskRun.runsByWeight(weights, TaskRun.taskCount(n, THREADS, MIN_OPS));
    boolean[] ok = new boolean[n];
    List<List<Diagnostic>> diagnostics = new ArrayList<>(n);
    for (int i = 0; i < n; i++) diagnostics.add(null);
    TaskRun.runHeaviestFirst(runs, weights, THREADS, run -> {
      Predicate<Operation> verifyOne = verifiers.get();
      for (int i = runs[run]; i < runs[run + 1]; i++) {
        Operation op = ops.get(i);
        List<Diagnostic> captured = new ArrayList<>(0);
        ok[i] = engine.capturing(captured, () -> verifyOne.test(op));
        if (!captured.isEmpty()) diagnostics.set(i, captured);
      }
    });
    boolean all = true;
    for (int i = 0; i < n; i++) {
      List<Diagnostic> ds = diagnostics.get(i);
      if (ds != null) ds.forEach(engine::emit);
      all &= ok[i];
    }
    return all;
  }
}
