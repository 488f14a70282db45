// Ops that break the constraints of their definitions, in generic form; the expected errors were
// checked with mlir-opt-22 --allow-unregistered-dialect --split-input-file --verify-diagnostics.
"unreg.fn"() ({
^bb0(%a: f32, %b: i32):
  // expected-error@+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
  "arith.addi"(%a, %b) : (f32, i32) -> i32
}) : () -> ()

// -----

"unreg.fn"() ({
^bb0(%a: i32):
  // expected-error@+1 {{'arith.addi' op expected 2 operands, but found 3}}
  "arith.addi"(%a, %a, %a) : (i32, i32, i32) -> i32
}) : () -> ()

// -----

"unreg.fn"() ({
^bb0(%a: i32):
  // expected-error@+1 {{'arith.addi' op requires the same type for all operands and results}}
  "arith.addi"(%a, %a) : (i32, i32) -> i64
}) : () -> ()

// -----

"unreg.fn"() ({
^bb0(%a: i32):
  // expected-error@+1 {{'arith.addi' op attribute 'overflowFlags' failed to satisfy constraint: Integer overflow arith flags}}
  "arith.addi"(%a, %a) {overflowFlags = #arith.fastmath<fast>} : (i32, i32) -> i32
}) : () -> ()

// -----

"unreg.fn"() ({
^bb0(%a: f32):
  // expected-error@+1 {{'arith.cmpi' op requires attribute 'predicate'}}
  "arith.cmpi"(%a, %a) : (f32, f32) -> i1
}) : () -> ()

// -----

"unreg.fn"() ({
^bb0(%a: i32):
  // expected-error@+1 {{'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
  "arith.cmpi"(%a, %a) {predicate = 30 : i64} : (i32, i32) -> i1
}) : () -> ()

// -----

"unreg.fn"() ({
^bb0(%a: i32, %b: i64):
  // expected-error@+1 {{'arith.cmpi' op requires all operands to have the same type}}
  "arith.cmpi"(%a, %b) <{predicate = 1 : i64}> : (i32, i64) -> i1
}) : () -> ()

// -----

"unreg.fn"() ({
^bb0(%a: i32):
  // expected-error@+1 {{'arith.cmpi' op result #0 must be bool-like, but got 'i32'}}
  "arith.cmpi"(%a, %a) <{predicate = 1 : i64}> : (i32, i32) -> i32
}) : () -> ()

// -----

"unreg.fn"() ({
^bb0(%a: f32):
  // expected-error@+1 {{'arith.cmpf' op failed to verify that result type has i1 element type and same shape as operands}}
  "arith.cmpf"(%a, %a) <{predicate = 1 : i64}> : (f32, f32) -> vector<2xi1>
}) : () -> ()

// -----

"unreg.fn"() ({
^bb0(%a: i32):
  // expected-error@+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  "arith.constant"() <{value = 1 : i64}> : () -> i32
}) : () -> ()

// -----

"unreg.fn"() ({
^bb0(%a: i32):
  // expected-error@+1 {{'arith.sitofp' op result #0 must be floating-point-like, but got 'i32'}}
  "arith.sitofp"(%a) : (i32) -> i32
}) : () -> ()

// -----

"unreg.fn"() ({
^bb0(%a: f32):
  // expected-error@+1 {{'arith.bitcast' op requires the same shape for all operands and results}}
  "arith.bitcast"(%a) : (f32) -> vector<2xi16>
}) : () -> ()

// -----

"unreg.fn"() ({
^bb0(%m: memref<4xf32>, %a: i32):
  // expected-error@+1 {{'memref.load' op operand #1 must be variadic of index, but got 'i32'}}
  "memref.load"(%m, %a) : (memref<4xf32>, i32) -> f32
}) : () -> ()

// -----

"unreg.fn"() ({
^bb0(%m: memref<4xf32>, %i: index):
  // expected-error@+1 {{'memref.load' op failed to verify that result type matches element type of 'memref'}}
  "memref.load"(%m, %i) : (memref<4xf32>, index) -> i32
}) : () -> ()

// -----

"unreg.fn"() ({
^bb0(%f: f32, %i: index):
  // expected-error@+1 {{'memref.load' op operand #0 must be memref of any type values, but got 'f32'}}
  "memref.load"(%f, %i) : (f32, index) -> f32
}) : () -> ()

// -----

"unreg.fn"() ({
^bb0(%m: memref<4xi32>, %f: f32, %i: index):
  // expected-error@+1 {{'memref.store' op failed to verify that type of 'value' matches element type of 'memref'}}
  "memref.store"(%f, %m, %i) : (f32, memref<4xi32>, index) -> ()
}) : () -> ()

// -----

"unreg.fn"() ({
^bb0(%i: index):
  // expected-error@+1 {{'memref.alloc' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  "memref.alloc"(%i) <{operandSegmentSizes = array<i32: 0, 0>}> : (index) -> memref<?xf32>
}) : () -> ()

// -----

"unreg.fn"() ({
^bb0(%a: i32):
  // expected-error@+1 {{'memref.alloc' op operand #0 must be variadic of index, but got 'i32'}}
  "memref.alloc"(%a) <{operandSegmentSizes = array<i32: 1, 0>}> : (i32) -> memref<?xf32>
}) : () -> ()

// -----

"unreg.fn"() ({
^bb0(%a: i32):
  // expected-error@+1 {{'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>, alignment = 3 : i64}> : () -> memref<4xf32>
}) : () -> ()

// -----

"unreg.fn"() ({
^bb0(%a: i32):
  // expected-error@+1 {{'memref.alloc' op result #0 must be memref of any type values, but got 'f32'}}
  "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> f32
}) : () -> ()

// -----

"unreg.fn"() ({
^bb0(%f: f32):
  // expected-error@+1 {{'memref.dealloc' op operand #0 must be ranked or unranked memref of any type values, but got 'f32'}}
  "memref.dealloc"(%f) : (f32) -> ()
}) : () -> ()

// -----

"unreg.fn"() ({
^bb0(%p: !llvm.ptr):
  // expected-error@+1 {{'llvm.load' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute}}
  "llvm.load"(%p) <{alignment = 1 : i32}> : (!llvm.ptr) -> f32
}) : () -> ()

// -----

"unreg.fn"() ({
^bb0(%f: f32):
  // expected-error@+1 {{'llvm.load' op operand #0 must be LLVM pointer type, but got 'f32'}}
  "llvm.load"(%f) : (f32) -> f32
}) : () -> ()

// -----

"unreg.fn"() ({
^bb0(%a: i32):
  // expected-error@+1 {{'llvm.mlir.constant' op requires attribute 'value'}}
  "llvm.mlir.constant"() : () -> i32
}) : () -> ()

// -----

"unreg.fn"() ({
^bb0(%a: i32):
  // expected-error@+1 {{'llvm.mlir.zero' op result #0 must be LLVM dialect-compatible type, but got 'memref<4xf32>'}}
  "llvm.mlir.zero"() : () -> memref<4xf32>
}) : () -> ()

// -----

"unreg.fn"() ({
^bb0(%f: f32):
  // expected-error@+1 {{'llvm.sext' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  "llvm.sext"(%f) : (f32) -> i64
}) : () -> ()

// -----

"unreg.fn"() ({
^bb0(%f: f32):
  // expected-error@+1 {{'llvm.ptrtoint' op operand #0 must be LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type, but got 'f32'}}
  "llvm.ptrtoint"(%f) : (f32) -> i64
}) : () -> ()

// -----

"unreg.fn"() ({
^bb0(%f: f32):
  // expected-error@+1 {{'spirv.IAdd' op operand #0 must be 8/16/32/64-bit integer or fixed-length vector of 8/16/32/64-bit integer values of length 2/3/4/8/16 or Cooperative Matrix of 8/16/32/64-bit integer values, but got 'f32'}}
  "spirv.IAdd"(%f, %f) : (f32, f32) -> f32
}) : () -> ()

// -----

"unreg.fn"() ({
^bb0(%a: i32):
  // expected-error@+1 {{'spirv.SLessThan' op result #0 must be bool or fixed-length vector of bool values of length 2/3/4/8/16, but got 'i32'}}
  "spirv.SLessThan"(%a, %a) : (i32, i32) -> i32
}) : () -> ()

// -----

"unreg.fn"() ({
^bb0(%a: i32):
  // expected-error@+1 {{'gpu.thread_id' op result #0 must be index, but got 'i32'}}
  "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> i32
}) : () -> ()

// -----

"unreg.fn"() ({
^bb0(%a: i32):
  // expected-error@+1 {{'gpu.thread_id' op attribute 'upper_bound' failed to satisfy constraint: index attribute}}
  "gpu.thread_id"() <{dimension = #gpu<dim x>, upper_bound = 3 : i32}> : () -> index
}) : () -> ()

// -----

"unreg.fn"() ({
^bb0(%a: i32):
  // expected-error@+1 {{'gpu.block_dim' op requires attribute 'dimension'}}
  "gpu.block_dim"() : () -> index
}) : () -> ()

// -----

"unreg.fn"() ({
^bb0(%a: f32):
  // expected-error@+1 {{'func.call' op requires attribute 'callee'}}
  "func.call"(%a) : (f32) -> ()
}) : () -> ()

// -----

"unreg.fn"() ({
^bb0(%a: i1):
  // expected-error@+1 {{'llvm.return' op operand group starting at #0 requires 0 or 1 element, but found 2}}
  "llvm.return"(%a, %a) : (i1, i1) -> ()
}) : () -> ()

// -----

"unreg.fn"() ({
^bb0(%a: i1):
  // expected-error@+1 {{'cf.br' op requires 1 successor but found 2}}
  "cf.br"()[^bb1, ^bb1] : () -> ()
^bb1:
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"unreg.fn"() ({
^bb0(%b: i32):
  // expected-error@+1 {{'llvm.cond_br' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "llvm.cond_br"(%b)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"unreg.fn"() ({
^bb0(%i: index, %f: f32):
  // expected-error@+1 {{'tensor.generate' op expects region #0 to have 0 or 1 blocks}}
  %0 = "tensor.generate"(%i) ({
  ^bb0(%j: index):
    "tensor.yield"(%f) : (f32) -> ()
  ^bb1:
    "tensor.yield"(%f) : (f32) -> ()
  }) : (index) -> tensor<?xf32>
}) : () -> ()

// -----

"unreg.fn"() ({
^bb0(%a: i32):
  // expected-error@+1 {{invalid properties {predicate = "x"} for op arith.cmpi: Invalid attribute `predicate` in property conversion: "x"}}
  "arith.cmpi"(%a, %a) <{predicate = "x"}> : (i32, i32) -> i1
}) : () -> ()

// -----

"unreg.fn"() ({
^bb0(%a: i32):
  // expected-error@+1 {{invalid properties {predicate = 30 : i64} for op arith.cmpi: Invalid attribute `predicate` in property conversion: 30 : i64}}
  "arith.cmpi"(%a, %a) <{predicate = 30 : i64}> : (i32, i32) -> i1
}) : () -> ()

// -----

"unreg.fn"() ({
^bb0(%a: i32):
  // expected-error@+1 {{invalid properties [1] for op arith.addi: expected DictionaryAttr to set properties}}
  "arith.addi"(%a, %a) <[1]> : (i32, i32) -> i32
}) : () -> ()

// -----

"unreg.fn"() ({
^bb0(%i: index):
  // expected-error@+1 {{invalid properties {operandSegmentSizes = array<i32: 1>} for op memref.alloc: size mismatch in attribute conversion: 1 vs 2}}
  "memref.alloc"(%i) <{operandSegmentSizes = array<i32: 1>}> : (index) -> memref<?xf32>
}) : () -> ()

// -----

"unreg.fn"() ({
^bb0(%i: index):
  // expected-error@+1 {{'memref.alloc' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  "memref.alloc"(%i) : (index) -> memref<?xf32>
}) : () -> ()

// -----

"unreg.fn"() ({
^bb0(%a: i32):
  // expected-error@+1 {{invalid properties {global_name = @x::@y} for op llvm.mlir.addressof: Invalid attribute `global_name` in property conversion: @x::@y}}
  "llvm.mlir.addressof"() <{global_name = @x::@y}> : () -> !llvm.ptr
}) : () -> ()
