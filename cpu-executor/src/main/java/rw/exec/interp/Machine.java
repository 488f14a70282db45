package rw.exec.interp;

import rw.exec.memory.Memory;
import rw.exec.runtime.RuntimeContext;
import rw.exec.trap.Trap;
import rw.exec.trap.TrapKind;

/**
 * The state of one execution shared by all its frames: memory, the runtime library's view of it,
 * the remaining step budget ({@code --max-steps}) and the call depth. Not thread-safe: one
 * program runs on one thread.
 */
public final class Machine {
  private final Memory memory;
  private final RuntimeContext runtime;
  private final long maxSteps;
  private final int maxCallDepth;
  /** Operations the program may still execute; charged per block entry. */
  long budget;
  int depth;
  /** Set once every global is initialized and protected: steps may then bind to global bytes. */
  boolean globalsReady;

  public Machine(RuntimeContext runtime, long maxSteps, int maxCallDepth) {
    if (maxSteps < 0 || maxCallDepth < 1) throw new IllegalArgumentException("bad limits");
    this.memory = runtime.memory();
    this.runtime = runtime;
    this.maxSteps = maxSteps;
    this.maxCallDepth = maxCallDepth;
    this.budget = maxSteps;
  }

  public Memory memory() {
    return memory;
  }

  public RuntimeContext runtime() {
    return runtime;
  }

  /** Operations executed so far (counted per block, so a little ahead within a block). */
  public long stepsExecuted() {
    return maxSteps - budget;
  }

  /** Whether the globals are initialized (and constant ones read-only), see {@code Memory.globalBytes}. */
  public boolean globalsReady() {
    return globalsReady;
  }

  /**
   * Charges {@code ops} executed operations to the step budget, for terminators that run a
   * block's work without entering it; the limit is checked when the next block is entered.
   */
  public void charge(int ops) {
    budget -= ops;
  }

  /** Enters a call; traps when the call depth limit is reached. */
  void enter() {
    if (++depth > maxCallDepth) {
      depth--;
      throw new Trap(TrapKind.STACK_OVERFLOW, "stack overflow: call depth exceeds " + maxCallDepth
          + " nested calls (unbounded recursion?)");
    }
  }

  void leave() {
    depth--;
  }

  Trap stepLimitExceeded() {
    budget = 0;
    return new Trap(TrapKind.STEP_LIMIT, "step limit exceeded: the program executed more than "
        + maxSteps + " operations (see --max-steps)");
  }
}
