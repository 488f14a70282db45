package rw.exec.memory;

/** Where an allocation lives, which decides how it may be released. */
public enum AllocationKind {
  /** {@code malloc}/{@code aligned_alloc}; released by {@code free}. */
  HEAP("heap"),
  /** {@code llvm.alloca}; released when its frame is popped. */
  STACK("stack"),
  /** {@code llvm.mlir.global}; lives as long as the memory. */
  GLOBAL("global");

  private final String label;

  AllocationKind(String label) {
    this.label = label;
  }

  /** Lower-case name for messages. */
  public String label() {
    return label;
  }
}
