package rw.exec;

import rw.exec.trap.Trap;

/**
 * How an execution ended: the entry function returned, the program could not be loaded (errors
 * were reported as diagnostics to the module's context), or it trapped.
 */
public record ExecutionResult(Outcome outcome, Trap trap, long steps) {
  public enum Outcome { COMPLETED, LOAD_FAILED, TRAPPED }

  static ExecutionResult completed(long steps) {
    return new ExecutionResult(Outcome.COMPLETED, null, steps);
  }

  static ExecutionResult loadFailed() {
    return new ExecutionResult(Outcome.LOAD_FAILED, null, 0);
  }

  static ExecutionResult trapped(Trap trap, long steps) {
    return new ExecutionResult(Outcome.TRAPPED, trap, steps);
  }

  /** The process exit status: 0 when completed, 1 otherwise. */
  public int exitStatus() {
    return outcome == Outcome.COMPLETED ? 0 : 1;
  }
}
