// Custom-form ops that do not follow their formats; the expected errors were checked with
// mlir-opt-22 --allow-unregistered-dialect --split-input-file --verify-diagnostics.
"unreg.fn"() ({
^bb0(%a: i32):
  // expected-error@+1 {{custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
  %0 = arith.cmpi foo, %a, %a : i32
}) : () -> ()

// -----

"unreg.fn"() ({
^bb0(%a: i32):
  // expected-error@+1 {{custom op 'arith.cmpi' invalid predicate attribute specification: "foo"}}
  %0 = arith.cmpi "foo", %a, %a : i32
}) : () -> ()

// -----

"unreg.fn"() ({
^bb0(%a: i32):
  // expected-error@+1 {{custom op 'arith.cmpi' 'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
  %0 = arith.cmpi slt, %a, %a {predicate = 3 : i32} : i32
}) : () -> ()

// -----

"unreg.fn"() ({
^bb0(%a: i32):
  // expected-error@+1 {{expected ','}}
  %0 = arith.addi %a %a : i32
}) : () -> ()

// -----

"unreg.fn"() ({
^bb0(%a: i32):
  // expected-error@+1 {{custom op 'llvm.mlir.addressof' invalid kind of attribute specified}}
  %0 = llvm.mlir.addressof "g" : !llvm.ptr
}) : () -> ()

// -----

"unreg.fn"() ({
^bb0(%a: i32): // expected-note {{prior use here}}
  // expected-error@+1 {{use of value '%a' expects different type than prior uses: 'f32' vs 'i32'}}
  %0 = arith.addi %a, %a : f32
}) : () -> ()

// -----

"unreg.fn"() ({
^bb0(%a: i32):
  // expected-error@+1 {{expected 'to'}}
  %0 = arith.index_cast %a : i32 index
}) : () -> ()

// -----

"unreg.fn"() ({
^bb0(%a: i32):
  // expected-error@+1 {{expected '('}}
  %0 = llvm.mlir.constant 42 : i32
}) : () -> ()

// -----

"unreg.fn"() ({
^bb0(%a: i32):
  // expected-error@+1 {{custom op 'func.call' invalid kind of type specified}}
  %0 = func.call @f(%a) : i32
}) : () -> ()
