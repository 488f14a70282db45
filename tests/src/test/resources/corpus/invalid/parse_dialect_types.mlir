// Bad types of the dialects the IR core knows (llvm, spirv): wrong parameters and missing
// punctuation.

// expected-error@+2 {{expected integer value}}
// expected-error@+1 {{failed to parse LLVMPointerType parameter 'addressSpace' which is to be a `unsigned`}}
"unreg.op"() : () -> !llvm.ptr<x>

// -----

// expected-error@+1 {{expected ','}}
"unreg.op"() : () -> !spirv.ptr<i32>

// -----

// expected-error@+1 {{unbalanced '(' character in pretty dialect name}}
"unreg.op"() : () -> !llvm.struct<(i32>

// -----

// expected-error@+1 {{expected valid keyword}}
"unreg.op"() : () -> !llvm.array<4 x>

// -----

// expected-error@+1 {{unknown storage class: Nowhere}}
"unreg.op"() : () -> !spirv.ptr<i32, Nowhere>
