package rw.exec.interp;

import rw.exec.memory.Memory;

/**
 * The activation of one function: its value slots and where its result goes. Scalars live in
 * {@link #s} as {@code long}s (see {@link SlotRepr}), aggregates (structs, arrays) in {@link #o}
 * as immutable {@code Object[]}. Slot numbers are fixed by {@link FunctionPlan#decode}; the
 * first slots hold the function's constants, copied from the plan when the frame is made.
 */
public final class Frame {
  /** Scalar slots. */
  public final long[] s;
  /** Aggregate slots. */
  public final Object[] o;
  /** The program's memory (a field of its own: loads and stores need it on every access). */
  public final Memory mem;
  /** The execution this frame belongs to. */
  public final Machine machine;
  /** The scalar result, set by {@code llvm.return}. */
  public long result;
  /** The aggregate result, set by {@code llvm.return}. */
  public Object resultObject;

  Frame(FunctionPlan plan, Machine machine) {
    this(plan.newScalarSlots(), plan.newObjectSlots(), machine.memory(), machine);
  }

  /** A frame over given slots; memory and machine may be null for steps that use neither. */
  Frame(long[] s, Object[] o, Memory mem, Machine machine) {
    this.s = s;
    this.o = o;
    this.mem = mem;
    this.machine = machine;
  }
}
