// --lower-host-to-llvm without the SPIR-V module of the launched kernel. missing-spirv-module.stderr is
// mlir-opt-22's stderr (exit code 1):  mlir-opt-22 missing-spirv-module.mlir --lower-host-to-llvm
module attributes {gpu.container_module} {
  gpu.module @foo {
    gpu.func @bar(%arg0: memref<6xi32>) kernel {
      gpu.return
    }
  }
  func.func @main() {
    %buffer = memref.alloc() : memref<6xi32>
    %one = arith.constant 1 : index
    gpu.launch_func @foo::@bar blocks in (%one, %one, %one) threads in (%one, %one, %one) args(%buffer : memref<6xi32>)
    return
  }
}
