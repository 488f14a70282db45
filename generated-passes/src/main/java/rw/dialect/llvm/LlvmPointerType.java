package rw.dialect.llvm;

import rw.ir.attr.TypeAttrPrinter;
import rw.ir.type.DialectPrinter;

/**
 * {@code !llvm.ptr} (address space 0) or {@code !llvm.ptr<N>}: an opaque pointer. The address
 * space is an unsigned 32-bit number held in an {@code int}.
 */
public record LlvmPointerType(int addressSpace) implements LlvmType {
  // equals and hashCode are written out: rw runs on C1, which compiles the records' generated
  // ones (method-handle chains) about 6x slower, and types are compared on every type lookup.
  @Override
  public boolean equals(Object o) {
    return o == this || o instanceof LlvmPointerType p && p.addressSpace == addressSpace;
  }

  @Override
  public int hashCode() {
    return 0x97 + addressSpace;
  }

  /** {@code !llvm.ptr}. */
  public static final LlvmPointerType PTR = new LlvmPointerType(0);

  public static LlvmPointerType of(int addressSpace) {
    return addressSpace == 0 ? PTR : new LlvmPointerType(addressSpace);
  }

  @Override
  public boolean comparesByValue() {
    return true;
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
