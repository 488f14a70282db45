module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  gpu.module @kernels {
    gpu.func @logic(%arg0: memref<5x8xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %c3_i32 = arith.constant 3 : i32
      %c0_i32 = arith.constant 0 : i32
      %true = arith.constant true
      scf.for %arg1 = %c0 to %c8 step %c1 {
        %0 = arith.index_cast %arg1 : index to i32
        %1 = arith.andi %0, %c1_i32 : i32
        %2 = arith.cmpi ne, %1, %c0_i32 : i32
        %3 = arith.cmpi sge, %0, %c3_i32 : i32
        %4 = arith.andi %2, %3 : i1
        %5 = arith.ori %2, %3 : i1
        %6 = arith.xori %2, %3 : i1
        %7 = arith.xori %2, %true : i1
        %8 = arith.extui %4 : i1 to i32
        memref.store %8, %arg0[%c0, %arg1] : memref<5x8xi32>
        %9 = arith.extui %5 : i1 to i32
        memref.store %9, %arg0[%c1, %arg1] : memref<5x8xi32>
        %10 = arith.extsi %6 : i1 to i32
        memref.store %10, %arg0[%c2, %arg1] : memref<5x8xi32>
        %11 = arith.extsi %7 : i1 to i32
        memref.store %11, %arg0[%c3, %arg1] : memref<5x8xi32>
        %12 = arith.muli %0, %0 : i32
        %13 = arith.subi %c0_i32, %0 : i32
        %14 = arith.divsi %0, %c2_i32 : i32
        %15 = arith.select %6, %12, %13 : i32
        %16 = arith.select %4, %14, %15 : i32
        memref.store %16, %arg0[%c4, %arg1] : memref<5x8xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<5x8xi32>
    %c1 = arith.constant 1 : index
    gpu.launch_func  @kernels::@logic blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<5x8xi32>)
    %cast = memref.cast %alloc : memref<5x8xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
}

