// select_i64_f64: arith.select on i64 and f64 operands and arith.cmpi/cmpf on i64/f64
// (signed vs unsigned comparison of negative i64 values, ordered f64 comparison).
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader, Int64, Float64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @sel(%iout : memref<2x5xi64>, %fout : memref<5xf64>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c5 = arith.constant 5 : index
      %k = arith.constant 3000000000 : i64
      %off = arith.constant 6000000000 : i64
      %pivot = arith.constant 100 : i64
      %fk = arith.constant 0.125 : f64
      %fpivot = arith.constant 0.25 : f64
      scf.for %i = %c0 to %c5 step %c1 {
        %ii = arith.index_cast %i : index to i64
        %t = arith.muli %ii, %k : i64
        %x = arith.subi %t, %off : i64
        %slt = arith.cmpi slt, %x, %pivot : i64
        %a = arith.select %slt, %x, %pivot : i64
        memref.store %a, %iout[%c0, %i] : memref<2x5xi64>
        %ult = arith.cmpi ult, %x, %pivot : i64
        %b = arith.select %ult, %x, %pivot : i64
        memref.store %b, %iout[%c1, %i] : memref<2x5xi64>
        %fx = arith.sitofp %ii : i64 to f64
        %fy = arith.mulf %fx, %fk : f64
        %lt = arith.cmpf olt, %fy, %fpivot : f64
        %ng = arith.negf %fy : f64
        %c = arith.select %lt, %ng, %fy : f64
        memref.store %c, %fout[%i] : memref<5xf64>
      }
      gpu.return
    }
  }
  func.func @main() {
    %iout = memref.alloc() : memref<2x5xi64>
    %fout = memref.alloc() : memref<5xf64>
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@sel
        blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%iout : memref<2x5xi64>, %fout : memref<5xf64>)
    %p1 = memref.cast %iout : memref<2x5xi64> to memref<*xi64>
    call @printMemrefI64(%p1) : (memref<*xi64>) -> ()
    %p2 = memref.cast %fout : memref<5xf64> to memref<*xf64>
    call @printMemrefF64(%p2) : (memref<*xf64>) -> ()
    return
  }
  func.func private @printMemrefI64(%m : memref<*xi64>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefF64(%m : memref<*xf64>) attributes {llvm.emit_c_interface}
}
