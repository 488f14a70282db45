// multi_kernel_mixed_args: two gpu.modules with kernels of different signatures (i32 and f32
// buffers, one or two arguments, different sizes) sharing buffers; launched iota, to_f32,
// halve, sum_pairs, halve, negate:
//   a[i] = -i;  f[i] = i / 4 (halved twice);  s[j] = (2j + 2j+1) / 2 = 0.5 2.5 4.5 6.5
//   (sum_pairs runs between the two halvings, so s sees f = i / 2).
// Beyond item 1. Expected output: CPU twin multi_kernel_mixed_args.cpu.mlir.
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @conv {
    gpu.func @iota_i32(%a : memref<8xi32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      scf.for %i = %c0 to %c8 step %c1 {
        %v = arith.index_cast %i : index to i32
        memref.store %v, %a[%i] : memref<8xi32>
      }
      gpu.return
    }
    gpu.func @to_f32(%a : memref<8xi32>, %f : memref<8xf32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      scf.for %i = %c0 to %c8 step %c1 {
        %x = memref.load %a[%i] : memref<8xi32>
        %y = arith.sitofp %x : i32 to f32
        memref.store %y, %f[%i] : memref<8xf32>
      }
      gpu.return
    }
    gpu.func @halve(%f : memref<8xf32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %half = arith.constant 0.5 : f32
      scf.for %i = %c0 to %c8 step %c1 {
        %x = memref.load %f[%i] : memref<8xf32>
        %y = arith.mulf %x, %half : f32
        memref.store %y, %f[%i] : memref<8xf32>
      }
      gpu.return
    }
  }
  gpu.module @red {
    gpu.func @sum_pairs(%f : memref<8xf32>, %s : memref<4xf32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      scf.for %j = %c0 to %c4 step %c1 {
        %i0 = arith.muli %j, %c2 : index
        %i1 = arith.addi %i0, %c1 : index
        %x = memref.load %f[%i0] : memref<8xf32>
        %y = memref.load %f[%i1] : memref<8xf32>
        %z = arith.addf %x, %y : f32
        memref.store %z, %s[%j] : memref<4xf32>
      }
      gpu.return
    }
    gpu.func @negate(%a : memref<8xi32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %zero = arith.constant 0 : i32
      scf.for %i = %c0 to %c8 step %c1 {
        %x = memref.load %a[%i] : memref<8xi32>
        %y = arith.subi %zero, %x : i32
        memref.store %y, %a[%i] : memref<8xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %a = memref.alloc() : memref<8xi32>
    %f = memref.alloc() : memref<8xf32>
    %s = memref.alloc() : memref<4xf32>
    %one = arith.constant 1 : index
    gpu.launch_func @conv::@iota_i32
        blocks in (%one, %one, %one) threads in (%one, %one, %one)
        args(%a : memref<8xi32>)
    gpu.launch_func @conv::@to_f32
        blocks in (%one, %one, %one) threads in (%one, %one, %one)
        args(%a : memref<8xi32>, %f : memref<8xf32>)
    gpu.launch_func @conv::@halve
        blocks in (%one, %one, %one) threads in (%one, %one, %one)
        args(%f : memref<8xf32>)
    gpu.launch_func @red::@sum_pairs
        blocks in (%one, %one, %one) threads in (%one, %one, %one)
        args(%f : memref<8xf32>, %s : memref<4xf32>)
    gpu.launch_func @conv::@halve
        blocks in (%one, %one, %one) threads in (%one, %one, %one)
        args(%f : memref<8xf32>)
    gpu.launch_func @red::@negate
        blocks in (%one, %one, %one) threads in (%one, %one, %one)
        args(%a : memref<8xi32>)
    %pa = memref.cast %a : memref<8xi32> to memref<*xi32>
    call @printMemrefI32(%pa) : (memref<*xi32>) -> ()
    %pf = memref.cast %f : memref<8xf32> to memref<*xf32>
    call @printMemrefF32(%pf) : (memref<*xf32>) -> ()
    %ps = memref.cast %s : memref<4xf32> to memref<*xf32>
    call @printMemrefF32(%ps) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefF32(%m : memref<*xf32>) attributes {llvm.emit_c_interface}
}
