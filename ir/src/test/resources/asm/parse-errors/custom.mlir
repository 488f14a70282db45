// expected-error@+2 {{Dialect `foo' not found for custom op 'foo.bar' }}
// expected-note@+1 {{Available dialects: acc, affine, amdgpu, amx, arith, arm_neon, arm_sme, arm_sve, async, bufferization, builtin, cf, complex, dlti, emitc, func, gpu, index, irdl, linalg, llvm, math, memref, ml_program, mpi, nvgpu, nvvm, omp, pdl, pdl_interp, ptr, quant, rocdl, scf, shape, shard, smt, sparse_tensor, spirv, tensor, test, test_dyn, test_irdl_to_cpp, tosa, transform, ub, vector, wasmssa, x86vector, xegpu, xevm ; for more info on dialect registration see https://mlir.llvm.org/getting_started/Faq/#registered-loaded-dependent-whats-up-with-dialects-management}}
foo.bar
// -----
// expected-error@+1 {{custom op 'trailing' is unknown (tried 'builtin.trailing' as well)}}
trailing
// -----
// expected-error@+1 {{custom op 'arith.unknown_op' is unknown}}
arith.unknown_op
// -----
// expected-error@+2 {{custom op 'return' is unknown (tried 'builtin.return' as well)}}
module {
  return
}
// -----
// expected-error@+1 {{@ identifier expected to start with letter or '_'}}
module @ {
}
// -----
// expected-error@+2 {{expected '{' to begin a region}}
module attributes {
}
// -----
// expected-error@+1 {{expected '{' to begin a region}}
module attributes {a} x
// -----
// expected-error@+1 {{expected '{' to begin a region}}
module @m
// -----
// expected-error@+2 {{custom op 'builtin.unrealized_conversion_cast' expected 'to'}}
%0 = unrealized_conversion_cast %x : i32
// -----
// expected-error@+1 {{expected non-function type}}
%0 = unrealized_conversion_cast to
// -----
// expected-error@+1 {{custom op 'builtin.unrealized_conversion_cast' number of operands and types do not match: got 2 operands and 1 types}}
%0 = builtin.unrealized_conversion_cast %a, %b : i32 to i64
// -----
// expected-error@+3 {{use of value '%0' expects different type than prior uses: 'i64' vs 'i32'}}
// expected-note@+1 {{prior use here}}
%0 = "unreg.a"() : () -> i32
%1 = builtin.unrealized_conversion_cast %0 : i64 to i32
// -----
// expected-error@+1 {{expected '}' in attribute dictionary}}
%0 = builtin.unrealized_conversion_cast %q : i32 to i64 {x
// -----
// expected-error@+2 {{expected location instance}}
module {
} loc(
// -----
// expected-error@+1 {{operation defines 2 results but was provided 1 to bind}}
%0 = unrealized_conversion_cast to i32, i64
// -----
// expected-error@+1 {{expected operation name in quotes}}
builtin.module {} {}
// -----
// expected-error@+1 {{invalid properties {sym_name = 3 : i32} for op builtin.module: Invalid attribute `sym_name` in property conversion: 3 : i32}}
"builtin.module"() <{sym_name = 3 : i32}> ({
^bb0:
}) : () -> ()
// -----
// expected-error@+1 {{invalid properties [1] for op builtin.module: expected DictionaryAttr to set properties}}
"builtin.module"() <[1]> ({
^bb0:
}) : () -> ()
// -----
// expected-error@+1 {{invalid properties {sym_visibility = 1 : i64} for op builtin.module: Invalid attribute `sym_visibility` in property conversion: 1 : i64}}
"builtin.module"() <{sym_visibility = 1}> ({
^bb0:
}) : () -> ()
// -----
// expected-error@+1 {{invalid properties {a = 1 : i64} for op builtin.unrealized_conversion_cast: this operation does not support properties}}
%0 = "builtin.unrealized_conversion_cast"() <{a = 1}> : () -> i32
