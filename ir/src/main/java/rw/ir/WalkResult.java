package rw.ir;

/** What a walk callback wants next. */
public enum WalkResult {
  ADVANCE,
  /** Do not visit the regions of this op (pre-order walks only). */
  SKIP,
  INTERRUPT
}
