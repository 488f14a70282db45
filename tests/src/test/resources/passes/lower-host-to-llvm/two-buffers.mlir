// Input of --lower-host-to-llvm: one kernel with two buffer arguments bound to (0, 0) and (0, 1).
// two-buffers.expected.mlir is mlir-opt-22's output:  mlir-opt-22 two-buffers.mlir --lower-host-to-llvm
module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_variable_pointers]>, #spirv.resource_limits<>>} {
  spirv.module @__spv__kernels Logical GLSL450 requires #spirv.vce<v1.0, [Shader], [SPV_KHR_variable_pointers]> {
    spirv.GlobalVariable @add_arg_0 bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<4 x f32, stride=4> [0])>, StorageBuffer>
    spirv.GlobalVariable @add_arg_1 bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.array<4 x f32, stride=4> [0])>, StorageBuffer>
    spirv.func @add() "None" {
      spirv.Return
    }
    spirv.EntryPoint "GLCompute" @add
    spirv.ExecutionMode @add "LocalSize", 1, 1, 1
  }
  gpu.module @kernels {
    gpu.func @add(%a: memref<4xf32>, %b: memref<4xf32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      gpu.return
    }
  }
  func.func @main() {
    %a = memref.alloc() : memref<4xf32>
    %b = memref.alloc() : memref<4xf32>
    %one = arith.constant 1 : index
    %four = arith.constant 4 : index
    gpu.launch_func @kernels::@add blocks in (%four, %one, %one) threads in (%one, %one, %one) args(%a : memref<4xf32>, %b : memref<4xf32>)
    return
  }
}
