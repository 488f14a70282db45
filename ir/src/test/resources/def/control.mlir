// func, scf, cf and a region op with an implicit terminator (tensor.generate).
"unreg.fn"() ({
^bb0(%a: i32, %m: memref<4xf32>, %i: index, %c: i1):
  %0 = func.call @callee(%a, %m, %i, %c) : (i32, memref<4xf32>, index, i1) -> i32
  func.call @nothing() : () -> ()
  %1:2 = func.call @two(%a) {tag} : (i32) -> (i32, f32)
  "unreg.region"() ({
    scf.yield
  }) : () -> ()
  "unreg.region"() ({
    scf.yield %a, %i : i32, index
  }) : () -> ()
  "unreg.region"() ({
    scf.condition(%c) %a : i32
  }) : () -> ()
  "unreg.region"() ({
    scf.condition(%c)
  }) : () -> ()
  %t = tensor.generate %i {
  ^bb0(%j: index):
    tensor.yield %a : i32
  } : tensor<?xi32>
  %t2 = tensor.generate {
  ^bb0:
    %e = "unreg.elem"() : () -> f32
    tensor.yield %e : f32
  } : tensor<f32>
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%r: i32):
  cf.br ^bb2
^bb2:
  cf.br ^bb3(%a, %i : i32, index)
^bb3(%x3: i32, %y3: index):
  func.return %x3 : i32
}) : () -> ()
"unreg.fn"() ({
  func.return
}) : () -> ()
