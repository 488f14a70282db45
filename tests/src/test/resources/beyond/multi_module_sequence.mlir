// multi_module_sequence: three gpu.modules with one kernel each, launched in the order
// @iota_mod::@iota, @square_mod::@square, @sub_mod::@sub_from_100, @square_mod::@square on one
// buffer: out[i] = (100 - i*i)^2 for i = 0..5, i.e. 10000 9801 9216 8281 7056 5625.
// Beyond item 1 (MLIR lowers it, then mlir-runner: "The module must contain exactly one nested
// module"). Expected output: CPU twin multi_module_sequence.cpu.mlir.
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @iota_mod {
    gpu.func @iota(%a : memref<6xi32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c6 = arith.constant 6 : index
      scf.for %i = %c0 to %c6 step %c1 {
        %v = arith.index_cast %i : index to i32
        memref.store %v, %a[%i] : memref<6xi32>
      }
      gpu.return
    }
  }
  gpu.module @square_mod {
    gpu.func @square(%a : memref<6xi32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c6 = arith.constant 6 : index
      scf.for %i = %c0 to %c6 step %c1 {
        %x = memref.load %a[%i] : memref<6xi32>
        %y = arith.muli %x, %x : i32
        memref.store %y, %a[%i] : memref<6xi32>
      }
      gpu.return
    }
  }
  gpu.module @sub_mod {
    gpu.func @sub_from_100(%a : memref<6xi32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c6 = arith.constant 6 : index
      %hundred = arith.constant 100 : i32
      scf.for %i = %c0 to %c6 step %c1 {
        %x = memref.load %a[%i] : memref<6xi32>
        %y = arith.subi %hundred, %x : i32
        memref.store %y, %a[%i] : memref<6xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %a = memref.alloc() : memref<6xi32>
    %one = arith.constant 1 : index
    gpu.launch_func @iota_mod::@iota
        blocks in (%one, %one, %one) threads in (%one, %one, %one)
        args(%a : memref<6xi32>)
    gpu.launch_func @square_mod::@square
        blocks in (%one, %one, %one) threads in (%one, %one, %one)
        args(%a : memref<6xi32>)
    gpu.launch_func @sub_mod::@sub_from_100
        blocks in (%one, %one, %one) threads in (%one, %one, %one)
        args(%a : memref<6xi32>)
    gpu.launch_func @square_mod::@square
        blocks in (%one, %one, %one) threads in (%one, %one, %one)
        args(%a : memref<6xi32>)
    %p = memref.cast %a : memref<6xi32> to memref<*xi32>
    call @printMemrefI32(%p) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
}
