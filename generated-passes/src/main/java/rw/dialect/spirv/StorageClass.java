package rw.dialect.spirv;

/** SPIR-V storage classes, in MLIR 22's order, with their spelling ({@code StorageBuffer}). */
public enum StorageClass {
  UNIFORM_CONSTANT("UniformConstant"),
  INPUT("Input"),
  UNIFORM("Uniform"),
  OUTPUT("Output"),
  WORKGROUP("Workgroup"),
  CROSS_WORKGROUP("CrossWorkgroup"),
  PRIVATE("Private"),
  FUNCTION("Function"),
  GENERIC("Generic"),
  PUSH_CONSTANT("PushConstant"),
  ATOMIC_COUNTER("AtomicCounter"),
  IMAGE("Image"),
  STORAGE_BUFFER("StorageBuffer"),
  CALLABLE_DATA_KHR("CallableDataKHR"),
  INCOMING_CALLABLE_DATA_KHR("IncomingCallableDataKHR"),
  RAY_PAYLOAD_KHR("RayPayloadKHR"),
  HIT_ATTRIBUTE_KHR("HitAttributeKHR"),
  INCOMING_RAY_PAYLOAD_KHR("IncomingRayPayloadKHR"),
  SHADER_RECORD_BUFFER_KHR("ShaderRecordBufferKHR"),
  PHYSICAL_STORAGE_BUFFER("PhysicalStorageBuffer"),
  TASK_PAYLOAD_WORKGROUP_EXT("TaskPayloadWorkgroupEXT"),
  CODE_SECTION_INTEL("CodeSectionINTEL"),
  DEVICE_ONLY_INTEL("DeviceOnlyINTEL"),
  HOST_ONLY_INTEL("HostOnlyINTEL");

  private final String spelling;

  StorageClass(String spelling) {
    this.spelling = spelling;
  }

  public String spelling() {
    return spelling;
  }

  /** The storage class spelled {@code name}, or {@code null}. */
  public static StorageClass of(String name) {
    for (StorageClass c : values()) {
      if (c.spelling.equals(name)) return c;
    }
    return null;
  }

  @Override
  public String toString() {
    return spelling;
  }
}
