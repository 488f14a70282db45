module {
  "unreg.fn"() ({
  ^bb0(%arg0: i32, %arg1: f32, %arg2: i1, %arg3: !spirv.ptr<!spirv.struct<(!spirv.array<4 x f32, stride=4> [0])>, StorageBuffer>):
    %data_addr = spirv.mlir.addressof @data : !spirv.ptr<!spirv.struct<(!spirv.array<4 x f32, stride=4> [0])>, StorageBuffer>
    %0 = spirv.AccessChain %arg3[%arg0, %arg0] : !spirv.ptr<!spirv.struct<(!spirv.array<4 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
    %1 = spirv.IAdd %arg0, %arg0 : i32
    %2 = spirv.FAdd %arg1, %arg1 : f32
    %3 = spirv.SLessThan %arg0, %arg0 : i32
    %4 = spirv.Select %arg2, %arg0, %arg0 : i1, i32
    %5 = spirv.ConvertSToF %arg0 : i32 to f32
    %6 = spirv.Bitcast %arg0 : i32 to f32
    %7 = spirv.IMul %arg0, %arg0 : i32
    spirv.Branch ^bb1(%arg0 : i32)
  ^bb1(%8: i32):  // pred: ^bb0
    spirv.Branch ^bb2
  ^bb2:  // pred: ^bb1
    spirv.ReturnValue %8 : i32
  }) : () -> ()
  "unreg.fn"() ({
    spirv.Return
  }) : () -> ()
  "unreg.fn"() ({
    spirv.mlir.merge
  }) : () -> ()
}

