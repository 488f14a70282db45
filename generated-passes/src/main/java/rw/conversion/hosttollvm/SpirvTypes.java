package rw.conversion.hosttollvm;

import rw.dialect.llvm.LlvmArrayType;
import rw.dialect.llvm.LlvmPointerType;
import rw.dialect.llvm.LlvmStructType;
import rw.dialect.spirv.SpirvArrayType;
import rw.dialect.spirv.SpirvPointerType;
import rw.dialect.spirv.SpirvRuntimeArrayType;
import rw.dialect.spirv.SpirvStructType;
import rw.ir.attr.Attribute;
import rw.ir.attr.TypeAttr;
import rw.ir.type.Type;

/** The externs of llvm-types.rw and the launch lowering: SPIR-V types of kernel globals. */
public final class SpirvTypes {
  private SpirvTypes() {}

  /** The pointee of the {@code !spirv.ptr} held by a type attribute. */
  public static Type spirvPointee(Attribute pointer) {
    return ((SpirvPointerType) ((TypeAttr) pointer).type()).pointeeType();
  }

  public static boolean isSpirvType(Type t) {
    return t instanceof SpirvPointerType || t instanceof SpirvArrayType || t instanceof SpirvRuntimeArrayType
        || t instanceof SpirvStructType;
  }

  /** SPIR-V types of kernel globals as LLVM types: pointers become opaque, strides and offsets go. */
  public static Type spirvToLlvm(Type t) {
    if (t instanceof SpirvPointerType) return LlvmPointerType.PTR;
    if (t instanceof SpirvArrayType a) return new LlvmArrayType(spirvToLlvm(a.elementType()), a.numElements());
    if (t instanceof SpirvRuntimeArrayType a) return new LlvmArrayType(spirvToLlvm(a.elementType()), 0);
    if (t instanceof SpirvStructType s) return LlvmStructType.literal(s.memberTypes().stream().map(SpirvTypes::spirvToLlvm).toList());
    return t;
  }

  /** The {@code spirv.module} named {@code name} directly in {@code module}, or {@code null}. */
  public static rw.ir.Operation spirvModuleNamed(rw.ir.Operation module, String name) {
    return rw.conversion.support.RuleOps.lookup(module, "spirv.module", name);
  }

  /** {@code #llvm.linkage<linkonce>}. */
  public static Attribute linkonceLinkage() {
    return new rw.dialect.llvm.LinkageAttr(rw.dialect.llvm.Linkage.LINKONCE);
  }
}
