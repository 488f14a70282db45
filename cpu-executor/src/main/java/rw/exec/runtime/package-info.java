/**
 * The runtime library: Java implementations of the functions mlir-runner loads with {@code
 * --shared-libs} (MLIR's {@code libmlir_runner_utils} and {@code libmlir_c_runner_utils}, the
 * reference's {@code wrappers.c}) and of the C library functions lowered code calls, under
 * their C symbol names. {@link rw.exec.runtime.RuntimeLibrary} is an explicit, ordered registry
 * of {@link rw.exec.runtime.RuntimeFunction}s; {@link rw.exec.runtime.StandardRuntime} builds the
 * standard one and adds user {@link rw.exec.runtime.RuntimeProvider}s found by {@link
 * java.util.ServiceLoader}. Output is byte-exact with MLIR's ({@link
 * rw.exec.runtime.MemRefPrinter}, {@link rw.exec.runtime.CppFloatFormat}), checked against
 * recorded mlir-runner output in {@code src/test/resources/runtime}.
 */
package rw.exec.runtime;
