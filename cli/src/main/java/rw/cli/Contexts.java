package rw.cli;

import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.atomic.AtomicReference;
import rw.dialect.Dialects;
import rw.dialect.arith.ArithFolds;
import rw.dialect.spirv.SpirvFolds;
import rw.ir.Context;
import rw.ir.asm.print.AsmPrinter;

/** The context each input chunk is processed in: rw's dialects (and their folders) registered, as mlir-opt's are. */
final class Contexts {
  /** A context being made on another thread, for the first chunk to take (see {@link #prepareAhead}). */
  private static final AtomicReference<FutureTask<Context>> AHEAD = new AtomicReference<>();

  private Contexts() {}

  /**
   * Starts making a context on a thread of its own, while the process reads its command line and
   * input: registering the dialects (their classes' initialization, mostly) takes about as long
   * as picocli's first command line, and both would otherwise run one after the other on the
   * main thread. The context is the one {@link #create} would make: the same registrations in
   * the same order, nothing else done with it; the first {@link #create} takes it. Neither thread
   * initializes a class that depends on the other's (the command line's classes and the passes
   * are above the dialects, which know nothing of them), so their class initializations cannot
   * wait on each other.
   */
  static void prepareAhead() {
    FutureTask<Context> task = new FutureTask<>(Contexts::fresh);
    if (!AHEAD.compareAndSet(null, task)) return;
    Thread maker = new Thread(task, "rw-context");
    maker.setDaemon(true);
    maker.start();
  }

  /**
   * A fresh context. With {@code printOpOnDiagnostic} (mlir-opt's default, off while verifying
   * diagnostics), errors on an op carry the note {@code see current operation: <op>}.
   */
  static Context create(boolean printOpOnDiagnostic) {
    Context ctx = takeAhead();
    if (ctx == null) ctx = fresh();
    ctx.setPrintOpOnDiagnostic(printOpOnDiagnostic);
    return ctx;
  }

  private static Context fresh() {
    Context ctx = new Context();
    Dialects.registerAll(ctx);
    ArithFolds.register(ctx);
    SpirvFolds.register(ctx);
    AsmPrinter.installAsDiagnosticPrinter(ctx);
    return ctx;
  }

  /** The context made ahead, once; {@code null} when none was started or making it failed (it is made again, failing here). */
  private static Context takeAhead() {
    FutureTask<Context> task = AHEAD.getAndSet(null);
    if (task == null) return null;
    try {
      return task.get();
    } catch (ExecutionException e) {
      return null;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return null;
    }
  }
}
