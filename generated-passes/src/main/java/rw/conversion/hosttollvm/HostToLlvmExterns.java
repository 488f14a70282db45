package rw.conversion.hosttollvm;

import java.util.List;
import rw.dialect.llvm.LlvmFunctionType;
import rw.dialect.llvm.LlvmPointerType;
import rw.ir.Operation;
import rw.ir.Region;
import rw.ir.Value;
import rw.ir.attr.Attribute;
import rw.ir.attr.DenseArrayAttr;
import rw.ir.build.OpBuilder;
import rw.ir.loc.Location;
import rw.ir.rewrite.convert.ConversionPatternRewriter;
import rw.ir.type.IntegerType;
import rw.ir.type.MemRefType;
import rw.ir.type.Type;

/** The externs of host-to-llvm.rw and lower-host-to-llvm.rw: entry points into the descriptor and signature helpers. */
public final class HostToLlvmExterns {
  private HostToLlvmExterns() {}

  /** {@code array<i32>}: the {@code op_bundle_sizes} of a call without operand bundles. */
  public static Attribute noBundles() {
    return new DenseArrayAttr(IntegerType.I32, List.of());
  }

  /** {@code array<i32: -2147483648>}: the {@code rawConstantIndices} of a GEP with one dynamic index. */
  public static Attribute gepDynamicIndex() {
    return new DenseArrayAttr(IntegerType.I32, List.of(Integer.MIN_VALUE));
  }

  /** {@code !llvm.func<ptr (i64)>} and {@code !llvm.func<void (ptr)>}: malloc and free. */
  public static Type mallocType() {
    return new LlvmFunctionType(LlvmPointerType.PTR, List.of(IntegerType.I64), false);
  }

  public static Type freeType() {
    return new LlvmFunctionType(new rw.dialect.llvm.LlvmVoidType(), List.of(LlvmPointerType.PTR), false);
  }

  public static Attribute privateLinkage() {
    return new rw.dialect.llvm.LinkageAttr(rw.dialect.llvm.Linkage.PRIVATE);
  }

  /** The closest {@code builtin.module} around {@code op}. */
  public static Operation enclosingModule(Operation op) {
    Operation module = op.parentOfName("builtin.module");
    if (module == null) throw new IllegalStateException("no builtin.module around " + op.name());
    return module;
  }

  /** The address of element {@code indices} of a memref (MLIR's getStridedElementPtr). */
  public static Value elementPointer(OpBuilder b, Location loc, Type memref, Value descriptor, List<Value> indices) {
    return ElementPointers.of(b, loc, (MemRefType) memref, descriptor, indices);
  }

  public static Type structOf(List<Type> members) {
    return rw.dialect.llvm.LlvmStructType.literal(members);
  }

  /** Copies the discardable attributes of {@code from} onto {@code to}, as FuncToLLVM does for functions and their wrappers. */
  public static void copyAttributes(OpBuilder b, Location loc, Operation from, Operation to) {
    for (rw.ir.attr.NamedAttribute a : from.attributes().entries()) to.setAttr(a.name(), a.value());
  }

  /** The types of a memref descriptor's flat fields (1:N argument expansion). */
  public static List<Type> descriptorFields(Type descriptor) {
    return MemRefDescriptors.fieldTypes(descriptor);
  }

  public static boolean isDeclaration(Operation f) {
    return f.region(0).isEmpty();
  }

  /** Converts the entry block's arguments to the LLVM calling convention (memrefs expanded). */
  public static void convertEntryArguments(OpBuilder b, Location loc, Region body) {
    try (rw.ir.build.InsertionGuard g = b.saveInsertionPoint()) {
      EntryArguments.convert((ConversionPatternRewriter) b, loc, body);
    }
  }
}
