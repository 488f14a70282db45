package rw.dialect.spirv;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import rw.ir.attr.ArrayAttr;
import rw.ir.attr.Attribute;
import rw.ir.attr.IntegerAttr;
import rw.ir.type.FloatType;
import rw.ir.type.IntegerType;
import rw.ir.type.Type;
import rw.ir.type.VectorType;

/**
 * Printing of SPIR-V dialect types and attributes built directly. Every expected string is what
 * mlir-opt-22 prints (corpus files syntax/types_spirv.mlir and attrs_spirv_llvm.mlir, the
 * pipeline's intermediate IR, or checked one by one with {@code mlir-opt-22 --allow-unregistered-dialect}).
 */
class SpirvPrintTest {
  private static final Type I32 = IntegerType.I32;
  private static final Type F32 = FloatType.F32;

  @Test
  void pointersAndArrays() {
    assertEquals("!spirv.ptr<i32, StorageBuffer>", new SpirvPointerType(I32, StorageClass.STORAGE_BUFFER).toString());
    assertEquals("!spirv.ptr<vector<3xi32>, Input>",
        new SpirvPointerType(new VectorType(List.of(3L), I32), StorageClass.INPUT).toString());
    assertEquals("!spirv.ptr<!spirv.ptr<i32, Workgroup>, Private>",
        new SpirvPointerType(new SpirvPointerType(I32, StorageClass.WORKGROUP), StorageClass.PRIVATE).toString());
    assertEquals("!spirv.array<4 x i32>", new SpirvArrayType(I32, 4).toString());
    assertEquals("!spirv.array<8 x f32, stride=4>", new SpirvArrayType(F32, 8, 4).toString());
    assertEquals("!spirv.array<2 x !spirv.array<3 x i64, stride=8>, stride=24>",
        new SpirvArrayType(new SpirvArrayType(IntegerType.I64, 3, 8), 2, 24).toString());
    assertEquals("!spirv.rtarray<f32>", new SpirvRuntimeArrayType(F32, 0).toString());
    assertEquals("!spirv.rtarray<i32, stride=4>", new SpirvRuntimeArrayType(I32, 4).toString());
    assertEquals("!spirv.matrix<3 x vector<3xf32>>",
        new SpirvMatrixType(new VectorType(List.of(3L), F32), 3).toString());
  }

  @Test
  void structs() {
    assertEquals("!spirv.struct<(i32, f32)>", SpirvStructType.literal(List.of(I32, F32), List.of()).toString());
    assertEquals("!spirv.struct<(!spirv.array<8 x i32, stride=4> [0])>",
        SpirvStructType.literal(List.of(new SpirvArrayType(I32, 8, 4)), List.of(0L)).toString());
    assertEquals("!spirv.struct<(i32 [0], f32 [4], vector<4xf32> [16])>",
        SpirvStructType.literal(List.of(I32, F32, new VectorType(List.of(4L), F32)), List.of(0L, 4L, 16L)).toString());
    List<SpirvStructType.MemberDecoration> decorations = List.of(
        new SpirvStructType.MemberDecoration(0, "Offset", IntegerAttr.of(4, IntegerType.I32)),
        new SpirvStructType.MemberDecoration(0, "Binding", IntegerAttr.of(2, IntegerType.I64)),
        new SpirvStructType.MemberDecoration(0, "NonWritable", null),
        new SpirvStructType.MemberDecoration(1, "NonReadable", null));
    assertEquals("!spirv.struct<(f32 [0, NonWritable, Binding=2, Offset=4], i32 [4, NonReadable])>",
        new SpirvStructType(null, SpirvStructType.Form.LITERAL, List.of(F32, I32), List.of(0L, 4L), decorations).toString());
    assertEquals("!spirv.struct<(f32 [NonWritable], i32)>", new SpirvStructType(null, SpirvStructType.Form.LITERAL,
        List.of(F32, I32), List.of(), List.of(new SpirvStructType.MemberDecoration(0, "NonWritable", null))).toString());
    assertEquals("!spirv.struct<empty, ()>",
        new SpirvStructType("empty", SpirvStructType.Form.IDENTIFIED, List.of(), List.of(), List.of()).toString());
    Type self = new SpirvPointerType(SpirvStructType.reference("a"), StorageClass.UNIFORM);
    assertEquals("!spirv.struct<a, (!spirv.ptr<!spirv.struct<a>, Uniform>)>",
        new SpirvStructType("a", SpirvStructType.Form.IDENTIFIED, List.of(self), List.of(), List.of()).toString());
  }

  @Test
  void targetAttributes() {
    VceAttr vce = new VceAttr("v1.0", List.of("Shader"), List.of("SPV_KHR_storage_buffer_storage_class"));
    assertEquals("#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>", vce.toString());
    assertEquals("#spirv.vce<v1.0, [], []>", new VceAttr("v1.0", List.of(), List.of()).toString());
    assertEquals("#spirv.resource_limits<>", ResourceLimitsAttr.DEFAULT.toString());
    assertEquals("#spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, "
        + "#spirv.resource_limits<>>", new TargetEnvAttr(vce, ResourceLimitsAttr.DEFAULT).toString());
    VceAttr vce13 = new VceAttr("v1.3", List.of("Shader", "Int64"), List.of());
    assertEquals("#spirv.target_env<#spirv.vce<v1.3, [Shader, Int64], []>, api=Vulkan, NVIDIA:DiscreteGPU:123, "
        + "#spirv.resource_limits<>>",
        new TargetEnvAttr(vce13, "Vulkan", "NVIDIA", "DiscreteGPU", 123, ResourceLimitsAttr.DEFAULT).toString());
    assertEquals("#spirv.target_env<#spirv.vce<v1.3, [Shader, Int64], []>, NVIDIA, #spirv.resource_limits<>>",
        new TargetEnvAttr(vce13, "Unknown", "NVIDIA", "Unknown", 5, ResourceLimitsAttr.DEFAULT).toString());
  }

  @Test
  void resourceLimitsPrintOnlyWhatDiffersFromTheDefaults() {
    Attribute i64 = IntegerAttr.of(128, IntegerType.I64);
    ArrayAttr size = new ArrayAttr(List.of(i64, i64, IntegerAttr.of(64, IntegerType.I64)));
    ResourceLimitsAttr limits = new ResourceLimitsAttr(16384, 256, size, 32, OptionalInt.of(4),
        OptionalInt.empty(), Optional.of(ArrayAttr.EMPTY), Optional.empty());
    assertEquals("#spirv.resource_limits<max_compute_workgroup_invocations = 256, "
        + "max_compute_workgroup_size = [128, 128, 64], min_subgroup_size = 4, "
        + "cooperative_matrix_properties_khr = []>", limits.toString());
  }

  @Test
  void abiAttributes() {
    assertEquals("#spirv.entry_point_abi<workgroup_size = [1, 1, 1]>",
        EntryPointAbiAttr.ofWorkgroupSize(List.of(1, 1, 1)).toString());
    assertEquals("#spirv.entry_point_abi<>",
        new EntryPointAbiAttr(Optional.empty(), OptionalInt.empty(), OptionalInt.empty()).toString());
    assertEquals("#spirv.entry_point_abi<workgroup_size = [2, 2, 2], subgroup_size = 16, target_width = 32>",
        new EntryPointAbiAttr(Optional.of(List.of(2, 2, 2)), OptionalInt.of(16), OptionalInt.of(32)).toString());
    assertEquals("#spirv.interface_var_abi<(0, 1)>", new InterfaceVarAbiAttr(0, 1).toString());
    assertEquals("#spirv.interface_var_abi<(1, 2), StorageBuffer>",
        new InterfaceVarAbiAttr(1, 2, Optional.of(StorageClass.STORAGE_BUFFER)).toString());
  }

  @Test
  void enumAttributes() {
    assertEquals("#spirv.storage_class<StorageBuffer>", SpirvEnumAttr.storageClass(StorageClass.STORAGE_BUFFER).toString());
    assertEquals("#spirv.function_control<Inline|Pure>",
        new SpirvEnumAttr(SpirvEnumKind.FUNCTION_CONTROL, "Pure|Inline").toString());
    assertEquals("#spirv.function_control<Inline>",
        new SpirvEnumAttr(SpirvEnumKind.FUNCTION_CONTROL, "None|Inline").toString());
    assertEquals("#spirv.memory_access<Volatile|Aligned|Nontemporal>",
        new SpirvEnumAttr(SpirvEnumKind.MEMORY_ACCESS, "Aligned|Nontemporal|Volatile").toString());
    assertEquals("#spirv.loop_control<None>", new SpirvEnumAttr(SpirvEnumKind.LOOP_CONTROL, "None").toString());
    assertEquals("#spirv.execution_model<GLCompute>",
        new SpirvEnumAttr(SpirvEnumKind.EXECUTION_MODEL, "GLCompute").toString());
    assertThrows(IllegalArgumentException.class, () -> new SpirvEnumAttr(SpirvEnumKind.SCOPE, "Nowhere"));
  }

  @Test
  void storageClassEnumMatchesTheTable() {
    List<String> table = SpirvEnumKind.STORAGE_CLASS.cases();
    assertEquals(table.size(), StorageClass.values().length);
    for (StorageClass c : StorageClass.values()) assertEquals(table.get(c.ordinal()), c.spelling());
  }
}
