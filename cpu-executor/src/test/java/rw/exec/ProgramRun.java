package rw.exec;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import rw.dialect.Dialects;
import rw.exec.runtime.RuntimeLibrary;
import rw.exec.runtime.StandardRuntime;
import rw.ir.Context;
import rw.ir.Operation;
import rw.ir.asm.Source;
import rw.ir.asm.parse.SourceParser;
import rw.ir.diag.Diagnostic;

/**
 * Test fixture: parses a program and runs it through {@link Executor}, capturing what a user of
 * {@code rw run} would see: standard output, and the error text (diagnostics and the trap
 * message, one per line) with the exit status.
 */
public record ProgramRun(String stdout, String errors, int exitStatus, ExecutionResult result) {

  /** Options of a run, as {@code rw run} takes them. */
  public record Options(String entry, EntryResult kind, Limits limits, RuntimeLibrary library) {
    public static Options defaults() {
      return new Options("main", EntryResult.VOID, Limits.DEFAULT, StandardRuntime.library());
    }

    /** Options from {@code --flag=value} words ({@code -e NAME} as {@code -e=NAME}). */
    public static Options parse(List<String> words) {
      Options o = defaults();
      for (String w : words) {
        int eq = w.indexOf('=');
        String key = eq < 0 ? w : w.substring(0, eq);
        String value = eq < 0 ? "" : w.substring(eq + 1);
        switch (key) {
          case "-e": o = new Options(value, o.kind, o.limits, o.library); break;
          case "--entry-point-result": o = new Options(o.entry, EntryResult.fromKeyword(value), o.limits, o.library); break;
          case "--max-steps": o = new Options(o.entry, o.kind, o.limits.withMaxSteps(Long.parseLong(value)), o.library); break;
          case "--max-memory": o = new Options(o.entry, o.kind, o.limits.withMaxMemory(Limits.parseBytes(value)), o.library); break;
          case "--max-stack": o = new Options(o.entry, o.kind, o.limits.withMaxStack(Limits.parseBytes(value)), o.library); break;
          case "--max-call-depth": o = new Options(o.entry, o.kind, o.limits.withMaxCallDepth(Integer.parseInt(value)), o.library); break;
          default: throw new IllegalArgumentException("unknown option " + w);
        }
      }
      return o;
    }
  }

  /** A context with every dialect rw generates (ops with their custom syntax, types, attributes). */
  public static Context context() {
    Context ctx = new Context();
    Dialects.registerAll(ctx);
    return ctx;
  }

  /** Parses {@code file} (diagnostics name it {@code name}); fails the test on parse errors. */
  public static Operation parse(Context ctx, Path file, String name) throws IOException {
    Operation m = SourceParser.parse(ctx, new Source(name, Files.readString(file)));
    if (m == null) throw new AssertionError("cannot parse " + file + ": " + ctx.diagnostics().collected());
    return m;
  }

  public static ProgramRun run(Path file, String name, Options options) throws IOException {
    Context ctx = context();
    Operation module = parse(ctx, file, name);
    return run(ctx, module, options);
  }

  public static ProgramRun run(Context ctx, Operation module, Options options) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    ExecutionResult r = Executor.execute(module, options.entry(), options.kind(), options.library(), options.limits(), out, err);
    List<String> errors = new ArrayList<>();
    for (Diagnostic d : ctx.diagnostics().collected()) errors.add(d.render());
    if (r.trap() != null) errors.add(r.trap().render());
    String programErr = err.toString(StandardCharsets.ISO_8859_1);
    String text = (programErr.isEmpty() ? "" : programErr) + (errors.isEmpty() ? "" : String.join("\n", errors) + "\n");
    return new ProgramRun(out.toString(StandardCharsets.ISO_8859_1), text, r.exitStatus(), r);
  }

  /** The output with memref base addresses replaced by {@code 0xADDR}, as the corpus records it. */
  public String normalizedStdout() {
    return stdout.replaceAll("base@ = 0x[0-9a-f]+", "base@ = 0xADDR");
  }
}
