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
import rw.ir.diag.DiagnosticHandler;
import rw.ir.diag.DiagnosticRenderer;
import rw.ir.diag.Severity;
import rw.ir.diag.SourceFile;
import rw.ir.pass.PassManager;
import rw.ir.pass.PassPipelineException;
import rw.ir.pass.PassPipelineParser;
import rw.ir.verify.Verifier;

/**
 * The {@code rw run} flow: read and parse the input, lower it with a pass pipeline unless it is
 * already in the LLVM dialect (or {@code --no-lower} is given), then execute it with
 * {@link Executor}. Diagnostics and traps go to standard error with
 * the source line, as MLIR prints diagnostics.
 */
final class RunDriver {
  private final Io io;
  private final String input;
  private final String entry;
  private final EntryResult kind;
  private final Limits limits;
  private final boolean noLower;
  private final String pipeline;

  RunDriver(Io io, String input, String entry, EntryResult kind, Limits limits, boolean noLower, String pipeline) {
    this.io = io;
    this.input = input;
    this.entry = entry;
    this.kind = kind;
    this.limits = limits;
    this.noLower = noLower;
    this.pipeline = pipeline;
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
    Operation module = file.parse(ctx, new Source(file.name(), file.text()));
    if (module == null || !Verifier.verify(module)) return 1;
    Operation unlowered = firstUnlowered(module);
    if (unlowered != null && !noLower) {
      if (!lower(module)) return 1;
      unlowered = firstUnlowered(module);
    }
    if (unlowered != null) return notLowered(unlowered);
    RuntimeLibrary library = StandardRuntime.libraryWithProviders(RunDriver.class.getClassLoader());
    ExecutionResult r = Executor.execute(module, entry, kind, library, limits, io.out(), io.err());
    io.out().flush();
    if (r.trap() != null) {
      io.err().print(renderer.renderAt(r.trap().location(), Severity.ERROR, "trap: " + r.trap().detail()));
    }
    return r.exitStatus();
  }

  /** The first op of {@code module} that is not in the LLVM dialect (nor a module), or {@code null}. */
  private static Operation firstUnlowered(Operation module) {
    Operation[] first = {null};
    module.walkPreOrder(op -> {
      if (op.name().startsWith("llvm.") || op.name().equals("builtin.module")) return WalkResult.ADVANCE;
      first[0] = op;
      return WalkResult.INTERRUPT;
    });
    return first[0];
  }

  /**
   * Lowers {@code module} in place with the pipeline named {@code pipeline} (rw's own
   * {@code spirv-cpu-runner-pipeline} by default); its diagnostics are the pipeline's.
   */
  private boolean lower(Operation module) {
    PassManager pm = new PassManager(module.name());
    try {
      new PassPipelineParser(PassCatalog.registry()).parseInto(pipeline, pm.pipeline());
    } catch (PassPipelineException e) {
      io.err().println("rw run: bad lowering pipeline '" + pipeline + "': " + e.getMessage());
      return false;
    }
    return pm.run(module);
  }

  /** Reports an op that is not in the LLVM dialect: the module cannot be executed. */
  private static int notLowered(Operation op) {
    op.emitError("'" + op.name() + "' is not in the LLVM dialect: the module cannot be executed"
        + " (lower it first, or run it without --no-lower)");
    return 1;
  }
}
