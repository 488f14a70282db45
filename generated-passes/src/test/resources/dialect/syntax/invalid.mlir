// Malformed custom forms, one per split. invalid.errors holds the diagnostics mlir-opt-22 gives,
// recorded with
//   mlir22 opt invalid.mlir --allow-unregistered-dialect --split-input-file 2>&1 | grep ': error: '
func.func (i32)

// -----

func.func @f() attributes {sym_name = "g"}

// -----

func.func @f(%a: i32, f32)

// -----

func.func @f(i32, %a: f32)

// -----

func.func @f(%a i32) {
  "unreg.x"() : () -> ()
}

// -----

func.func @f(%a: i1, %b: i32) {
  %0 = arith.select %a, %b : i32
  "unreg.x"() : () -> ()
}

// -----

func.func @f(%a: index) {
  scf.for %i = %a %a step %a {
  }
  "unreg.x"() : () -> ()
}

// -----

func.func @f(%a: index) {
  %0 = scf.for %i = %a to %a step %a {
  }
  "unreg.x"() : () -> ()
}

// -----

func.func @f(%a: i32) {
  scf.while (%x = %a) : i32 {
  } do {
  }
  "unreg.x"() : () -> ()
}

// -----

func.func @f(%a: i32) {
  scf.while (%x = %a) : (i32, i32) -> () {
  } do {
  }
  "unreg.x"() : () -> ()
}

// -----

func.func @f(%a: i32) {
  cf.switch %a : i32, [
    ^bb1
  ]
^bb1:
  "unreg.x"() : () -> ()
}

// -----

gpu.module @m {
  gpu.func @k(i32) kernel {
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel {
    %0 = gpu.thread_id w
    gpu.return
  }
}

// -----

func.func @f(%c: index) {
  gpu.launch_func async @m::@k blocks in (%c, %c, %c) threads in (%c, %c, %c)
  "unreg.x"() : () -> ()
}

// -----

func.func @f(%c: index) {
  gpu.launch_func @m::@k blocks (%c, %c, %c) threads in (%c, %c, %c)
  "unreg.x"() : () -> ()
}

// -----

spirv.module Foo GLSL450 {
}

// -----

spirv.module Logical GLSL450 {
  spirv.GlobalVariable @x : i32
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: !spirv.ptr<i32, Function>) "None" {
    %0 = spirv.Load "Foo" %p : i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: !spirv.ptr<i32, Function>) "None" {
    %0 = spirv.Load 1 %p : i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "Bogus" {
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    %0 = spirv.Variable : i32
    spirv.Return
  }
}

// -----

llvm.func @f(%a: i32) -> i1 {
  %0 = llvm.icmp "foo" %a, %a : i32
  llvm.return %0 : i1
}

// -----

llvm.func @f(%a: i32) {
  %0 = llvm.alloca %a x i32 : i32
  llvm.return
}

// -----

llvm.func @f() -> (i32, i32)

// -----

llvm.mlir.global @g(1 : i32)

// -----

llvm.func @f(%s: !llvm.struct<(i32, f32)>) {
  %0 = llvm.extractvalue %s[5] : !llvm.struct<(i32, f32)>
  llvm.return
}

// -----

llvm.func @f(%s: !llvm.struct<(i32, f32)>) {
  %0 = llvm.extractvalue %s[0, 1] : !llvm.struct<(i32, f32)>
  llvm.return
}

// -----

llvm.func @g() -> i32
llvm.func @f() {
  %0 = llvm.call @g() : () -> (i32, i32)
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  %0 = llvm.add %a, %a overflow<foo> : i32
  llvm.return
}
