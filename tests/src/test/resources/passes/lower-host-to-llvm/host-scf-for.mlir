// An scf.for on the host stays (partial conversion) between converted ops: stage 4 of corpus/pipeline-errors/host_scf_for.mlir.
// NAME.expected.mlir is mlir-opt-22's output:  mlir-opt-22 host-scf-for.mlir --lower-host-to-llvm
module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  spirv.module @__spv__kernels Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
    spirv.GlobalVariable @k_arg_0 bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<4 x i32, stride=4> [0])>, StorageBuffer>
    spirv.func @k() "None" attributes {workgroup_attributions = 0 : i64} {
      %k_arg_0_addr = spirv.mlir.addressof @k_arg_0 : !spirv.ptr<!spirv.struct<(!spirv.array<4 x i32, stride=4> [0])>, StorageBuffer>
      spirv.Return
    }
    spirv.EntryPoint "GLCompute" @k
    spirv.ExecutionMode @k "LocalSize", 1, 1, 1
  }
  gpu.module @kernels {
    gpu.func @k(%arg0: memref<4xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<4xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c9_i32 = arith.constant 9 : i32
    scf.for %arg0 = %c0 to %c4 step %c1 {
      memref.store %c9_i32, %alloc[%arg0] : memref<4xi32>
    }
    gpu.launch_func  @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<4xi32>)
    return
  }
}

