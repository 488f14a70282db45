/**
 * {@link rw.exec.trap.Trap}: the executed program faulted (out-of-bounds access, division by
 * zero, stack overflow, ...). Raised without a location by the memory model, the semantics and
 * the runtime library; the interpreter attaches the location of the executing operation with
 * {@link rw.exec.trap.Trap#at} and reports {@link rw.exec.trap.Trap#render()}, which reads like an
 * MLIR diagnostic: {@code file:line:col: error: trap: message}.
 */
package rw.exec.trap;
