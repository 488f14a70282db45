package rw.conversion.hosttollvm;

import java.util.ArrayList;
import java.util.List;
import rw.dialect.llvm.LlvmFunctionType;
import rw.dialect.llvm.LlvmPointerType;
import rw.dialect.llvm.LlvmStructType;
import rw.dialect.llvm.LlvmVoidType;
import rw.ir.rewrite.convert.TypeConverter;
import rw.ir.type.FunctionType;
import rw.ir.type.MemRefType;
import rw.ir.type.Type;
import rw.ir.type.UnrankedMemRefType;

/**
 * Function types in MLIR's LLVM calling convention: memref arguments expand to their descriptor
 * fields, several results pack into a struct; and the `_mlir_ciface_` convention, where memrefs
 * and packed results travel by pointer.
 */
final class FunctionSignatures {
  private FunctionSignatures() {}

  static boolean isMemRef(Type t) {
    return t instanceof MemRefType || t instanceof UnrankedMemRefType;
  }

  /** The converted inputs, memref descriptors expanded to their fields; {@code null} when a type does not convert. */
  static List<Type> expandedInputs(TypeConverter tc, List<Type> inputs) {
    List<Type> out = new ArrayList<>();
    for (Type t : inputs) {
      Type c = tc.convertType(t);
      if (c == null) return null;
      out.addAll(isMemRef(t) ? MemRefDescriptors.fieldTypes(c) : List.of(c));
    }
    return out;
  }

  /** The single result type: void, the converted result, or a struct of the converted results. */
  static Type packedResult(TypeConverter tc, List<Type> results) {
    if (results.isEmpty()) return new LlvmVoidType();
    List<Type> converted = tc.convertTypes(results);
    if (converted == null) return null;
    return converted.size() == 1 ? converted.get(0) : LlvmStructType.literal(converted);
  }

  static LlvmFunctionType llvm(TypeConverter tc, FunctionType f) {
    List<Type> inputs = expandedInputs(tc, f.inputs());
    Type result = packedResult(tc, f.results());
    return inputs == null || result == null ? null : new LlvmFunctionType(result, inputs, false);
  }

  /** Whether the C interface returns the result through a pointer passed first. */
  static boolean resultByPointer(TypeConverter tc, FunctionType f) {
    return packedResult(tc, f.results()) instanceof LlvmStructType;
  }

  static LlvmFunctionType cInterface(TypeConverter tc, FunctionType f) {
    List<Type> inputs = new ArrayList<>();
    Type result = packedResult(tc, f.results());
    if (result == null) return null;
    if (result instanceof LlvmStructType) {
      inputs.add(LlvmPointerType.PTR);
      result = new LlvmVoidType();
    }
    for (Type t : f.inputs()) inputs.add(isMemRef(t) ? LlvmPointerType.PTR : tc.convertType(t));
    return inputs.contains(null) ? null : new LlvmFunctionType(result, inputs, false);
  }
}
