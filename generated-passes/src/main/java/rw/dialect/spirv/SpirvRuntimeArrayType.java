package rw.dialect.spirv;

import rw.ir.attr.TypeAttrPrinter;
import rw.ir.type.DialectPrinter;
import rw.ir.type.Type;

/** {@code !spirv.rtarray<T>} or {@code !spirv.rtarray<T, stride=S>}; a stride of 0 means none. */
public record SpirvRuntimeArrayType(Type elementType, long stride) implements SpirvType {
  public SpirvRuntimeArrayType {
    if (elementType == null) throw new IllegalArgumentException("null element type");
    if (stride < 0 || stride > 0xFFFF_FFFFL) throw new IllegalArgumentException("stride " + stride);
  }

  @Override
  public void print(DialectPrinter printer) {
    printer.append("rtarray<").printType(elementType);
    if (stride != 0) printer.append(", stride=").append(stride);
    printer.append(">");
  }

  @Override
  public String toString() {
    return TypeAttrPrinter.print(this);
  }
}
