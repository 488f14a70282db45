package rw.conversion.hosttollvm;

import java.util.List;
import rw.conversion.support.RuleOps;
import rw.conversion.support.RuleValues;
import rw.dialect.llvm.Linkage;
import rw.dialect.llvm.LinkageAttr;
import rw.dialect.llvm.LlvmArrayType;
import rw.dialect.llvm.LlvmFunctionType;
import rw.dialect.llvm.LlvmPointerType;
import rw.dialect.llvm.LlvmStructType;
import rw.dialect.spirv.SpirvArrayType;
import rw.dialect.spirv.SpirvPointerType;
import rw.dialect.spirv.SpirvRuntimeArrayType;
import rw.dialect.spirv.SpirvStructType;
import rw.ir.Operation;
import rw.ir.Region;
import rw.ir.Value;
import rw.ir.attr.Attribute;
import rw.ir.attr.DenseArrayAttr;
import rw.ir.attr.NamedAttribute;
import rw.ir.attr.TypeAttr;
import rw.ir.build.OpBuilder;
import rw.ir.loc.Location;
import rw.ir.type.IndexType;
import rw.ir.type.IntegerType;
import rw.ir.type.MemRefType;
import rw.ir.type.Type;

/** The externs of lower-host-to-llvm.rw, host-to-llvm.rw and llvm-types.rw. */
public final class HostToLlvmExterns {
  private HostToLlvmExterns() {}

  /** The byte size of a statically shaped memref, emitted as MLIR's getMemRefDescriptorSizes and getCumulativeSizeInBytes do. */
  public static Value memrefSizeInBytes(OpBuilder b, Location loc, Type memref) {
    MemRefType m = (MemRefType) memref;
    long elements = 1;
    for (long d : m.shape()) elements *= d;
    Value count = constant(b, loc, elements);
    constant(b, loc, 1);
    Value nil = RuleOps.build(b, "llvm.mlir.zero", loc, List.of(), List.of(), List.of(), List.of(LlvmPointerType.PTR)).result(0);
    Value end = RuleOps.build(b, "llvm.getelementptr", loc, List.of(nil, count),
        List.of(new NamedAttribute("rawConstantIndices", new rw.ir.attr.DenseArrayAttr(IntegerType.I32, List.of(Integer.MIN_VALUE))),
            new NamedAttribute("elem_type", new rw.ir.attr.TypeAttr(m.elementType()))),
        List.of(), List.of(LlvmPointerType.PTR)).result(0);
    return RuleOps.build(b, "llvm.ptrtoint", loc, List.of(end), List.of(), List.of(), List.of(IntegerType.I64)).result(0);
  }

  /** {@code array<i32>}: the {@code op_bundle_sizes} of a call without operand bundles. */
  public static Attribute noBundles() {
    return new DenseArrayAttr(IntegerType.I32, List.of());
  }

  /** {@code array<i32: -2147483648>}: the {@code rawConstantIndices} of a GEP with one dynamic index. */
  public static Attribute gepDynamicIndex() {
    return new DenseArrayAttr(IntegerType.I32, List.of(Integer.MIN_VALUE));
  }

  /** {@code !llvm.func<ptr (i64)>}, the type of {@code malloc}. */
  public static Type mallocType() {
    return new LlvmFunctionType(LlvmPointerType.PTR, List.of(IntegerType.I64), false);
  }

  /** {@code #llvm.linkage<linkonce>}. */
  public static Attribute linkonceLinkage() {
    return new LinkageAttr(Linkage.LINKONCE);
  }

  /** The closest {@code builtin.module} around {@code op}. */
  public static Operation enclosingModule(Operation op) {
    Operation module = op.parentOfName("builtin.module");
    if (module == null) throw new IllegalStateException("no builtin.module around " + op.name());
    return module;
  }

  /** Converts the entry block's argument types; only functions without arguments are handled yet. */
  public static void convertEntryArguments(OpBuilder b, Location loc, Region body) {
    if (body.isEmpty() || body.entryBlock().numArguments() == 0) return;
    throw new IllegalStateException("lower-host-to-llvm: functions with arguments are not supported yet");
  }

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
    if (t instanceof SpirvStructType s) return LlvmStructType.literal(s.memberTypes().stream().map(HostToLlvmExterns::spirvToLlvm).toList());
    return t;
  }

  private static Value constant(OpBuilder b, Location loc, long v) {
    return RuleOps.build(b, "llvm.mlir.constant", loc, List.of(), List.of(new NamedAttribute("value", RuleValues.typed(v, new IndexType()))),
        List.of(), List.of(IntegerType.I64)).result(0);
  }
}
