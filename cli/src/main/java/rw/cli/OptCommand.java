package rw.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Stack;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.IParameterPreprocessor;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import rw.ir.asm.print.PrintOptions;
import rw.ir.diag.DiagnosticVerifier;
import rw.ir.pass.IrPrinting;
import rw.ir.pass.PassRegistry;

/**
 * {@code rw opt}: mlir-opt for rw. Reads a file (or standard input), runs a pass pipeline, and
 * prints the result as mlir-opt-22 prints it. Options keep mlir-opt's names (also with a single
 * leading dash); each registered pass is also a flag of its own.
 */
@Command(name = "opt", mixinStandardHelpOptions = true, versionProvider = Version.class, sortOptions = false,
    description = {"Parses FILE, runs the pass pipeline on it and prints the result, as mlir-opt-22 does.",
        "Errors are reported as FILE:LINE:COL: error: message; the exit code is then 1."})
final class OptCommand implements Callable<Integer> {
  private final Io io;
  private final PassRegistry registry;
  private final List<PassFlag> passFlags = new ArrayList<>();

  @Parameters(index = "0", arity = "0..1", paramLabel = "FILE", defaultValue = "-",
      description = "The input file; '-' or none: standard input.")
  private String input;

  @Option(names = "-o", paramLabel = "OUT", defaultValue = "-",
      description = "Output file ('-': standard output); written whole, only on success.")
  private String output;

  @Option(names = {"--pass-pipeline", "-pass-pipeline"}, paramLabel = "PIPELINE",
      description = "Textual pass pipeline, e.g. 'builtin.module(func.func(cse))'.")
  private String pipeline;

  @Option(names = {"--split-input-file", "-split-input-file"},
      description = "Split the input at '// -----' lines, process each chunk on its own, join the outputs with '// -----'.")
  private boolean splitInputFile;

  @Option(names = {"--verify-diagnostics", "-verify-diagnostics"}, arity = "0..1", paramLabel = "all|only-expected",
      preprocessor = VerifyDiagnosticsValue.class,
      description = "Check the diagnostics against the expected-* comments of the input instead of printing them.")
  private String verifyDiagnostics;

  @Option(names = {"--mlir-print-op-generic", "-mlir-print-op-generic"}, description = "Print every op in the generic form.")
  private boolean generic;

  @Option(names = {"--mlir-print-debuginfo", "-mlir-print-debuginfo"}, description = "Print locations.")
  private boolean debugInfo;

  @Option(names = {"--mlir-pretty-debuginfo", "-mlir-pretty-debuginfo"}, description = "Print locations in the pretty form.")
  private boolean prettyDebugInfo;

  @Option(names = {"--mlir-print-local-scope", "-mlir-print-local-scope"}, description = "Print with local scope, without aliases.")
  private boolean localScope;

  @Option(names = {"--mlir-print-unique-ssa-ids", "-mlir-print-unique-ssa-ids"}, description = "Number SSA values uniquely across regions.")
  private boolean uniqueSsaIds;

  @Option(names = {"--mlir-elide-elementsattrs-if-larger", "-mlir-elide-elementsattrs-if-larger"}, paramLabel = "N",
      defaultValue = "-1", description = "Elide dense elements attributes with more than N elements.")
  private long elideLargerThan;

  @Option(names = {"--mlir-print-ir-after-all", "-mlir-print-ir-after-all"}, description = "Print the IR after each pass (to standard error).")
  private boolean printAfterAll;

  @Option(names = {"--mlir-print-ir-before-all", "-mlir-print-ir-before-all"}, description = "Print the IR before each pass.")
  private boolean printBeforeAll;

  @Option(names = {"--mlir-print-ir-after-failure", "-mlir-print-ir-after-failure"}, description = "Print the IR after a pass fails.")
  private boolean printAfterFailure;

  @Option(names = {"--mlir-print-ir-after", "-mlir-print-ir-after"}, paramLabel = "PASS", split = ",",
      description = "Print the IR after the named passes.")
  private List<String> printAfter = new ArrayList<>();

  @Option(names = {"--mlir-print-ir-before", "-mlir-print-ir-before"}, paramLabel = "PASS", split = ",",
      description = "Print the IR before the named passes.")
  private List<String> printBefore = new ArrayList<>();

  @Option(names = {"--mlir-print-ir-module-scope", "-mlir-print-ir-module-scope"}, description = "Print the whole top-level op in IR dumps.")
  private boolean moduleScope;

  @Option(names = {"--mlir-timing", "-mlir-timing"}, description = "Print an execution time report (to standard error).")
  private boolean timing;

  @Option(names = {"--dump-pass-pipeline", "-dump-pass-pipeline"}, description = "Print the pipeline that will run.")
  private boolean dumpPipeline;

  @Option(names = {"--verify-each", "-verify-each"}, arity = "0..1", paramLabel = "true|false", preprocessor = TrueByDefault.class,
      description = "Verify the IR after each pass (default: true).")
  private String verifyEach = "true";

  @Option(names = {"--allow-unregistered-dialect", "-allow-unregistered-dialect"},
      description = "Accepted for compatibility: rw always allows ops of unknown dialects.")
  private boolean allowUnregistered;

  @Option(names = {"--mlir-disable-threading", "-mlir-disable-threading"}, description = "Run everything on the calling thread (verification, conversions, nested pipelines, printing).")
  private boolean disableThreading;

  @Option(names = {"--debug-patterns", "-debug-patterns"},
      description = "Log every rule that applies and why each failed match did not (to standard error).")
  private boolean debugPatterns;

  OptCommand(Io io, PassRegistry registry) {
    this.io = io;
    this.registry = registry;
  }

  /** Where the individual pass flags of the command line are collected, in order. */
  List<PassFlag> passFlags() {
    return passFlags;
  }

  @Override
  public Integer call() {
    OptSettings settings = settings();
    if (settings == null) return 2;
    // Read by the passes generated from .rw rules (rw.conversion.support.RuleOps.tracing()).
    if (debugPatterns) System.setProperty("rw.debugPatterns", "true");
    return new OptDriver(settings, io, registry).run();
  }

  private OptSettings settings() {
    DiagnosticVerifier.Level level = null;
    if (verifyDiagnostics != null) {
      level = switch (verifyDiagnostics) {
        case "", "all" -> DiagnosticVerifier.Level.ALL;
        case "only-expected" -> DiagnosticVerifier.Level.ONLY_EXPECTED;
        default -> null;
      };
      if (level == null) return usageError("--verify-diagnostics: expected 'all' or 'only-expected', got '" + verifyDiagnostics + "'");
    }
    if (!verifyEach.equals("true") && !verifyEach.equals("false")) {
      return usageError("--verify-each: expected 'true' or 'false', got '" + verifyEach + "'");
    }
    PrintOptions print = PrintOptions.DEFAULT.withGenericForm(generic).withDebugInfo(debugInfo)
        .withPrettyDebugInfo(prettyDebugInfo).withLocalScope(localScope).withUniqueSsaIds(uniqueSsaIds)
        .withElideElementsLargerThan(elideLargerThan);
    IrPrinting.Config dumps = new IrPrinting.Config(printBeforeAll, printAfterAll, printAfterFailure, moduleScope,
        java.util.Set.copyOf(printBefore), java.util.Set.copyOf(printAfter));
    return new OptSettings(input, output, pipeline, List.copyOf(passFlags), splitInputFile, level, print, dumps,
        timing, dumpPipeline, verifyEach.equals("true"), !disableThreading && !debugPatterns);
  }

  private OptSettings usageError(String message) {
    io.err().println("rw opt: " + message);
    return null;
  }

  /** {@code --verify-diagnostics} alone means {@code =all}. */
  static final class VerifyDiagnosticsValue implements IParameterPreprocessor {
    @Override
    public boolean preprocess(Stack<String> args, CommandSpec commandSpec, ArgSpec argSpec, Map<String, Object> info) {
      return new PassFlags.AttachedValueOnly("all").preprocess(args, commandSpec, argSpec, info);
    }
  }

  /** {@code --verify-each} alone means {@code =true}. */
  static final class TrueByDefault implements IParameterPreprocessor {
    @Override
    public boolean preprocess(Stack<String> args, CommandSpec commandSpec, ArgSpec argSpec, Map<String, Object> info) {
      return new PassFlags.AttachedValueOnly("true").preprocess(args, commandSpec, argSpec, info);
    }
  }
}
