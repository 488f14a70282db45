package rw.exec.semantics;

/**
 * How executed values are held in Java: one representation shared by the interpreter, the
 * later bytecode compiler, the memory model and the runtime library.
 *
 * <ul>
 *   <li>{@code i1} to {@code i32} (any width 1..32): an {@code int} holding the value
 *       <em>sign-extended from its width</em>. So i8 {@code 0xFF} is {@code -1}, i1 true is
 *       {@code -1} and false {@code 0}, i16 {@code 0x8000} is {@code -32768}. Signed operations use
 *       the int directly; unsigned ones mask with {@link #mask(int)} first. Every operation
 *       returns a value sign-extended again ({@link #wrap(int, int)}).
 *   <li>{@code i64} and {@code index} (after lowering, index is i64): a {@code long}.
 *   <li>{@code f32}: a {@code float}; {@code f64}: a {@code double}.
 *   <li>{@code f16} and {@code bf16}: a {@code float} whose value is exactly representable in the
 *       16-bit format (every operation rounds its float result with {@link NarrowFloat}).
 *   <li>{@code ptr}: a {@code long} address as encoded by {@code rw.exec.memory.Pointers}; 0 is
 *       null.
 *   <li>structs and arrays: an immutable {@code Object[]} of their elements (not handled here).
 * </ul>
 *
 * Boxed (in {@code Object[]} argument arrays and frames): Integer, Long, Float, Double as above.
 * Widths 33..63 are not supported by the executor.
 */
public final class ValueRepr {
  private ValueRepr() {}

  /** The i1 value for a Java boolean: -1 (all ones, sign-extended) or 0. */
  public static int i1(boolean b) {
    return b ? -1 : 0;
  }

  /** Whether an i1 (or any integer used as a condition) is true, i.e. non-zero. */
  public static boolean isTrue(int i1) {
    return i1 != 0;
  }

  /** {@code x} truncated to {@code width} bits (1..32) and sign-extended back to an int. */
  public static int wrap(int width, int x) {
    int s = 32 - width;
    return (x << s) >> s;
  }

  /** The low {@code width} bits set (width 1..32); 32 gives -1. */
  public static int mask(int width) {
    return width >= 32 ? -1 : (1 << width) - 1;
  }

  /** The unsigned value of an i{@code width} (1..32) as a non-negative long. */
  public static long unsigned(int width, int x) {
    return x & (mask(width) & 0xFFFFFFFFL);
  }

  /** True if {@code x} is a valid representation of an i{@code width}, i.e. sign-extended. */
  public static boolean isCanonical(int width, int x) {
    return wrap(width, x) == x;
  }
}
