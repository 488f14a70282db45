/**
 * The executor's facade: {@link rw.exec.Executor} runs an LLVM-dialect module as mlir-runner
 * does (link nested modules, load, call the entry point), within {@link rw.exec.Limits}, and
 * tells how it ended ({@link rw.exec.ExecutionResult}). Below it: {@code rw.exec.interp} (the
 * interpreter), {@code rw.exec.memory}, {@code rw.exec.semantics}, {@code rw.exec.runtime} and
 * {@code rw.exec.trap}.
 */
package rw.exec;
