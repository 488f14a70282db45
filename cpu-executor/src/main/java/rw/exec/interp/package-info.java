/**
 * The interpreter. {@link rw.exec.interp.Loader} links a module with its nested modules ({@link
 * rw.exec.interp.ModuleLinker}), checks and decodes every function into a {@link
 * rw.exec.interp.FunctionPlan} and sets up the globals, reporting unsupported input as
 * diagnostics before anything runs. Decoding numbers the blocks, gives every value a slot of a
 * {@link rw.exec.interp.Frame} (scalars in a {@code long[]} as {@link rw.exec.interp.SlotRepr}
 * says, aggregates in an {@code Object[]}; constants first, filled when the frame is made) and
 * binds every op, through the {@link rw.exec.interp.HandlerTable} of its name, to a {@link
 * rw.exec.interp.Step} or {@link rw.exec.interp.Terminator}: small objects holding slot numbers,
 * chosen once by op name and types. {@link rw.exec.interp.Interpreter} runs blocks of steps
 * with one virtual call per step and no lookups; traps get the location of the faulting op.
 *
 * <p>Decoding also folds pure ops with constant operands as LLVM's IR builder does ({@link
 * rw.exec.interp.ConstantFolder}) and lets handlers fuse a producer into its only user in the
 * same block (rules in {@code rw.exec.interp.llvm.Fusions}), so common pairs cost one dispatch.
 */
package rw.exec.interp;
