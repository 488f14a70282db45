package rw.conversion.support;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Predicate;
import rw.ir.Operation;
import rw.ir.TaskRun;
import rw.ir.Trait;

/**
 * The {@code parallel for x: op in source { … }} loop of a pass body: each op is isolated from
 * above and its iteration changes nothing outside it, so the iterations run on several threads,
 * each with the running pass's options, scope and symbol cache. What they report comes out in
 * loop order, up to the first iteration that failed, and the loop then fails, as a sequential
 * loop would have stopped there. On one thread (threading off, one op, an op that is not isolated
 * from above) it is that sequential loop. The thread count is {@code -Drw.pass.threads=N}, as for
 * nested pass pipelines (default: the available processors).
 */
public final class ParallelLoop {
  private static final int THREADS = Integer.getInteger("rw.pass.threads", Runtime.getRuntime().availableProcessors());

  private ParallelLoop() {}

  /** Runs {@code body} on each of {@code ops}; false when an iteration failed. */
  public static boolean forEach(List<Operation> ops, Predicate<Operation> body) {
    if (!parallel(ops)) {
      for (Operation op : ops) {
        if (!body.test(op)) return false;
      }
      return true;
    }
    List<BooleanSupplier> iterations = new ArrayList<>(ops.size());
    for (Operation op : ops) iterations.add(RunningPass.carry(() -> body.test(op)));
    return TaskRun.runReportingInOrder(ops.size(), THREADS, ops.get(0).context().diagnostics(),
        i -> iterations.get(i).getAsBoolean());
  }

  private static boolean parallel(List<Operation> ops) {
    if (THREADS < 2 || ops.size() < 2 || !ops.get(0).context().isMultithreadingEnabled()) return false;
    for (Operation op : ops) {
      if (!op.hasTrait(Trait.ISOLATED_FROM_ABOVE)) return false;
    }
    return true;
  }
}
