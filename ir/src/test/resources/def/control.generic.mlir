"builtin.module"() ({
  "unreg.fn"() ({
  ^bb0(%arg0: i32, %arg1: memref<4xf32>, %arg2: index, %arg3: i1):
    %0 = "func.call"(%arg0, %arg1, %arg2, %arg3) <{callee = @callee}> : (i32, memref<4xf32>, index, i1) -> i32
    "func.call"() <{callee = @nothing}> : () -> ()
    %1:2 = "func.call"(%arg0) <{callee = @two}> {tag} : (i32) -> (i32, f32)
    "unreg.region"() ({
      "scf.yield"() : () -> ()
    }) : () -> ()
    "unreg.region"() ({
      "scf.yield"(%arg0, %arg2) : (i32, index) -> ()
    }) : () -> ()
    "unreg.region"() ({
      "scf.condition"(%arg3, %arg0) : (i1, i32) -> ()
    }) : () -> ()
    "unreg.region"() ({
      "scf.condition"(%arg3) : (i1) -> ()
    }) : () -> ()
    %2 = "tensor.generate"(%arg2) ({
    ^bb0(%arg4: index):
      "tensor.yield"(%arg0) : (i32) -> ()
    }) : (index) -> tensor<?xi32>
    %3 = "tensor.generate"() ({
      %7 = "unreg.elem"() : () -> f32
      "tensor.yield"(%7) : (f32) -> ()
    }) : () -> tensor<f32>
    "cf.cond_br"(%arg3, %arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
  ^bb1(%4: i32):  // pred: ^bb0
    "cf.br"()[^bb2] : () -> ()
  ^bb2:  // 2 preds: ^bb0, ^bb1
    "cf.br"(%arg0, %arg2)[^bb3] : (i32, index) -> ()
  ^bb3(%5: i32, %6: index):  // pred: ^bb2
    "func.return"(%5) : (i32) -> ()
  }) : () -> ()
  "unreg.fn"() ({
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

