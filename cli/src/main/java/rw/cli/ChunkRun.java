package rw.cli;

import java.util.List;
import rw.ir.Context;
import rw.ir.Operation;
import rw.ir.asm.Source;
import rw.ir.asm.parse.SourceParser;
import rw.ir.asm.print.AsmPrinter;
import rw.ir.asm.print.PrintOptions;
import rw.ir.attr.Utf8Text;
import rw.ir.diag.Diagnostic;
import rw.ir.diag.DiagnosticHandler;
import rw.ir.diag.DiagnosticRenderer;
import rw.ir.diag.DiagnosticVerifier;
import rw.ir.loc.Location;
import rw.ir.pass.IrPrinting;
import rw.ir.pass.PassManager;
import rw.ir.pass.PassPipelineException;
import rw.ir.pass.PassPipelineParser;
import rw.ir.pass.PassTiming;
import rw.ir.pass.Timer;
import rw.ir.pass.TimingReport;
import rw.ir.verify.Verifier;

/**
 * What mlir-opt does with one input chunk, in a fresh context: parse and verify it, build the
 * pass pipeline, run it, and print the result followed by a newline. Diagnostics go to standard
 * error in MLIR's format, or to the diagnostic verifier; IR dumps and the timing report
 * ({@code Parser}, the passes, {@code Output}) go to standard error too.
 */
final class ChunkRun {
  private static final String TOOL_NAME = "rw";

  private final OptSettings settings;
  private final Io io;
  private final PassPipelineParser pipelines;
  private final DiagnosticRenderer renderer;
  private final DiagnosticVerifier verifier;

  ChunkRun(OptSettings settings, Io io, rw.ir.pass.PassRegistry registry, DiagnosticRenderer renderer,
      DiagnosticVerifier verifier) {
    this.settings = settings;
    this.io = io;
    this.pipelines = new PassPipelineParser(registry);
    this.renderer = renderer;
    this.verifier = verifier;
  }

  /**
   * Processes {@code chunk}, appending its output to {@code out}; false on failure. {@code whole}
   * is the input when the chunk is all of it (else null): the parser takes its UTF-8 bytes, when it
   * has them, instead of encoding the text again.
   */
  boolean run(Source chunk, InputFile whole, Utf8Text out) {
    Context ctx = Contexts.create(!settings.verifying());
    ctx.setMultithreading(settings.threading());
    DiagnosticHandler handler = settings.verifying() ? verifier : d -> io.err().print(renderer.render(d));
    ctx.diagnostics().pushHandler(handler);
    Timer root = Timer.root().start();
    try {
      return runTimed(ctx, chunk, whole, root, out);
    } finally {
      ctx.diagnostics().popHandler(handler);
      root.stop();
      if (settings.timing()) io.err().print(TimingReport.render(root));
    }
  }

  private boolean runTimed(Context ctx, Source chunk, InputFile whole, Timer root, Utf8Text out) {
    Timer parser = root.nest("Parser", "Parser").start();
    Operation op = whole != null ? whole.parse(ctx, chunk) : SourceParser.parse(ctx, chunk);
    boolean parsed = op != null && Verifier.verify(op);
    parser.stop();
    if (!parsed) return false;
    PassManager pm = new PassManager(op.name());
    pm.enableVerifier(settings.verifyEach());
    if (settings.dumps().isEnabled()) pm.addInstrumentation(new IrPrinting(settings.dumps(), this::printForDump, io.err()::print));
    if (settings.timing()) pm.addInstrumentation(new PassTiming(root));
    if (!setUpPipeline(pm, ctx)) return false;
    if (settings.dumpPipeline()) io.err().print(pm.pipeline().toDumpText() + "\n");
    if (!pm.run(op)) return false;
    Timer output = root.nest("Output", "Output").start();
    AsmPrinter.print(op, settings.print(), out);
    out.append('\n');
    output.stop();
    return true;
  }

  /** An op as MLIR's IR dumps print it: a nested op alone, in local scope. */
  private String printForDump(Operation op) {
    PrintOptions options = op.block() == null ? settings.print() : settings.print().withLocalScope(true);
    return AsmPrinter.print(op, options);
  }

  private boolean setUpPipeline(PassManager pm, Context ctx) {
    List<PassFlag> flags = settings.passFlags();
    if (settings.pipeline() != null && !flags.isEmpty()) {
      return report(ctx, new PassPipelineException("'-pass-pipeline' option can't be used with individual pass options"));
    }
    try {
      if (settings.pipeline() != null) pm.setPipeline(pipelines.parse(settings.pipeline()));
      for (PassFlag flag : flags) pipelines.addEntry(flag.entry(), flag.options(), pm.pipeline());
      return true;
    } catch (PassPipelineException e) {
      return report(ctx, e);
    }
  }

  private boolean report(Context ctx, PassPipelineException e) {
    for (String m : e.toolMessages()) io.err().println(TOOL_NAME + ": " + m);
    for (String d : e.diagnostics()) ctx.diagnostics().emit(Diagnostic.error(Location.unknown(), d));
    return false;
  }
}
