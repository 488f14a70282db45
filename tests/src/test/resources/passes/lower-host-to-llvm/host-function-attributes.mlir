// Discardable attributes of functions go to their LLVM form and to the C interface.
// NAME.expected.mlir is mlir-opt-22's output:  mlir-opt-22 host-function-attributes.mlir --lower-host-to-llvm
module {
  func.func @main() attributes {foo = 1 : i32, bar} {
    return
  }
  func.func private @ext(i32) attributes {baz = "q"}
}
