package rw.cli;

import rw.exec.EntryResult;
import rw.exec.ExecutionResult;
import rw.exec.Executor;
import rw.exec.Limits;
import rw.exec.runtime.RuntimeLibrary;
import rw.exec.runtime.StandardRuntime;
import rw.ir.Context;
import rw.ir.Operation;
import rw.ir.WalkResult;
import rw.ir.asm.Source;
import rw.ir.asm.parse.SourceParser;
import rw.ir.diag.DiagnosticHandler;
import rw.ir.diag.DiagnosticRenderer;
import rw.ir.diag.Severity;
import rw.ir.diag.SourceFile;
import rw.ir.verify.Verifier;

/**
 * The {@code rw run} flow: read and parse the input, check that it is lowered (rw's own
 * lowering pipeline is issue 4's work; until it exists an unlowered input is an error saying
 * so), then execute it with {@link Executor}. Diagnostics and traps go to standard error with
 * the source line, as MLIR prints diagnostics.
 */
final class RunDriver {
  private final Io io;
  private final String input;
  private final String entry;
  private final EntryResult kind;
  private final Limits limits;
  private final boolean noLower;

  RunDriver(Io io, String input, String entry, EntryResult kind, Limits limits, boolean noLower) {
    this.io = io;
    this.input = input;
    this.entry = entry;
    this.kind = kind;
    this.limits = limits;
    this.noLower = noLower;
  }

  int run() {
    InputFile file;
    try {
      file = InputFile.read(input, io);
    } catch (CliError e) {
      io.err().println(e.getMessage());
      return 1;
    }
    DiagnosticRenderer renderer = new DiagnosticRenderer(new SourceFiles(new SourceFile(file.name(), file.text())));
    Context ctx = Contexts.create(false);
    DiagnosticHandler handler = d -> io.err().print(renderer.render(d));
    ctx.diagnostics().pushHandler(handler);
    try {
      return execute(ctx, file, renderer);
    } finally {
      ctx.diagnostics().popHandler(handler);
      io.out().flush();
      io.err().flush();
    }
  }

  private int execute(Context ctx, InputFile file, DiagnosticRenderer renderer) {
    Operation module = SourceParser.parse(ctx, new Source(file.name(), file.text()));
    if (module == null || !Verifier.verify(module)) return 1;
    if (!noLower && !checkLowered(module)) return 1;
    RuntimeLibrary library = StandardRuntime.libraryWithProviders(RunDriver.class.getClassLoader());
    ExecutionResult r = Executor.execute(module, entry, kind, library, limits, io.out(), io.err());
    io.out().flush();
    if (r.trap() != null) {
      io.err().print(renderer.renderAt(r.trap().location(), Severity.ERROR, "trap: " + r.trap().detail()));
    }
    return r.exitStatus();
  }

  /**
   * Whether {@code module} holds only LLVM-dialect ops (and modules); otherwise reports at the
   * first other op that rw cannot lower it yet.
   */
  private static boolean checkLowered(Operation module) {
    Operation[] first = {null};
    module.walkPreOrder(op -> {
      if (op.name().startsWith("llvm.") || op.name().equals("builtin.module")) return WalkResult.ADVANCE;
      first[0] = op;
      return WalkResult.INTERRUPT;
    });
    if (first[0] == null) return true;
    first[0].emitError("'" + first[0].name() + "' is not in the LLVM dialect, and rw's lowering pipeline"
        + " (MLIR's --test-spirv-cpu-runner-pipeline) is not available yet: lower the program with"
        + " 'mlir-opt --test-spirv-cpu-runner-pipeline' and run the result with 'rw run --no-lower'");
    return false;
  }
}
