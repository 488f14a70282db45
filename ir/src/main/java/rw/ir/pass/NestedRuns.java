package rw.ir.pass;

import java.util.List;
import java.util.function.Predicate;
import rw.ir.Operation;
import rw.ir.TaskRun;
import rw.ir.diag.DiagnosticEngine;

/**
 * Runs an adaptor's nested pipelines on its ops on several threads: the ops are isolated from
 * above, so the runs share nothing they write. Every op's run goes to the end; the diagnostics
 * are then reported from the calling thread in op order, up to the first op whose run failed,
 * which is where a sequential run would have stopped.
 */
final class NestedRuns {
  private NestedRuns() {}

  static boolean runAll(List<Operation> ops, DiagnosticEngine engine, int threads, Predicate<Operation> run) {
    return TaskRun.runReportingInOrder(ops.size(), threads, engine, i -> run.test(ops.get(i)));
  }
}
