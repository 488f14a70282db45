// Recorded with: mlir-opt-22 ops-and-control-flow.mlir --pass-pipeline='builtin.module(convert-spirv-to-llvm)' > ops-and-control-flow.expected.mlir
module {
  spirv.module @m Logical GLSL450 {
    spirv.GlobalVariable @p : !spirv.ptr<i32, Private>
    spirv.func @f(%a: i32, %b: i1, %q: !spirv.ptr<f32, Function>) -> i32 "Inline" {
      %c1 = spirv.Constant 1 : i32
      %v = spirv.Variable init(%c1) : !spirv.ptr<i32, Function>
      %n = spirv.Not %a : i32
      %ln = spirv.LogicalNot %b : i1
      %x = spirv.Load "Function" %v ["Volatile"] : i32
      %y = spirv.Load "Function" %q ["Aligned", 4] : f32
      spirv.Store "Function" %v, %n ["Nontemporal"] : i32
      spirv.mlir.selection {
        spirv.Branch ^bb1
      ^bb1:
        spirv.mlir.merge
      }
      spirv.mlir.loop {
        spirv.Branch ^bb1(%a : i32)
      ^bb1(%i: i32):
        %cond = spirv.SLessThan %i, %x : i32
        spirv.BranchConditional %cond [3, 5], ^bb2, ^bb3
      ^bb2:
        %j = spirv.IAdd %i, %c1 : i32
        spirv.Branch ^bb1(%j : i32)
      ^bb3:
        spirv.mlir.merge
      }
      %s = spirv.ShiftLeftLogical %a, %a : i32, i32
      spirv.ReturnValue %s : i32
    }
  }
}
