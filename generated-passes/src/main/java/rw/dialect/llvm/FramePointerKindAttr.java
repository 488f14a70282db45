package rw.dialect.llvm;

import rw.ir.attr.TypeAttrPrinter;
import rw.ir.type.DialectPrinter;

/** {@code #llvm.framePointerKind<…>}: the frame pointer kind of a function, e.g. {@code #llvm.framePointerKind<"non-leaf">}. */
public record FramePointerKindAttr(FramePointerKind kind) implements LlvmAttr {
  public FramePointerKindAttr {
    if (kind == null) throw new IllegalArgumentException("null kind");
  }

  @Override
  public void print(DialectPrinter printer) {
    printer.append("framePointerKind<").append(kind.spelling()).append(">");
  }

  @Override
  public String toString() {
    return TypeAttrPrinter.print(this);
  }
}
