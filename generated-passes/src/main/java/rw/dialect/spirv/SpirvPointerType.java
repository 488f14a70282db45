package rw.dialect.spirv;

import rw.ir.attr.TypeAttrPrinter;
import rw.ir.type.DialectPrinter;
import rw.ir.type.Type;

/** {@code !spirv.ptr<T, StorageClass>}. */
public record SpirvPointerType(Type pointeeType, StorageClass storageClass) implements SpirvType {
  public SpirvPointerType {
    if (pointeeType == null || storageClass == null) throw new IllegalArgumentException("null component");
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
