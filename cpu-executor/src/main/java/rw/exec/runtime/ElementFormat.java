package rw.exec.runtime;

import rw.exec.memory.Memory;
import rw.exec.memory.Pointers;

/**
 * How MLIR's memref printer writes one element of each element type, which is C++ {@code
 * operator<<} of the C type: i8 is a {@code int8_t}, printed as the raw character byte; index is
 * {@code uint64_t} (unsigned); f16 and bf16 print as their float value; complex numbers as
 * {@code (re,im)}; floats as {@link CppFloatFormat}.
 */
public enum ElementFormat {
  I8("I8", 1),
  I16("I16", 2),
  I32("I32", 4),
  I64("I64", 8),
  IND("Ind", 8),
  F16("F16", 2),
  BF16("BF16", 2),
  F32("F32", 4),
  F64("F64", 8),
  C32("C32", 8),
  C64("C64", 16);

  private final String suffix;
  private final int byteSize;

  ElementFormat(String suffix, int byteSize) {
    this.suffix = suffix;
    this.byteSize = byteSize;
  }

  /** The suffix of the runtime functions: {@code printMemrefI32}, {@code printMemrefInd}. */
  public String suffix() {
    return suffix;
  }

  public int byteSize() {
    return byteSize;
  }

  /** Appends the element at {@code address}; each char of the text is one output byte. */
  public void append(StringBuilder sb, Memory memory, long address) {
    switch (this) {
      case I8 -> sb.append((char) (memory.loadI8(address) & 0xFF));
      case I16 -> sb.append(memory.loadI16(address));
      case I32 -> sb.append(memory.loadI32(address));
      case I64 -> sb.append(memory.loadI64(address));
      case IND -> sb.append(Long.toUnsignedString(memory.loadI64(address)));
      case F16 -> CppFloatFormat.appendTo(sb, memory.loadF16(address));
      case BF16 -> CppFloatFormat.appendTo(sb, memory.loadBF16(address));
      case F32 -> CppFloatFormat.appendTo(sb, memory.loadF32(address));
      case F64 -> CppFloatFormat.appendTo(sb, memory.loadF64(address));
      case C32 -> appendComplex(sb, memory.loadF32(address), memory.loadF32(Pointers.offsetBy(address, 4)));
      case C64 -> appendComplex(sb, memory.loadF64(address), memory.loadF64(Pointers.offsetBy(address, 8)));
    }
  }

  private static void appendComplex(StringBuilder sb, double re, double im) {
    sb.append('(');
    CppFloatFormat.appendTo(sb, re);
    sb.append(',');
    CppFloatFormat.appendTo(sb, im);
    sb.append(')');
  }
}
