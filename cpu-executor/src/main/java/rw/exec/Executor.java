package rw.exec;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.io.PrintStream;
import java.util.concurrent.atomic.AtomicReference;
import rw.dialect.llvm.LlvmFunctionType;
import rw.exec.interp.Frame;
import rw.exec.interp.FunctionPlan;
import rw.exec.interp.Interpreter;
import rw.exec.interp.Loader;
import rw.exec.interp.Machine;
import rw.exec.interp.Program;
import rw.exec.interp.llvm.LlvmHandlers;
import rw.exec.memory.Memory;
import rw.exec.runtime.RuntimeContext;
import rw.exec.runtime.RuntimeLibrary;
import rw.exec.runtime.RuntimeOutput;
import rw.exec.trap.Trap;
import rw.ir.Operation;

/**
 * Runs an LLVM-dialect module as {@code mlir-runner -e ENTRY --entry-point-result=KIND
 * --link-nested-modules} does: links the nested modules, loads (checks, decodes) everything,
 * then calls the entry function and prints its result, if any. Problems of the input are error
 * diagnostics reported to the module's context before anything runs; faults of the program are
 * {@link Trap}s. Programs run on a thread of their own with a large Java stack, so deep
 * recursion reaches the call-depth limit (a trap) before the JVM's stack ends.
 */
public final class Executor {
  /** Java stack of the thread programs run on. */
  static final long THREAD_STACK_BYTES = 1L << 30;

  private Executor() {}

  /**
   * Runs {@code entry} of {@code module}; the program's output goes to {@code out}, its error
   * output and the message of a trap to {@code err}. Returns the exit status (0 on success, 1
   * after load errors, reported to the module's context, or a trap).
   */
  public static int run(Operation module, String entry, EntryResult kind, RuntimeLibrary lib, Limits limits,
      PrintStream out, PrintStream err) {
    ExecutionResult r = execute(module, entry, kind, lib, limits, out, err);
    out.flush();
    if (r.trap() != null) err.println(r.trap().render());
    err.flush();
    return r.exitStatus();
  }

  /** As the other {@code run}, with traps reported on {@code System.err}. */
  public static int run(Operation module, String entry, EntryResult kind, RuntimeLibrary lib, Limits limits,
      PrintStream out) {
    return run(module, entry, kind, lib, limits, out, System.err);
  }

  /** Runs {@code entry} of {@code module} and tells how it ended, without printing the trap. */
  public static ExecutionResult execute(Operation module, String entry, EntryResult kind, RuntimeLibrary lib,
      Limits limits, OutputStream out, OutputStream err) {
    AtomicReference<ExecutionResult> result = new AtomicReference<>();
    AtomicReference<Throwable> failure = new AtomicReference<>();
    Thread t = new Thread(null, () -> {
      try {
        result.set(executeHere(module, entry, kind, lib, limits, out, err));
      } catch (Throwable e) {
        failure.set(e);
      }
    }, "rw-exec", THREAD_STACK_BYTES);
    t.start();
    joinUninterruptibly(t);
    Throwable e = failure.get();
    if (e instanceof RuntimeException re) throw re;
    if (e instanceof Error er) throw er;
    if (e != null) throw new IllegalStateException(e);
    return result.get();
  }

  private static void joinUninterruptibly(Thread t) {
    boolean interrupted = false;
    while (t.isAlive()) {
      try {
        t.join();
      } catch (InterruptedException e) {
        interrupted = true;
      }
    }
    if (interrupted) Thread.currentThread().interrupt();
  }

  private static ExecutionResult executeHere(Operation module, String entry, EntryResult kind, RuntimeLibrary lib,
      Limits limits, OutputStream out, OutputStream err) {
    RuntimeOutput stdout = new RuntimeOutput(out);
    RuntimeContext ctx = new RuntimeContext(new Memory(limits.memoryLimits()), stdout, new RuntimeOutput(err));
    Machine machine = new Machine(ctx, limits.maxSteps(), limits.maxCallDepth());
    try {
      Program program = Loader.load(module, LlvmHandlers.table(), lib, machine);
      FunctionPlan main = program == null ? null : entryPoint(program, module, entry, kind);
      if (main == null) return ExecutionResult.loadFailed();
      Frame frame = main.newFrame(machine);
      Interpreter.invoke(main, frame);
      if (kind != EntryResult.VOID) printResult(out, kind.format(frame.result) + "\n");
      return ExecutionResult.completed(machine.stepsExecuted());
    } catch (Trap trap) {
      return ExecutionResult.trapped(trap, machine.stepsExecuted());
    } finally {
      ctx.flush();
    }
  }

  /**
   * Writes the entry point's result straight to {@code out}, ahead of what the program printed
   * and is still buffered: mlir-runner prints the result through LLVM's stream, which reaches a
   * pipe or file before the C library flushes the program's output at exit, and rw's output
   * matches it byte for byte there.
   */
  private static void printResult(OutputStream out, String text) {
    try {
      out.write(text.getBytes(StandardCharsets.ISO_8859_1));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The entry function, checked against {@code kind}; null after reporting why it cannot run. */
  private static FunctionPlan entryPoint(Program program, Operation module, String entry, EntryResult kind) {
    FunctionPlan plan = program.function(entry);
    LlvmFunctionType type = program.functionType(entry);
    if (plan == null || type == null) {
      module.emitError("entry point '" + entry + "' not found: no llvm.func of that name is defined");
      return null;
    }
    if (!type.params().isEmpty() || type.varArg()) {
      module.emitError("entry point '" + entry + "' must take no arguments, but its type is " + type);
      return null;
    }
    if (!kind.matches(type.returnType())) {
      String expected = kind == EntryResult.VOID ? "return nothing" : "return " + kind.keyword();
      module.emitError("entry point '" + entry + "' must " + expected + " (--entry-point-result=" + kind.keyword()
          + "), but its type is " + type);
      return null;
    }
    return plan;
  }
}
