package rw.exec.memory;

/**
 * Limits of the executed program's memory. {@code maxTotalBytes} bounds the bytes of all live
 * allocations (heap, stack and globals: {@code --max-memory}); {@code maxStackBytes} bounds the
 * live stack allocations, each counted as its size rounded up to 16 bytes (at least 16), as a
 * native stack would align it.
 */
public record MemoryLimits(long maxTotalBytes, long maxStackBytes) {
  /** 1 GiB of memory in total. */
  public static final long DEFAULT_MAX_TOTAL = 1L << 30;
  /**
   * 16 MiB of stack: twice the usual 8 MiB main-thread stack of Linux, so programs that fit on
   * a native stack fit here too.
   */
  public static final long DEFAULT_MAX_STACK = 16L << 20;

  public static final MemoryLimits DEFAULT = new MemoryLimits(DEFAULT_MAX_TOTAL, DEFAULT_MAX_STACK);

  public MemoryLimits {
    if (maxTotalBytes < 0 || maxStackBytes < 0) {
      throw new IllegalArgumentException("negative memory limit");
    }
  }

  public MemoryLimits withMaxTotalBytes(long bytes) {
    return new MemoryLimits(bytes, maxStackBytes);
  }

  public MemoryLimits withMaxStackBytes(long bytes) {
    return new MemoryLimits(maxTotalBytes, bytes);
  }
}
