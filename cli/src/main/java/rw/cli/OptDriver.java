package rw.cli;

import java.util.List;
import rw.ir.asm.Source;
import rw.ir.asm.parse.SourceSplitter;
import rw.ir.attr.Utf8Text;
import rw.ir.diag.DiagnosticRenderer;
import rw.ir.diag.DiagnosticVerifier;
import rw.ir.diag.SourceFile;
import rw.ir.pass.PassRegistry;

/**
 * The mlir-opt main flow: read the input, split it into chunks when asked, process each chunk
 * ({@link ChunkRun}), join the outputs with {@code // -----} lines, check the diagnostics when
 * verifying them, and write the output.
 *
 * <p>As in MLIR 22, a diagnostic verifier is made for the whole input even when diagnostics are
 * not verified; when it goes away it reports every {@code expected-*} designator of the input
 * as not produced (without changing the exit code).
 */
final class OptDriver {
  private static final String OUTPUT_SPLIT_MARKER = "// -----\n";

  private final OptSettings settings;
  private final Io io;
  private final PassRegistry registry;

  OptDriver(OptSettings settings, Io io, PassRegistry registry) {
    this.settings = settings;
    this.io = io;
    this.registry = registry;
  }

  int run() {
    if (settings.input().equals("-") && io.interactiveInput()) {
      io.err().println("(processing input from stdin now, hit ctrl-c/ctrl-d to interrupt)");
    }
    try {
      InputFile input = InputFile.read(settings.input(), io);
      OutputFile output = OutputFile.open(settings.output());
      return process(input, output);
    } catch (CliError e) {
      io.err().println(e.getMessage());
      return 1;
    }
  }

  private int process(InputFile input, OutputFile output) throws CliError {
    SourceFile file = new SourceFile(input.name(), input.text());
    SourceFiles files = new SourceFiles(file);
    DiagnosticRenderer renderer = new DiagnosticRenderer(files);
    DiagnosticVerifier verifier = new DiagnosticVerifier(file, files, renderer, io.err()::print,
        settings.verifying() ? settings.verifyDiagnostics() : DiagnosticVerifier.Level.ALL);
    ChunkRun chunkRun = new ChunkRun(settings, io, registry, renderer, verifier);
    Utf8Text out = new Utf8Text(1 << 14);
    boolean ok = true;
    try {
      List<Source> chunks = chunks(new Source(input.name(), input.text()), renderer);
      for (int i = 0; i < chunks.size(); i++) {
        if (i > 0) out.append(OUTPUT_SPLIT_MARKER);
        ok &= chunkRun.run(chunks.get(i), settings.splitInputFile() ? null : input, out);
      }
      if (settings.verifying()) ok = verifier.verify();
      verifier.close();
    } catch (RuntimeException | Error e) {
      output.discard();
      throw e;
    }
    output.finish(out, ok, io);
    return ok ? 0 : 1;
  }

  private List<Source> chunks(Source whole, DiagnosticRenderer renderer) {
    if (!settings.splitInputFile()) return List.of(whole);
    return SourceSplitter.split(whole, warning -> io.err().print(renderer.render(warning)));
  }
}
