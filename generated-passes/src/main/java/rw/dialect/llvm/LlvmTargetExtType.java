package rw.dialect.llvm;

import java.util.List;
import rw.ir.attr.TypeAttrPrinter;
import rw.ir.type.DialectPrinter;
import rw.ir.type.Type;

/**
 * {@code !llvm.target<"name", T1, T2, 1, 2>}: a target extension type with type parameters
 * (printed in full, {@code !llvm.ptr}) followed by unsigned 32-bit integer parameters.
 */
public record LlvmTargetExtType(String name, List<Type> typeParams, List<Integer> intParams)
    implements LlvmType {
  public LlvmTargetExtType {
    if (name == null) throw new IllegalArgumentException("null name");
    typeParams = List.copyOf(typeParams);
    intParams = List.copyOf(intParams);
  }

  @Override
  public void print(DialectPrinter printer) {
    printer.append("target<").printString(name);
    for (Type t : typeParams) {
      printer.append(", ").printType(t);
    }
    for (int i : intParams) {
      printer.append(", ").append(Integer.toUnsignedString(i));
    }
    printer.append(">");
  }

  @Override
  public String toString() {
    return TypeAttrPrinter.print(this);
  }
}
