package rw.dialect.llvm;

import rw.ir.attr.TypeAttrPrinter;
import rw.ir.type.DialectPrinter;

/** {@code !llvm.void}: the result type of functions that return nothing. */
public record LlvmVoidType() implements LlvmType {
  public static final LlvmVoidType VOID = new LlvmVoidType();

  @Override
  public void print(DialectPrinter printer) {
    printer.append("void");
  }

  @Override
  public String toString() {
    return TypeAttrPrinter.print(this);
  }
}
