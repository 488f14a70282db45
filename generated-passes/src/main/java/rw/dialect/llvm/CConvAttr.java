package rw.dialect.llvm;

import rw.ir.attr.TypeAttrPrinter;
import rw.ir.type.DialectPrinter;

/** {@code #llvm.cconv<…>}: the calling convention of a function or call, e.g. {@code #llvm.cconv<ccc>}. */
public record CConvAttr(CConv callingConv) implements LlvmAttr {
  public CConvAttr {
    if (callingConv == null) throw new IllegalArgumentException("null callingConv");
  }

  @Override
  public void print(DialectPrinter printer) {
    printer.append("cconv<").append(callingConv.spelling()).append(">");
  }

  @Override
  public String toString() {
    return TypeAttrPrinter.print(this);
  }
}
