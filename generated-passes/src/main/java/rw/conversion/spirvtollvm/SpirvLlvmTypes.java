package rw.conversion.spirvtollvm;

import java.util.ArrayList;
import java.util.List;
import rw.dialect.llvm.LlvmArrayType;
import rw.dialect.llvm.LlvmPointerType;
import rw.dialect.llvm.LlvmStructType;
import rw.dialect.spirv.SpirvArrayType;
import rw.dialect.spirv.SpirvPointerType;
import rw.dialect.spirv.SpirvRuntimeArrayType;
import rw.dialect.spirv.SpirvStructType;
import rw.ir.type.FloatType;
import rw.ir.type.IntegerType;
import rw.ir.type.Type;

/**
 * The SPIR-V types of convert-spirv-to-llvm as LLVM types (MLIR's SPIR-V additions to the LLVM
 * type converter): pointers become opaque (address space 0 outside OpenCL), arrays keep only a
 * natural stride, runtime arrays become 0-sized arrays, structs with offsets stay unpacked and
 * without them become packed; structs with member decorations do not convert ({@code null}).
 */
public final class SpirvLlvmTypes {
  private SpirvLlvmTypes() {}

  public static boolean isSpirvComposite(Type t) {
    return t instanceof SpirvPointerType || t instanceof SpirvArrayType || t instanceof SpirvRuntimeArrayType
        || t instanceof SpirvStructType;
  }

  /** {@code t} as an LLVM type, or {@code null} when MLIR's converter rejects it. */
  public static Type llvmType(Type t) {
    if (t instanceof SpirvPointerType) return LlvmPointerType.PTR;
    if (t instanceof SpirvArrayType a) {
      Long size = sizeInBytes(a.elementType());
      if (a.stride() != 0 && (size == null || size != a.stride())) return null;
      Type element = convertMember(a.elementType());
      return element == null ? null : new LlvmArrayType(element, a.numElements());
    }
    if (t instanceof SpirvRuntimeArrayType r) {
      Type element = r.stride() != 0 ? null : convertMember(r.elementType());
      return element == null ? null : new LlvmArrayType(element, 0);
    }
    if (t instanceof SpirvStructType s && s.decorations().isEmpty() && !s.isIdentified()) {
      List<Type> body = new ArrayList<>();
      for (Type m : s.memberTypes()) body.add(convertMember(m));
      if (body.contains(null)) return null;
      return s.hasOffsets() ? LlvmStructType.literal(body) : LlvmStructType.packed(body);
    }
    return null;
  }

  private static Type convertMember(Type t) {
    return isSpirvComposite(t) ? llvmType(t) : t;
  }

  /** The byte size of a scalar or a strided array, as SPIR-V's getSizeInBytes; {@code null} when unknown. */
  static Long sizeInBytes(Type t) {
    if (t instanceof IntegerType i) return i.width() < 8 ? null : (long) i.width() / 8;
    if (t instanceof FloatType f) return (long) bitWidth(f) / 8;
    if (t instanceof SpirvArrayType a && a.stride() != 0) return a.stride() * a.numElements();
    return null;
  }

  /** The bit width of an integer or float type. */
  public static long bitWidth(Type t) {
    if (t instanceof IntegerType i) return i.width();
    if (t instanceof FloatType f) return f.kind().width();
    throw new IllegalStateException("no bit width for " + t);
  }
}
