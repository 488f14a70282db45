/**
 * The handlers of the LLVM dialect's ops, registered explicitly per family by {@link
 * rw.exec.interp.llvm.LlvmHandlers}: constants, control flow, calls, integer and float
 * arithmetic, comparisons and select, casts, memory (load, store, alloca, getelementptr,
 * memory intrinsics) and aggregates. Their steps call the shared semantics of {@code
 * rw.exec.semantics} and the memory model of {@code rw.exec.memory}; the few trivially identical
 * operations (i32/i64 add, comparisons of slots) are written inline.
 */
package rw.exec.interp.llvm;
