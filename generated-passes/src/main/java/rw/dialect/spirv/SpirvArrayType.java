package rw.dialect.spirv;

import rw.ir.attr.TypeAttrPrinter;
import rw.ir.type.DialectPrinter;
import rw.ir.type.DialectType;
import rw.ir.type.Type;

/**
 * {@code !spirv.array<N x T>} or {@code !spirv.array<N x T, stride=S>}; a stride of 0 means none.
 * Count and stride are unsigned 32-bit values.
 */
public record SpirvArrayType(Type elementType, long numElements, long stride) implements SpirvType {
  // equals and hashCode are written out: rw runs on C1, which compiles the records' generated
  // ones (method-handle chains) about 6x slower, and types are compared on every type lookup.
  @Override
  public boolean equals(Object o) {
    if (o == this) return true;
    return o instanceof SpirvArrayType t && t.numElements == numElements && t.stride == stride && t.elementType.equals(elementType);
  }

  @Override
  public int hashCode() {
    return (elementType.hashCode() * 31 + Long.hashCode(numElements)) * 31 + Long.hashCode(stride);
  }

  public SpirvArrayType {
    if (elementType == null) throw new IllegalArgumentException("null element type");
    if (numElements < 0 || numElements > 0xFFFF_FFFFL) throw new IllegalArgumentException("count " + numElements);
    if (stride < 0 || stride > 0xFFFF_FFFFL) throw new IllegalArgumentException("stride " + stride);
  }

  public SpirvArrayType(Type elementType, long numElements) {
    this(elementType, numElements, 0);
  }

  @Override
  public boolean comparesByValue() {
    return DialectType.comparesByValue(elementType);
  }

  @Override
  public void print(DialectPrinter printer) {
    printer.append("array<").append(numElements).append(" x ").printType(elementType);
    if (stride != 0) printer.append(", stride=").append(stride);
    printer.append(">");
  }

  @Override
  public String toString() {
    return TypeAttrPrinter.print(this);
  }
}
