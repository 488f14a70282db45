package rw.exec.trap;

/** Why the executed program stopped. Each kind is a program error, never an error of rw. */
public enum TrapKind {
  /** A load, store or copy touched bytes outside its allocation (also partly outside). */
  OUT_OF_BOUNDS,
  /** An access through the null pointer, or through an address derived from it. */
  NULL_DEREFERENCE,
  /** An access through a pointer that names no allocation (e.g. made by {@code inttoptr}). */
  INVALID_POINTER,
  /** An access to heap memory after {@code free}, or to stack memory after its frame was popped. */
  USE_AFTER_FREE,
  /** A store into read-only memory (a {@code constant} global). */
  WRITE_TO_READ_ONLY,
  /** {@code free} of a pointer that was already freed. */
  DOUBLE_FREE,
  /** {@code free} of a pointer that is not the start of a live heap allocation. */
  INVALID_FREE,
  /** Integer division or remainder by zero. */
  DIVISION_BY_ZERO,
  /** Signed division or remainder of the minimum value by -1 (the quotient overflows). */
  SIGNED_OVERFLOW_DIVISION,
  /** The stack of the executed program exceeded its limit (deep recursion, allocas in loops). */
  STACK_OVERFLOW,
  /** The program asked for more memory than {@code --max-memory} allows. */
  MEMORY_LIMIT,
  /** The program executed more operations than {@code --max-steps} allows. */
  STEP_LIMIT,
  /** Control reached {@code llvm.unreachable}. */
  UNREACHABLE,
  /** The program called a function that neither it nor the runtime library defines. */
  MISSING_FUNCTION,
  /** A runtime-library function was given an argument it cannot work with. */
  INVALID_ARGUMENT,
  /** The program called {@code abort} or {@code llvm.intr.trap}. */
  ABORT
}
