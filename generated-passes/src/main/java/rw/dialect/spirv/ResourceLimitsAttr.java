package rw.dialect.spirv;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import rw.ir.attr.ArrayAttr;
import rw.ir.attr.Attribute;
import rw.ir.attr.IntegerAttr;
import rw.ir.attr.TypeAttrPrinter;
import rw.ir.type.DialectPrinter;
import rw.ir.type.IntegerType;

/**
 * {@code #spirv.resource_limits<…>}: the target's limits, each field printed only when it differs
 * from MLIR's default (16384, 128, {@code [128 : i32, 128 : i32, 64 : i32]}, 32) or, for the
 * optional fields, when present. The workgroup size is any array attribute, as in MLIR (so
 * {@code [128, 128, 64]} of i64 is not the default and is printed).
 */
public record ResourceLimitsAttr(int maxComputeSharedMemorySize, int maxComputeWorkgroupInvocations,
    ArrayAttr maxComputeWorkgroupSize, int subgroupSize, OptionalInt minSubgroupSize,
    OptionalInt maxSubgroupSize, Optional<ArrayAttr> cooperativeMatrixPropertiesKhr,
    Optional<ArrayAttr> cooperativeMatrixPropertiesNv) implements SpirvAttr {
  public static final int DEFAULT_MAX_COMPUTE_SHARED_MEMORY_SIZE = 16384;
  public static final int DEFAULT_MAX_COMPUTE_WORKGROUP_INVOCATIONS = 128;
  public static final ArrayAttr DEFAULT_MAX_COMPUTE_WORKGROUP_SIZE = new ArrayAttr(List.<Attribute>of(
      IntegerAttr.of(128, IntegerType.I32), IntegerAttr.of(128, IntegerType.I32), IntegerAttr.of(64, IntegerType.I32)));
  public static final int DEFAULT_SUBGROUP_SIZE = 32;

  /** {@code #spirv.resource_limits<>}. */
  public static final ResourceLimitsAttr DEFAULT = new ResourceLimitsAttr(
      DEFAULT_MAX_COMPUTE_SHARED_MEMORY_SIZE, DEFAULT_MAX_COMPUTE_WORKGROUP_INVOCATIONS,
      DEFAULT_MAX_COMPUTE_WORKGROUP_SIZE, DEFAULT_SUBGROUP_SIZE, OptionalInt.empty(),
      OptionalInt.empty(), Optional.empty(), Optional.empty());

  public ResourceLimitsAttr {
    if (maxComputeWorkgroupSize == null || minSubgroupSize == null || maxSubgroupSize == null
        || cooperativeMatrixPropertiesKhr == null || cooperativeMatrixPropertiesNv == null) {
      throw new IllegalArgumentException("null component");
    }
  }

  @Override
  public void print(DialectPrinter printer) {
    printer.append("resource_limits<");
    Fields f = new Fields(printer);
    if (maxComputeSharedMemorySize != DEFAULT_MAX_COMPUTE_SHARED_MEMORY_SIZE) {
      f.name("max_compute_shared_memory_size").append(maxComputeSharedMemorySize);
    }
    if (maxComputeWorkgroupInvocations != DEFAULT_MAX_COMPUTE_WORKGROUP_INVOCATIONS) {
      f.name("max_compute_workgroup_invocations").append(maxComputeWorkgroupInvocations);
    }
    if (!maxComputeWorkgroupSize.equals(DEFAULT_MAX_COMPUTE_WORKGROUP_SIZE)) {
      f.name("max_compute_workgroup_size").printAttribute(maxComputeWorkgroupSize);
    }
    if (subgroupSize != DEFAULT_SUBGROUP_SIZE) f.name("subgroup_size").append(subgroupSize);
    minSubgroupSize.ifPresent(v -> f.name("min_subgroup_size").append(v));
    maxSubgroupSize.ifPresent(v -> f.name("max_subgroup_size").append(v));
    cooperativeMatrixPropertiesKhr.ifPresent(a -> f.name("cooperative_matrix_properties_khr").printAttribute(a));
    cooperativeMatrixPropertiesNv.ifPresent(a -> f.name("cooperative_matrix_properties_nv").printAttribute(a));
    printer.append(">");
  }

  /** Writes {@code name = } with the separating comma after the first field. */
  private static final class Fields {
    private final DialectPrinter printer;
    private boolean first = true;

    Fields(DialectPrinter printer) {
      this.printer = printer;
    }

    DialectPrinter name(String name) {
      printer.append(first ? "" : ", ").append(name).append(" = ");
      first = false;
      return printer;
    }
  }

  @Override
  public String toString() {
    return TypeAttrPrinter.print(this);
  }
}
