// SPIR-V dialect attributes: target environments (client API, vendor, device type and id, with
// MLIR's rules for what it prints), vce triples, resource limits (defaults elided; the workgroup
// size default is an array of i32), entry point and interface ABIs, and enum attributes
// (bit enums normalised to MLIR's case order).
// Expected output attrs.generic.expected recorded with
//   mlir-opt-22 --allow-unregistered-dialect --mlir-print-op-generic attrs.mlir
"test.target"() {
  env0 = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>,
  env1 = #spirv.target_env<#spirv.vce<v1.3, [Shader, Int64, Float64, Int16], [SPV_KHR_variable_pointers, SPV_KHR_storage_buffer_storage_class]>, api=Vulkan, NVIDIA:DiscreteGPU, #spirv.resource_limits<max_compute_workgroup_invocations = 128, max_compute_workgroup_size = [128, 128, 64]>>,
  env2 = #spirv.target_env<#spirv.vce<v1.0, [Kernel, Addresses], []>, api=OpenCL, #spirv.resource_limits<>>,
  env3 = #spirv.target_env<#spirv.vce<v1.0, [Shader], []>, api=Vulkan, NVIDIA:DiscreteGPU:123, #spirv.resource_limits<>>,
  env4 = #spirv.target_env<#spirv.vce<v1.0, [Shader], []>, api=Vulkan, AMD:IntegratedGPU:2147483647, #spirv.resource_limits<>>,
  env5 = #spirv.target_env<#spirv.vce<v1.0, [Shader], []>, api=Unknown, Unknown:Unknown:5, #spirv.resource_limits<>>,
  env6 = #spirv.target_env<#spirv.vce<v1.0, [Shader], []>, Intel:Unknown:5, #spirv.resource_limits<>>,
  env7 = #spirv.target_env<#spirv.vce<v1.0, [Shader], []>, Unknown:CPU, #spirv.resource_limits<>>,
  vce0 = #spirv.vce<v1.0, [Shader], []>, vce1 = #spirv.vce<v1.5, [Shader, GroupNonUniform], [SPV_KHR_16bit_storage]>,
  vce2 = #spirv.vce<v1.6, [Shader, Int8,Int16], [SPV_KHR_storage_buffer_storage_class, SPV_KHR_8bit_storage]>,
  vce3 = #spirv.vce<v1.0, [Shader, Shader, Matrix], [SPV_KHR_16bit_storage, SPV_KHR_16bit_storage, SPV_ARM_tensors]>
} : () -> ()
"test.limits"() {
  lim0 = #spirv.resource_limits<>, lim1 = #spirv.resource_limits< >,
  lim2 = #spirv.resource_limits<max_compute_shared_memory_size = 16384, max_compute_workgroup_invocations = 128, max_compute_workgroup_size = [128, 128, 64], subgroup_size = 32, min_subgroup_size = 4, max_subgroup_size = 64, cooperative_matrix_properties_khr = [], cooperative_matrix_properties_nv = []>,
  lim3 = #spirv.resource_limits<max_compute_shared_memory_size = 1, max_compute_workgroup_invocations = 2, max_compute_workgroup_size = [1, 2, 3], subgroup_size = 3>,
  lim4 = #spirv.resource_limits<subgroup_size = 3, max_compute_shared_memory_size = 1>,
  lim5 = #spirv.resource_limits<max_compute_workgroup_size = [128 : i32, 128, 64]>,
  lim6 = #spirv.resource_limits<max_compute_workgroup_size = [128 : i32, 128 : i32, 64 : i32]>,
  lim7 = #spirv.resource_limits<max_compute_workgroup_size = []>, lim8 = #spirv.resource_limits<subgroup_size = -1>,
  lim9 = #spirv.resource_limits<subgroup_size = 0x10, min_subgroup_size = 0>,
  lima = #spirv.resource_limits<cooperative_matrix_properties_khr = [1]>
} : () -> ()
"test.abi"() {
  abi0 = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, abi1 = #spirv.entry_point_abi<workgroup_size = [32, 4, 1]>,
  abi2 = #spirv.entry_point_abi<>, abi3 = #spirv.entry_point_abi<workgroup_size = [1, 1, 1], subgroup_size = 16, target_width = 32>,
  abi4 = #spirv.entry_point_abi<subgroup_size = 16, workgroup_size = [2, 2, 2]>, abi5 = #spirv.entry_point_abi<workgroup_size = []>,
  abi6 = #spirv.entry_point_abi<target_width = -1>, abi7 = #spirv.entry_point_abi<workgroup_size = [-1]>,
  iv0 = #spirv.interface_var_abi<(0, 1)>, iv1 = #spirv.interface_var_abi<(1, 2), StorageBuffer>,
  iv2 = #spirv.interface_var_abi<(0, 0), Uniform>, iv3 = #spirv.interface_var_abi<(0 , 1), Function>,
  iv4 = #spirv.interface_var_abi<(-1, 4294967295)>
} : () -> ()
"test.enums"() {
  sc0 = #spirv.storage_class<StorageBuffer>, sc1 = #spirv.storage_class<Function>, sc2 = #spirv.storage_class<Workgroup>,
  sc3 = #spirv.storage_class<CrossWorkgroup>, sc4 = #spirv.storage_class<"Function">,
  fc0 = #spirv.function_control<None>, fc1 = #spirv.function_control<Pure|Inline>, fc2 = #spirv.function_control<Inline | Pure>,
  fc3 = #spirv.function_control<None|Inline>, fc4 = #spirv.function_control<"Inline">,
  lc0 = #spirv.loop_control<None>, lc1 = #spirv.loop_control<Unroll|DontUnroll>, sel0 = #spirv.selection_control<None>,
  sel1 = #spirv.selection_control<Flatten>, ma0 = #spirv.memory_access<Aligned|Volatile>,
  ma1 = #spirv.memory_access<Aligned|Nontemporal|Volatile>, ms0 = #spirv.memory_semantics<Acquire|Release>,
  em0 = #spirv.execution_model<GLCompute>, em1 = #spirv.execution_model<Kernel>, emo = #spirv.execution_mode<LocalSize>,
  am0 = #spirv.addressing_model<Logical>, am1 = #spirv.addressing_model<Physical64>, mm0 = #spirv.memory_model<GLSL450>,
  mm1 = #spirv.memory_model<OpenCL>, dec = #spirv.decoration<NonWritable>, bi = #spirv.built_in<GlobalInvocationId>,
  scope = #spirv.scope<Subgroup>, ver = #spirv.version<v1.3>, cap = #spirv.capability<Shader>, ven = #spirv.vendor<NVIDIA>,
  api = #spirv.client_api<Vulkan>, dev = #spirv.device_type<CPU>, go = #spirv.group_operation<Reduce>,
  imf = #spirv.image_format<Rgba32f>, rm = #spirv.fp_rounding_mode<RTZ>, lt = #spirv.linkage_type<Import>
} : () -> ()
