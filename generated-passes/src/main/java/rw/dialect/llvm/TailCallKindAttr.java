package rw.dialect.llvm;

import rw.ir.attr.TypeAttrPrinter;
import rw.ir.type.DialectPrinter;

/** {@code #llvm.tailcallkind<…>}: the tail call kind of a call, e.g. {@code #llvm.tailcallkind<none>}. */
public record TailCallKindAttr(TailCallKind kind) implements LlvmAttr {
  public TailCallKindAttr {
    if (kind == null) throw new IllegalArgumentException("null kind");
  }

  @Override
  public void print(DialectPrinter printer) {
    printer.append("tailcallkind<").append(kind.spelling()).append(">");
  }

  @Override
  public String toString() {
    return TypeAttrPrinter.print(this);
  }
}
