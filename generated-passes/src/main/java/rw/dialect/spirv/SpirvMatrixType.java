package rw.dialect.spirv;

import rw.ir.attr.TypeAttrPrinter;
import rw.ir.type.DialectPrinter;
import rw.ir.type.Type;

/** {@code !spirv.matrix<N x vector<MxfK>>}: N (2 to 4) columns of a float vector type. */
public record SpirvMatrixType(Type columnType, int numColumns) implements SpirvType {
  public SpirvMatrixType {
    if (columnType == null) throw new IllegalArgumentException("null column type");
  }

  @Override
  public void print(DialectPrinter printer) {
    printer.append("matrix<").append(numColumns).append(" x ").printType(columnType).append(">");
  }

  @Override
  public String toString() {
    return TypeAttrPrinter.print(this);
  }
}
