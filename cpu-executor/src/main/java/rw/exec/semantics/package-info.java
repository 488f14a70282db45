/**
 * LLVM's operation semantics as static, side-effect-free methods shared by the interpreter and
 * the later bytecode compiler ("LlvmSemantics", split by family): {@link
 * rw.exec.semantics.IntSemantics} (integer arithmetic at every width i1..i64), {@link
 * rw.exec.semantics.FloatSemantics} (float arithmetic, min/max, rounding), {@link
 * rw.exec.semantics.MathSemantics} (sqrt, exp, log, sin, cos, pow, ...), {@link
 * rw.exec.semantics.CastSemantics} and {@link rw.exec.semantics.CompareSemantics} (icmp with
 * {@link rw.exec.semantics.ICmpPredicate}, fcmp with {@link rw.exec.semantics.FCmpPredicate}).
 * Values are represented as {@link rw.exec.semantics.ValueRepr} describes; f16 and bf16
 * conversions are in {@link rw.exec.semantics.NarrowFloat}.
 *
 * <p>Where LLVM leaves a result undefined (poison) rw returns what mlir-runner-22 computes on
 * x86-64 (measured; see the test resources under {@code semantics/}); where LLVM has immediate
 * undefined behaviour that crashes mlir-runner (integer division by zero, {@code MIN / -1}) rw
 * traps. Each class documents its choices.
 */
package rw.exec.semantics;
