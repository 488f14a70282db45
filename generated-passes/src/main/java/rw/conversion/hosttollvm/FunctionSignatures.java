package rw.conversion.hosttollvm;

import rw.ir.type.MemRefType;
import rw.ir.type.Type;
import rw.ir.type.UnrankedMemRefType;

/** Which function arguments travel as memref descriptors (the signatures are in host-to-llvm.rw). */
final class FunctionSignatures {
  private FunctionSignatures() {}

  static boolean isMemRef(Type t) {
    return t instanceof MemRefType || t instanceof UnrankedMemRefType;
  }
}
