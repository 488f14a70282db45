// spirv ops with declarative formats; lines from corpus/syntax/real_ops.
"unreg.fn"() ({
^bb0(%a: i32, %f: f32, %c: i1, %p: !spirv.ptr<!spirv.struct<(!spirv.array<4 x f32, stride=4> [0])>, StorageBuffer>):
  %data_addr = spirv.mlir.addressof @data : !spirv.ptr<!spirv.struct<(!spirv.array<4 x f32, stride=4> [0])>, StorageBuffer>
  %0 = spirv.AccessChain %p[%a, %a] : !spirv.ptr<!spirv.struct<(!spirv.array<4 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
  %1 = spirv.IAdd %a, %a : i32
  %2 = spirv.FAdd %f, %f : f32
  %3 = spirv.SLessThan %a, %a : i32
  %4 = spirv.Select %c, %a, %a : i1, i32
  %5 = spirv.ConvertSToF %a : i32 to f32
  %6 = spirv.Bitcast %a : i32 to f32
  %7 = spirv.IMul %a, %a : i32
  spirv.Branch ^bb1(%a : i32)
^bb1(%9: i32):
  spirv.Branch ^bb2
^bb2:
  spirv.ReturnValue %9 : i32
}) : () -> ()
"unreg.fn"() ({
  spirv.Return
}) : () -> ()
"unreg.fn"() ({
  spirv.mlir.merge
}) : () -> ()
