package rw.exec.interp;

import rw.exec.trap.Trap;
import rw.exec.trap.TrapKind;

/**
 * The run loop: executes a {@link FunctionPlan} in a {@link Frame}, block by block. Each block
 * charges its operations to the step budget on entry, runs its steps with one virtual call
 * each, and asks its terminator for the next block. Stack allocations made by the function are
 * released when it returns (also by a trap). A {@link Trap} leaving a step gets the location
 * of that step's operation; a JVM stack overflow becomes a {@link TrapKind#STACK_OVERFLOW} trap.
 */
public final class Interpreter {
  private Interpreter() {}

  /** Calls {@code callee} with the caller's values in slots {@code args}; returns the callee's frame. */
  public static Frame call(FunctionPlan callee, Frame caller, int[] args, boolean[] argIsObject) {
    Frame f = callee.newFrame(caller.machine);
    for (int k = 0; k < args.length; k++) {
      if (argIsObject[k]) f.o[callee.paramSlot(k)] = caller.o[args[k]];
      else f.s[callee.paramSlot(k)] = caller.s[args[k]];
    }
    invoke(callee, f);
    return f;
  }

  /** Runs {@code plan} in {@code f} (parameters already in place), counting the call depth. */
  public static void invoke(FunctionPlan plan, Frame f) {
    Machine m = f.machine;
    m.enter();
    try {
      run(plan, f);
    } finally {
      m.leave();
    }
  }

  private static void run(FunctionPlan plan, Frame f) {
    Machine m = f.machine;
    int mark = f.mem.stackMark();
    BlockCode b = plan.entry();
    try {
      while (b != null) {
        if ((m.budget -= b.cost) < 0) throw m.stepLimitExceeded().at(b.locationAt(0));
        b = execute(b, f);
      }
    } catch (StackOverflowError e) {
      throw new Trap(TrapKind.STACK_OVERFLOW, "stack overflow: the Java stack of the executor is exhausted"
          + " (unbounded recursion?)").at(plan.location());
    } finally {
      f.mem.popStack(mark);
    }
  }

  /**
   * Runs the steps and the terminator of {@code b}; returns the next block, or null on return.
   * A method of its own so that the JIT compiles this hot loop as a method (it is entered once
   * per executed block) rather than only through on-stack replacement of a long-running call.
   */
  private static BlockCode execute(BlockCode b, Frame f) {
    Step[] steps = b.steps;
    int i = 0;
    try {
      for (; i < steps.length; i++) steps[i].execute(f);
      return b.terminator.next(f);
    } catch (Trap t) {
      throw t.at(b.locationAt(i));
    }
  }
}
