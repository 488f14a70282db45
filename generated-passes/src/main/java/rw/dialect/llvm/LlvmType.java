package rw.dialect.llvm;

import rw.ir.type.DialectPrinter;
import rw.ir.type.DialectType;
import rw.ir.type.Type;

/**
 * The types of the LLVM dialect ({@code !llvm.ptr}, {@code !llvm.struct<…>}, …). Inside another
 * LLVM type they are printed without the {@code !llvm.} prefix ({@code !llvm.array<2 x ptr>}).
 */
public sealed interface LlvmType extends DialectType
    permits LlvmPointerType, LlvmStructType, LlvmArrayType, LlvmFunctionType, LlvmVoidType,
        LlvmSpecialType, LlvmTargetExtType {
  String DIALECT = "llvm";

  @Override
  default String dialect() {
    return DIALECT;
  }

  /** Prints {@code type} nested in an LLVM type: LLVM types in short form, others in full. */
  static void printNested(Type type, DialectPrinter printer) {
    if (type instanceof LlvmType llvm) {
      llvm.print(printer);
      return;
    }
    printer.printType(type);
  }
}
