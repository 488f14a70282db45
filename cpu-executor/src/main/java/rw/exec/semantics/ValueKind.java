package rw.exec.semantics;

/**
 * The scalar kinds the executor distinguishes, with their Java representation (see {@link
 * ValueRepr}) and their size in memory. Aggregates (structs, arrays) are not scalar kinds.
 */
public enum ValueKind {
  I1(1, 1, Integer.class),
  I8(8, 1, Integer.class),
  I16(16, 2, Integer.class),
  I32(32, 4, Integer.class),
  I64(64, 8, Long.class),
  F16(16, 2, Float.class),
  BF16(16, 2, Float.class),
  F32(32, 4, Float.class),
  F64(64, 8, Double.class),
  PTR(64, 8, Long.class),
  /** The result kind of a function that returns nothing; never a value. */
  VOID(0, 0, Void.class);

  private final int bitWidth;
  private final int byteSize;
  private final Class<?> boxedClass;

  ValueKind(int bitWidth, int byteSize, Class<?> boxedClass) {
    this.bitWidth = bitWidth;
    this.byteSize = byteSize;
    this.boxedClass = boxedClass;
  }

  /** Width in bits of the LLVM type (1 for i1, 64 for ptr). */
  public int bitWidth() {
    return bitWidth;
  }

  /** Bytes a load or store of this kind touches (i1 occupies one byte). */
  public int byteSize() {
    return byteSize;
  }

  /** The boxed Java class of a value of this kind ({@code Integer}, {@code Long}, ...). */
  public Class<?> boxedClass() {
    return boxedClass;
  }

  public boolean isInteger() {
    return this == I1 || this == I8 || this == I16 || this == I32 || this == I64;
  }

  public boolean isFloat() {
    return this == F16 || this == BF16 || this == F32 || this == F64;
  }

  /** The LLVM spelling: {@code i32}, {@code f16}, {@code bf16}, {@code ptr}, {@code void}. */
  public String llvmName() {
    return name().toLowerCase(java.util.Locale.ROOT);
  }

  /** The integer kind of {@code width} bits (1, 8, 16, 32 or 64). */
  public static ValueKind integer(int width) {
    return switch (width) {
      case 1 -> I1;
      case 8 -> I8;
      case 16 -> I16;
      case 32 -> I32;
      case 64 -> I64;
      default -> throw new IllegalArgumentException("no value kind for i" + width);
    };
  }
}
