package rw.exec;

import java.util.Locale;
import rw.exec.memory.MemoryLimits;

/**
 * The limits of one execution: total live memory ({@code --max-memory}), live stack ({@code
 * --max-stack}), executed operations ({@code --max-steps}) and nested calls. Exceeding one is a
 * trap with a message naming the option, never a JVM error.
 */
public record Limits(long maxMemory, long maxStack, long maxSteps, int maxCallDepth) {
  /** Deep enough for any program that fits on a native 8 MiB stack. */
  public static final int DEFAULT_MAX_CALL_DEPTH = 100_000;

  public static final Limits DEFAULT = new Limits(MemoryLimits.DEFAULT_MAX_TOTAL, MemoryLimits.DEFAULT_MAX_STACK,
      Long.MAX_VALUE, DEFAULT_MAX_CALL_DEPTH);

  public Limits {
    if (maxMemory < 0 || maxStack < 0 || maxSteps < 0 || maxCallDepth < 1) throw new IllegalArgumentException("bad limit");
  }

  public Limits withMaxMemory(long bytes) {
    return new Limits(bytes, maxStack, maxSteps, maxCallDepth);
  }

  public Limits withMaxStack(long bytes) {
    return new Limits(maxMemory, bytes, maxSteps, maxCallDepth);
  }

  public Limits withMaxSteps(long steps) {
    return new Limits(maxMemory, maxStack, steps, maxCallDepth);
  }

  public Limits withMaxCallDepth(int depth) {
    return new Limits(maxMemory, maxStack, maxSteps, depth);
  }

  public MemoryLimits memoryLimits() {
    return new MemoryLimits(maxMemory, maxStack);
  }

  /**
   * A byte count such as {@code 1048576}, {@code 512K}, {@code 64M} or {@code 2G} (binary units,
   * case-insensitive, optional trailing {@code B}); throws IllegalArgumentException otherwise.
   */
  public static long parseBytes(String text) {
    String t = text.trim().toUpperCase(Locale.ROOT);
    if (t.endsWith("B")) t = t.substring(0, t.length() - 1);
    int shift = 0;
    if (!t.isEmpty()) {
      char unit = t.charAt(t.length() - 1);
      shift = unit == 'K' ? 10 : unit == 'M' ? 20 : unit == 'G' ? 30 : unit == 'T' ? 40 : 0;
      if (shift > 0) t = t.substring(0, t.length() - 1);
    }
    try {
      long n = Long.parseLong(t);
      if (n < 0 || (shift > 0 && n > (Long.MAX_VALUE >> shift))) throw new NumberFormatException();
      return n << shift;
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("invalid size '" + text + "' (expected e.g. 1048576, 512K, 64M, 2G)");
    }
  }
}
