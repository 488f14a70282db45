package rw.conversion.spirvabi;

import java.util.List;
import java.util.Map;
import rw.dialect.spirv.SpirvArrayType;
import rw.dialect.spirv.SpirvEnumAttr;
import rw.dialect.spirv.SpirvMatrixType;
import rw.dialect.spirv.SpirvPointerType;
import rw.dialect.spirv.SpirvRuntimeArrayType;
import rw.dialect.spirv.SpirvStructType;
import rw.dialect.spirv.StorageClass;
import rw.ir.Operation;
import rw.ir.attr.Attribute;
import rw.ir.type.FloatType;
import rw.ir.type.IntegerType;
import rw.ir.type.Type;
import rw.ir.type.VectorType;

/**
 * What SPIR-V ops and types require (MLIR's availability interfaces and SPIRVType::getCapabilities /
 * getExtensions): each requirement is a list of alternatives, all requirements must hold. Only the
 * enum cases and types the GPU-to-SPIR-V conversion produces are tabled.
 */
final class SpirvRequirements {
  private SpirvRequirements() {}

  /** Capabilities of enum attribute cases, by "{mnemonic}<{case}>". */
  private static final Map<String, List<String>> ENUM_CAPS = Map.ofEntries(
      Map.entry("addressing_model<Physical32>", List.of("Addresses")),
      Map.entry("addressing_model<Physical64>", List.of("Addresses")),
      Map.entry("addressing_model<PhysicalStorageBuffer64>", List.of("PhysicalStorageBufferAddresses")),
      Map.entry("memory_model<Simple>", List.of("Shader")), Map.entry("memory_model<GLSL450>", List.of("Shader")),
      Map.entry("memory_model<OpenCL>", List.of("Kernel")), Map.entry("memory_model<Vulkan>", List.of("VulkanMemoryModel")),
      Map.entry("execution_model<GLCompute>", List.of("Shader")), Map.entry("execution_model<Vertex>", List.of("Shader")),
      Map.entry("execution_model<Fragment>", List.of("Shader")), Map.entry("execution_model<Kernel>", List.of("Kernel")),
      Map.entry("execution_mode<SubgroupSize>", List.of("SubgroupDispatch")),
      Map.entry("execution_mode<SignedZeroInfNanPreserve>", List.of("SignedZeroInfNanPreserve")));

  /** Capabilities ops need by themselves. */
  private static final Map<String, List<String>> OP_CAPS = Map.of("spirv.Ordered", List.of("Kernel"), "spirv.Unordered", List.of("Kernel"));

  /** The ops whose enum attributes carry requirements, and those attributes in the op's attribute order. */
  private static final Map<String, List<String>> ENUM_ATTRS = Map.of("spirv.module", List.of("addressing_model", "memory_model"),
      "spirv.EntryPoint", List.of("execution_model"), "spirv.ExecutionMode", List.of("execution_mode"));

  /** The op's own capability requirements: its own, then its enum attributes' in the op's attribute order. */
  static void opCapabilities(Operation op, List<List<String>> out) {
    List<String> own = OP_CAPS.get(op.name());
    if (own != null) out.add(own);
    List<String> attrs = ENUM_ATTRS.get(op.name());
    for (int i = 0, n = attrs == null ? 0 : attrs.size(); i < n; i++) {
      Attribute a = op.inherentAttr(attrs.get(i));
      if (!(a instanceof SpirvEnumAttr e)) continue;
      List<String> caps = ENUM_CAPS.get(e.kind().mnemonic() + "<" + e.value() + ">");
      if (caps != null) out.add(caps);
    }
  }

  /** SPIRVType::getCapabilities of {@code t} used in {@code storage} (null: no storage class). */
  static void typeCapabilities(Type t, StorageClass storage, List<List<String>> out) {
    if (t instanceof IntegerType || t instanceof FloatType) scalarCapabilities(t, storage, out);
    else if (t instanceof VectorType v) {
      if (v.shape().get(0) == 8 || v.shape().get(0) == 16) out.add(List.of("Vector16"));
      scalarCapabilities(v.elementType(), storage, out);
    } else if (t instanceof SpirvArrayType a) typeCapabilities(a.elementType(), storage, out);
    else if (t instanceof SpirvRuntimeArrayType a) {
      out.add(List.of("Shader"));
      typeCapabilities(a.elementType(), storage, out);
    } else if (t instanceof SpirvStructType s) s.memberTypes().forEach(m -> typeCapabilities(m, storage, out));
    else if (t instanceof SpirvMatrixType m) {
      out.add(List.of("Matrix"));
      typeCapabilities(m.columnType(), storage, out);
    } else if (t instanceof SpirvPointerType p) {
      typeCapabilities(p.pointeeType(), p.storageClass(), out);
      List<String> caps = storageClassCapabilities(p.storageClass());
      if (caps != null) out.add(caps);
    }
  }

  private static List<String> storageClassCapabilities(StorageClass c) {
    return switch (c) {
      case UNIFORM, OUTPUT, PRIVATE, PUSH_CONSTANT, STORAGE_BUFFER -> List.of("Shader");
      case ATOMIC_COUNTER -> List.of("AtomicStorage");
      case GENERIC -> List.of("GenericPointer");
      case PHYSICAL_STORAGE_BUFFER -> List.of("PhysicalStorageBufferAddresses");
      default -> null;
    };
  }

  private static void scalarCapabilities(Type t, StorageClass storage, List<List<String>> out) {
    int width = t instanceof IntegerType i ? i.width() : ((FloatType) t).kind().width();
    String special = storage == null ? null : switch (storage) {
      case PUSH_CONSTANT -> width == 8 ? "StoragePushConstant8" : width == 16 ? "StoragePushConstant16" : null;
      case STORAGE_BUFFER -> width == 8 ? "StorageBuffer8BitAccess" : width == 16 ? "StorageBuffer16BitAccess" : null;
      case UNIFORM -> width == 8 ? "UniformAndStorageBuffer8BitAccess" : width == 16 ? "StorageUniform16" : null;
      case INPUT, OUTPUT -> width == 16 ? "StorageInputOutput16" : null;
      default -> null;
    };
    if (special != null) {
      out.add(List.of(special));
      return;
    }
    String prefix = t instanceof IntegerType ? "Int" : "Float";
    if (width == 8 || width == 16 || width == 64) out.add(List.of(prefix + width));
  }

  /** SPIRVType::getExtensions of {@code t} used in {@code storage} (null: no storage class). */
  static void typeExtensions(Type t, StorageClass storage, List<List<String>> out) {
    if (t instanceof IntegerType || t instanceof FloatType) scalarExtensions(t, storage, out);
    else if (t instanceof VectorType v) scalarExtensions(v.elementType(), storage, out);
    else if (t instanceof SpirvArrayType a) typeExtensions(a.elementType(), storage, out);
    else if (t instanceof SpirvRuntimeArrayType a) typeExtensions(a.elementType(), storage, out);
    else if (t instanceof SpirvStructType s) s.memberTypes().forEach(m -> typeExtensions(m, storage, out));
    else if (t instanceof SpirvMatrixType m) typeExtensions(m.columnType(), storage, out);
    else if (t instanceof SpirvPointerType p) {
      typeExtensions(p.pointeeType(), p.storageClass(), out);
      if (p.storageClass() == StorageClass.STORAGE_BUFFER) out.add(List.of("SPV_KHR_storage_buffer_storage_class", "SPV_KHR_variable_pointers"));
      if (p.storageClass() == StorageClass.PHYSICAL_STORAGE_BUFFER) out.add(List.of("SPV_EXT_physical_storage_buffer", "SPV_KHR_physical_storage_buffer"));
    }
  }

  private static void scalarExtensions(Type t, StorageClass storage, List<List<String>> out) {
    if (storage == null) return;
    int width = t instanceof IntegerType i ? i.width() : ((FloatType) t).kind().width();
    boolean buffer = storage == StorageClass.PUSH_CONSTANT || storage == StorageClass.STORAGE_BUFFER || storage == StorageClass.UNIFORM;
    if (buffer && width == 8) out.add(List.of("SPV_KHR_8bit_storage"));
    if ((buffer || storage == StorageClass.INPUT || storage == StorageClass.OUTPUT) && width == 16) out.add(List.of("SPV_KHR_16bit_storage"));
  }
}
