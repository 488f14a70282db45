package rw.dialect.llvm;

import rw.ir.attr.TypeAttrPrinter;
import rw.ir.type.DialectPrinter;
import rw.ir.type.DialectType;
import rw.ir.type.Type;

/** {@code !llvm.array<N x T>}; {@code numElements} is unsigned 64-bit. */
public record LlvmArrayType(Type elementType, long numElements) implements LlvmType {
  // equals and hashCode are written out: rw runs on C1, which compiles the records' generated
  // ones (method-handle chains) about 6x slower, and types are compared on every type lookup.
  @Override
  public boolean equals(Object o) {
    return o == this || o instanceof LlvmArrayType a && a.numElements == numElements && a.elementType.equals(elementType);
  }

  @Override
  public int hashCode() {
    return elementType.hashCode() * 31 + Long.hashCode(numElements);
  }

  public LlvmArrayType {
    if (elementType == null) throw new IllegalArgumentException("null element type");
  }

  /** Whether {@code type} may be an element of an array (as for structs). */
  public static boolean isValidElementType(Type type) {
    return LlvmStructType.isValidElementType(type);
  }

  @Override
  public boolean comparesByValue() {
    return DialectType.comparesByValue(elementType);
  }

  @Override
  public void print(DialectPrinter printer) {
    printer.append("array<").append(Long.toUnsignedString(numElements)).append(" x ");
    LlvmType.printNested(elementType, printer);
    printer.append(">");
  }

  @Override
  public String toString() {
    return TypeAttrPrinter.print(this);
  }
}
