package rw.dialect.spirv;

import rw.ir.attr.TypeAttrPrinter;
import rw.ir.type.DialectPrinter;

/**
 * {@code #spirv.target_env<#spirv.vce<…>, api=Vulkan, NVIDIA:DiscreteGPU:7, #spirv.resource_limits<…>>}.
 * Client API, vendor and device type are cases of their SPIR-V enums, {@code Unknown} when not
 * given; the device id is {@link #UNKNOWN_DEVICE_ID} when not given. Unknown parts are not
 * printed; the device type only with a vendor, the id only with a device type.
 */
public record TargetEnvAttr(VceAttr triple, String clientApi, String vendor, String deviceType,
    long deviceId, ResourceLimitsAttr limits) implements SpirvAttr {
  public static final long UNKNOWN_DEVICE_ID = 0x7FFF_FFFFL;
  public static final String UNKNOWN = "Unknown";

  public TargetEnvAttr {
    if (triple == null || limits == null) throw new IllegalArgumentException("null component");
    check(SpirvEnumKind.CLIENT_API, clientApi);
    check(SpirvEnumKind.VENDOR, vendor);
    check(SpirvEnumKind.DEVICE_TYPE, deviceType);
  }

  /** A target environment with everything but the triple and the limits unknown. */
  public TargetEnvAttr(VceAttr triple, ResourceLimitsAttr limits) {
    this(triple, UNKNOWN, UNKNOWN, UNKNOWN, UNKNOWN_DEVICE_ID, limits);
  }

  private static void check(SpirvEnumKind kind, String value) {
    if (!kind.isCase(value)) throw new IllegalArgumentException(kind + " has no case " + value);
  }

  @Override
  public void print(DialectPrinter printer) {
    printer.append("target_env<#spirv.");
    triple.print(printer);
    if (!clientApi.equals(UNKNOWN)) printer.append(", api=").append(clientApi);
    if (!vendor.equals(UNKNOWN)) {
      printer.append(", ").append(vendor);
      if (!deviceType.equals(UNKNOWN)) {
        printer.append(":").append(deviceType);
        if (deviceId != UNKNOWN_DEVICE_ID) printer.append(":").append(deviceId);
      }
    }
    printer.append(", ").printAttribute(limits).append(">");
  }

  @Override
  public String toString() {
    return TypeAttrPrinter.print(this);
  }
}
