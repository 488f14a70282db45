module {
  llvm.func @main() attributes {bar, foo = 1 : i32, llvm.emit_c_interface} {
    llvm.return
  }
  llvm.func @_mlir_ciface_main() attributes {bar, foo = 1 : i32, llvm.emit_c_interface} {
    llvm.call @main() : () -> ()
    llvm.return
  }
  llvm.func private @ext(%arg0: i32) attributes {baz = "q", llvm.emit_c_interface, sym_visibility = "private"} {
    llvm.call @_mlir_ciface_ext(%arg0) : (i32) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_ext(i32) attributes {baz = "q", llvm.emit_c_interface, sym_visibility = "private"}
}

