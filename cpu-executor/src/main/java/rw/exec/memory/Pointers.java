package rw.exec.memory;

/**
 * The encoding of LLVM {@code ptr} values as Java longs: the allocation id in the high 24 bits,
 * the byte offset into the allocation in the low 40 bits. 0 is the null pointer (id 0 names no
 * allocation). Ids start at 1, so a live pointer is never 0 and its address {@code id << 40} is
 * aligned to 2^40, which keeps {@code ptrtoint}/{@code inttoptr} alignment arithmetic (as the
 * memref lowering emits it) working on these values.
 *
 * <p>Pointer arithmetic ({@code getelementptr}) with {@link #offsetBy} stays inside the offset
 * field of a non-null pointer: going below 0 or past the end wraps within the 40 bits and never
 * reaches another allocation, and only an access through such a pointer traps. Arithmetic on
 * null-based pointers is plain 64-bit integer arithmetic, so the {@code sizeof} idiom {@code
 * ptrtoint(getelementptr null[n])} gives {@code n * size}.
 */
public final class Pointers {
  public static final int OFFSET_BITS = 40;
  public static final long OFFSET_MASK = (1L << OFFSET_BITS) - 1;
  /** The largest allocation id. */
  public static final int MAX_ID = (1 << (64 - OFFSET_BITS)) - 1;
  public static final long NULL = 0L;

  private Pointers() {}

  public static long encode(int id, long offset) {
    if (id < 0 || id > MAX_ID) throw new IllegalArgumentException("allocation id out of range: " + id);
    return ((long) id << OFFSET_BITS) | (offset & OFFSET_MASK);
  }

  public static int id(long ptr) {
    return (int) (ptr >>> OFFSET_BITS);
  }

  /** The offset field, 0 .. 2^40-1. */
  public static long offset(long ptr) {
    return ptr & OFFSET_MASK;
  }

  /**
   * The offset read as a signed 40-bit number, for messages: a pointer moved 4 bytes before
   * its allocation reports offset -4.
   */
  public static long signedOffset(long ptr) {
    return (ptr << (64 - OFFSET_BITS)) >> (64 - OFFSET_BITS);
  }

  /** {@code ptr + delta} bytes, as {@code getelementptr} computes it (see the class comment). */
  public static long offsetBy(long ptr, long delta) {
    if (id(ptr) == 0) return ptr + delta;
    return (ptr & ~OFFSET_MASK) | ((ptr + delta) & OFFSET_MASK);
  }

  /** {@code 0x...} in lower-case hex, as C's {@code %p} prints it; null prints as {@code 0x0}. */
  public static String hex(long ptr) {
    return "0x" + Long.toHexString(ptr);
  }
}
