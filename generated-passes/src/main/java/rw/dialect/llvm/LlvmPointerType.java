package rw.dialect.llvm;

import rw.ir.attr.TypeAttrPrinter;
import rw.ir.type.DialectPrinter;

/**
 * {@code !llvm.ptr} (address space 0) or {@code !llvm.ptr<N>}: an opaque pointer. The address
 * space is an unsigned 32-bit number held in an {@code int}.
 */
public record LlvmPointerType(int addressSpace) implements LlvmType {
  /** {@code !llvm.ptr}. */
  public static final LlvmPointerType PTR = new LlvmPointerType(0);

  public static LlvmPointerType of(int addressSpace) {
    return addressSpace == 0 ? PTR : new LlvmPointerType(addressSpace);
  }

  @Override
  public void print(DialectPrinter printer) {
    printer.append("ptr");
    if (addressSpace == 0) return;
    printer.append("<").append(Integer.toUnsignedString(addressSpace)).append(">");
  }

  @Override
  public String toString() {
    return TypeAttrPrinter.print(this);
  }
}
