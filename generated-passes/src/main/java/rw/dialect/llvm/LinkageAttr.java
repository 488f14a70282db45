package rw.dialect.llvm;

import rw.ir.attr.TypeAttrPrinter;
import rw.ir.type.DialectPrinter;

/** {@code #llvm.linkage<…>}: the linkage of a global or function, e.g. {@code #llvm.linkage<internal>}. */
public record LinkageAttr(Linkage linkage) implements LlvmAttr {
  public LinkageAttr {
    if (linkage == null) throw new IllegalArgumentException("null linkage");
  }

  @Override
  public void print(DialectPrinter printer) {
    printer.append("linkage<").append(linkage.spelling()).append(">");
  }

  @Override
  public String toString() {
    return TypeAttrPrinter.print(this);
  }
}
