// spirv.module, spirv.func, GlobalVariable (bind, built_in, initializer), Constant (names),
// Variable, Load/Store (memory access), AccessChain, mlir.loop/selection (control, results),
// BranchConditional (weights, operands), EntryPoint, ExecutionMode.
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]> {
  spirv.GlobalVariable @a bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.array<9 x i32, stride=4> [0])>, StorageBuffer>
  spirv.GlobalVariable @b built_in("LocalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @c : !spirv.ptr<i32, Private>
  spirv.GlobalVariable @e {binding = 2 : i32} : !spirv.ptr<i32, Private>
  spirv.func @f(%x: i32 {my.a}, %y: f32) -> (i32 {my.r}) "None" {
    %c = spirv.Constant 0 : i32
    %t = spirv.Constant true
    %fa = spirv.Constant false
    %fl = spirv.Constant 2.5 : f32
    %v = spirv.Constant dense<1> : vector<3xi32>
    %c64 = spirv.Constant -1 : i64
    %z = spirv.Constant 0.0 : f64
    %arr = spirv.Constant [1 : i32, 2 : i32] : !spirv.array<2 x i32>
    %ui = spirv.Constant 4294967295 : ui32
    %addr = spirv.mlir.addressof @c : !spirv.ptr<i32, Private>
    %av = spirv.Variable : !spirv.ptr<i32, Function>
    %av2 = spirv.Variable init(%c) : !spirv.ptr<i32, Function>
    %l = spirv.Load "Private" %addr : i32
    %l2 = spirv.Load "Private" %addr ["Volatile"] : i32
    %l3 = spirv.Load "Private" %addr ["Aligned", 4] : i32
    %l4 = spirv.Load "Function" %av {my.load} : i32
    spirv.Store "Private" %addr, %l : i32
    spirv.Store "Private" %addr, %l ["Aligned", 8] : i32
    spirv.Store "Function" %av, %l ["Volatile"] : i32
    %a = spirv.mlir.addressof @a : !spirv.ptr<!spirv.struct<(!spirv.array<9 x i32, stride=4> [0])>, StorageBuffer>
    %p = spirv.AccessChain %a[%c, %c] : !spirv.ptr<!spirv.struct<(!spirv.array<9 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
    spirv.mlir.loop {
      spirv.Branch ^bb1
    ^bb1:
      spirv.BranchConditional %t [5, 10], ^bb2, ^bb3
    ^bb2:
      spirv.Branch ^bb1
    ^bb3:
      spirv.mlir.merge
    }
    spirv.mlir.loop control(Unroll) {
      spirv.Branch ^bb1(%c : i32)
    ^bb1(%i: i32):
      spirv.BranchConditional %t, ^bb2(%i : i32), ^bb3
    ^bb2(%j: i32):
      spirv.Branch ^bb1(%j : i32)
    ^bb3:
      spirv.mlir.merge
    }
    spirv.mlir.selection control(Flatten) {
      spirv.BranchConditional %t, ^bb1, ^bb2(%c, %x : i32, i32)
    ^bb1:
      spirv.Branch ^bb2(%x, %c : i32, i32)
    ^bb2(%m: i32, %n: i32):
      spirv.mlir.merge
    }
    %r = spirv.mlir.selection -> i32 {
      spirv.BranchConditional %t, ^bb1, ^bb2
    ^bb1:
      spirv.Branch ^bb2
    ^bb2:
      spirv.mlir.merge %c : i32
    }
    spirv.ReturnValue %r : i32
  }
  spirv.func @g() "Inline|Pure" attributes {workgroup_attributions = 0 : i64} {
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @g, @b
  spirv.EntryPoint "Kernel" @f
  spirv.ExecutionMode @g "LocalSize", 1, 1, 1
  spirv.ExecutionMode @g "ContractionOff"
}
spirv.module @named Physical64 OpenCL attributes {my.mod} {
}
}
