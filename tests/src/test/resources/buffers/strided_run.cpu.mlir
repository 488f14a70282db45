// CPU twin of strided_run.mlir (the rules of ../beyond/README.md): the kernels as functions called once.
module {
  func.func @iota(%all : memref<12xi32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c12 = arith.constant 12 : index
    scf.for %i = %c0 to %c12 step %c1 {
      %v = arith.index_cast %i : index to i32
      memref.store %v, %all[%i] : memref<12xi32>
    }
    return
  }
  func.func @odd(%v : memref<4xi32, strided<[2], offset: 1>>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %ten = arith.constant 10 : i32
    scf.for %i = %c0 to %c4 step %c1 {
      %x = memref.load %v[%i] : memref<4xi32, strided<[2], offset: 1>>
      %y = arith.muli %x, %ten : i32
      memref.store %y, %v[%i] : memref<4xi32, strided<[2], offset: 1>>
    }
    return
  }
  func.func @scalar(%s : memref<i32, strided<[], offset: 11>>) {
    %hundred = arith.constant 100 : i32
    %x = memref.load %s[] : memref<i32, strided<[], offset: 11>>
    %y = arith.addi %x, %hundred : i32
    memref.store %y, %s[] : memref<i32, strided<[], offset: 11>>
    return
  }
  func.func @main() {
    %all = memref.alloc() : memref<12xi32>
    call @iota(%all) : (memref<12xi32>) -> ()
    %v = memref.reinterpret_cast %all to offset: [1], sizes: [4], strides: [2]
        : memref<12xi32> to memref<4xi32, strided<[2], offset: 1>>
    call @odd(%v) : (memref<4xi32, strided<[2], offset: 1>>) -> ()
    %s = memref.reinterpret_cast %all to offset: [11], sizes: [], strides: []
        : memref<12xi32> to memref<i32, strided<[], offset: 11>>
    call @scalar(%s) : (memref<i32, strided<[], offset: 11>>) -> ()
    %p = memref.cast %all : memref<12xi32> to memref<*xi32>
    call @printMemrefI32(%p) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
}
