package rw.dialect.spirv;

import rw.ir.attr.TypeAttrPrinter;
import rw.ir.type.DialectPrinter;
import rw.ir.type.DialectType;
import rw.ir.type.Type;

/** {@code !spirv.ptr<T, StorageClass>}. */
public record SpirvPointerType(Type pointeeType, StorageClass storageClass) implements SpirvType {
  // equals and hashCode are written out: rw runs on C1, which compiles the records' generated
  // ones (method-handle chains) about 6x slower, and types are compared on every type lookup.
  @Override
  public boolean equals(Object o) {
    return o == this || o instanceof SpirvPointerType t && t.storageClass == storageClass && t.pointeeType.equals(pointeeType);
  }

  @Override
  public int hashCode() {
    return pointeeType.hashCode() * 31 + storageClass.ordinal();
  }

  public SpirvPointerType {
    if (pointeeType == null || storageClass == null) throw new IllegalArgumentException("null component");
  }

  @Override
  public boolean comparesByValue() {
    return DialectType.comparesByValue(pointeeType);
  }

  @Override
  public void print(DialectPrinter printer) {
    printer.append("ptr<").printType(pointeeType).append(", ").append(storageClass.spelling()).append(">");
  }

  @Override
  public String toString() {
    return TypeAttrPrinter.print(this);
  }
}
