package rw.dialect.llvm;

import rw.ir.attr.DialectAttr;

/** The attributes of the LLVM dialect that rw knows ({@code #llvm.linkage<…>}, …). */
public sealed interface LlvmAttr extends DialectAttr
    permits LinkageAttr, CConvAttr, TailCallKindAttr, FramePointerKindAttr, FastmathFlagsAttr,
        IntegerOverflowFlagsAttr {
  @Override
  default String dialect() {
    return LlvmType.DIALECT;
  }
}
