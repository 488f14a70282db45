module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  gpu.module @kernels {
    gpu.func @cmp(%arg0: memref<10x5xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c5 = arith.constant 5 : index
      %c6 = arith.constant 6 : index
      %c7 = arith.constant 7 : index
      %c8 = arith.constant 8 : index
      %c9 = arith.constant 9 : index
      %c2_i32 = arith.constant 2 : i32
      %c3_i32 = arith.constant 3 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      scf.for %arg1 = %c0 to %c5 step %c1 {
        %0 = arith.index_cast %arg1 : index to i32
        %1 = arith.subi %0, %c2_i32 : i32
        %2 = arith.muli %0, %c2_i32 : i32
        %3 = arith.subi %c3_i32, %2 : i32
        %4 = arith.subi %3, %c1_i32 : i32
        %5 = arith.cmpi eq, %1, %c0_i32 : i32
        %6 = arith.select %5, %c1_i32, %c0_i32 : i32
        memref.store %6, %arg0[%c0, %arg1] : memref<10x5xi32>
        %7 = arith.cmpi ne, %1, %c0_i32 : i32
        %8 = arith.select %7, %c1_i32, %c0_i32 : i32
        memref.store %8, %arg0[%c1, %arg1] : memref<10x5xi32>
        %9 = arith.cmpi slt, %1, %4 : i32
        %10 = arith.select %9, %c1_i32, %c0_i32 : i32
        memref.store %10, %arg0[%c2, %arg1] : memref<10x5xi32>
        %11 = arith.cmpi sle, %1, %4 : i32
        %12 = arith.select %11, %c1_i32, %c0_i32 : i32
        memref.store %12, %arg0[%c3, %arg1] : memref<10x5xi32>
        %13 = arith.cmpi sgt, %1, %4 : i32
        %14 = arith.select %13, %c1_i32, %c0_i32 : i32
        memref.store %14, %arg0[%c4, %arg1] : memref<10x5xi32>
        %15 = arith.cmpi sge, %1, %4 : i32
        %16 = arith.select %15, %c1_i32, %c0_i32 : i32
        memref.store %16, %arg0[%c5, %arg1] : memref<10x5xi32>
        %17 = arith.cmpi ult, %1, %4 : i32
        %18 = arith.select %17, %c1_i32, %c0_i32 : i32
        memref.store %18, %arg0[%c6, %arg1] : memref<10x5xi32>
        %19 = arith.cmpi ule, %1, %4 : i32
        %20 = arith.select %19, %c1_i32, %c0_i32 : i32
        memref.store %20, %arg0[%c7, %arg1] : memref<10x5xi32>
        %21 = arith.cmpi ugt, %1, %4 : i32
        %22 = arith.select %21, %c1_i32, %c0_i32 : i32
        memref.store %22, %arg0[%c8, %arg1] : memref<10x5xi32>
        %23 = arith.cmpi uge, %1, %4 : i32
        %24 = arith.select %23, %1, %4 : i32
        memref.store %24, %arg0[%c9, %arg1] : memref<10x5xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<10x5xi32>
    %c1 = arith.constant 1 : index
    gpu.launch_func  @kernels::@cmp blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<10x5xi32>)
    %cast = memref.cast %alloc : memref<10x5xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
}

