module {
  "unreg.fn"() ({
  ^bb0(%arg0: i32, %arg1: memref<4xf32>, %arg2: index, %arg3: i1):
    %0 = func.call @callee(%arg0, %arg1, %arg2, %arg3) : (i32, memref<4xf32>, index, i1) -> i32
    func.call @nothing() : () -> ()
    %1:2 = func.call @two(%arg0) {tag} : (i32) -> (i32, f32)
    "unreg.region"() ({
      scf.yield
    }) : () -> ()
    "unreg.region"() ({
      scf.yield %arg0, %arg2 : i32, index
    }) : () -> ()
    "unreg.region"() ({
      scf.condition(%arg3) %arg0 : i32
    }) : () -> ()
    "unreg.region"() ({
      scf.condition(%arg3)
    }) : () -> ()
    %generated = tensor.generate %arg2 {
    ^bb0(%arg4: index):
      tensor.yield %arg0 : i32
    } : tensor<?xi32>
    %generated_0 = tensor.generate  {
      %5 = "unreg.elem"() : () -> f32
      tensor.yield %5 : f32
    } : tensor<f32>
    cf.cond_br %arg3, ^bb1(%arg0 : i32), ^bb2
  ^bb1(%2: i32):  // pred: ^bb0
    cf.br ^bb2
  ^bb2:  // 2 preds: ^bb0, ^bb1
    cf.br ^bb3(%arg0, %arg2 : i32, index)
  ^bb3(%3: i32, %4: index):  // pred: ^bb2
    func.return %3 : i32
  }) : () -> ()
  "unreg.fn"() ({
    func.return
  }) : () -> ()
}

