// Bad attributes of the dialects the IR core knows (spirv, llvm): unknown enum cases and
// versions; MLIR reports both the enum error and the failed parameter.

// expected-error@+1 {{unknown version: v9.9}}
"unreg.op"() {v = #spirv.vce<v9.9, [Shader], []>} : () -> ()

// -----

// expected-error@+2 {{expected one of [external, available_externally, linkonce, linkonce_odr, weak, weak_odr, appending, internal, private, extern_weak, common] for LLVM linkage types, got: sometimes}}
// expected-error@+1 {{failed to parse LinkageAttr parameter 'linkage' which is to be a `linkage::Linkage`}}
"unreg.op"() {v = #llvm.linkage<sometimes>} : () -> ()

// -----

// expected-error@+2 {{expected ::mlir::spirv::StorageClass to be one of: UniformConstant, Input, Uniform, Output, Workgroup, CrossWorkgroup, Private, Function, Generic, PushConstant, AtomicCounter, Image, StorageBuffer, CallableDataKHR, IncomingCallableDataKHR, RayPayloadKHR, HitAttributeKHR, IncomingRayPayloadKHR, ShaderRecordBufferKHR, PhysicalStorageBuffer, TaskPayloadWorkgroupEXT, CodeSectionINTEL, DeviceOnlyINTEL, HostOnlyINTEL}}
// expected-error@+1 {{failed to parse SPIRV_StorageClassAttr parameter 'value' which is to be a `::mlir::spirv::StorageClass`}}
"unreg.op"() {v = #spirv.storage_class<Nowhere>} : () -> ()
