package rw.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import rw.exec.EntryResult;
import rw.exec.Limits;

/**
 * {@code rw run}: mlir-runner for rw. Reads a program, lowers it (not yet: until rw's pipeline
 * exists the input must already be in the LLVM dialect), links its nested modules and executes
 * the entry function with rw's runtime library, printing what mlir-runner prints. Exit code 0 on
 * success, 1 after an error in the input or a trap of the program, 2 for usage errors.
 */
@Command(name = "run", mixinStandardHelpOptions = true, versionProvider = Version.class, sortOptions = false,
    description = {"Executes FILE as mlir-runner does (-e ENTRY --entry-point-result=KIND --link-nested-modules),",
        "with rw's memory-safe interpreter and runtime library (printMemref*, fillers, malloc, rtclock...).",
        "Errors in the input are reported as FILE:LINE:COL: error: ..., faults of the program as",
        "FILE:LINE:COL: error: trap: ... at the operation that faulted; the exit code is then 1."})
final class RunCommand implements Callable<Integer> {
  private final Io io;

  @Parameters(index = "0", arity = "0..1", paramLabel = "FILE", defaultValue = "-",
      description = "The input file; '-' or none: standard input.")
  private String input;

  @Option(names = {"-e", "--entry-point", "-entry-point"}, paramLabel = "NAME", defaultValue = "main",
      description = "The function to run (default: main).")
  private String entry;

  @Option(names = {"--entry-point-result", "-entry-point-result"}, paramLabel = "void|i32|i64|f32", defaultValue = "void",
      description = "What the entry function returns; a value is printed on its own line (default: void).")
  private String entryResult;

  @Option(names = "--no-lower",
      description = "Execute the input as it is: an LLVM-dialect module, e.g. from mlir-opt --test-spirv-cpu-runner-pipeline.")
  private boolean noLower;

  @Option(names = "--pipeline", paramLabel = "PIPELINE", defaultValue = "spirv-cpu-runner-pipeline",
      description = "The pass pipeline that lowers an input not yet in the LLVM dialect, in mlir-opt's textual form"
          + " (default: spirv-cpu-runner-pipeline; test-spirv-cpu-runner-pipeline is MLIR's).")
  private String pipeline;

  @Option(names = "--max-memory", paramLabel = "BYTES",
      description = "Limit of live memory (heap, stack, globals), e.g. 512M (default: 1G).")
  private String maxMemory;

  @Option(names = "--max-stack", paramLabel = "BYTES", description = "Limit of live stack allocations (default: 16M).")
  private String maxStack;

  @Option(names = "--max-steps", paramLabel = "N", description = "Limit of executed operations (default: none).")
  private Long maxSteps;

  @Option(names = "--max-call-depth", paramLabel = "N",
      description = "Limit of nested calls (default: " + Limits.DEFAULT_MAX_CALL_DEPTH + ").")
  private Integer maxCallDepth;

  @Option(names = {"--shared-libs", "-shared-libs"}, paramLabel = "LIBS", split = ",",
      description = "Accepted for compatibility and ignored: rw's runtime library provides MLIR's runner utils"
          + " and the test wrappers; add functions with a RuntimeProvider on the class path.")
  private List<String> sharedLibs = new ArrayList<>();

  @Option(names = {"--link-nested-modules", "-link-nested-modules"},
      description = "Accepted for compatibility: rw always links nested modules.")
  private boolean linkNestedModules;

  RunCommand(Io io) {
    this.io = io;
  }

  @Override
  public Integer call() {
    EntryResult kind = EntryResult.fromKeyword(entryResult);
    if (kind == null) return usageError("--entry-point-result: expected void, i32, i64 or f32, got '" + entryResult + "'");
    Limits limits;
    try {
      limits = limits();
    } catch (IllegalArgumentException e) {
      return usageError(e.getMessage());
    }
    return new RunDriver(io, input, entry, kind, limits, noLower, pipeline).run();
  }

  private Limits limits() {
    Limits l = Limits.DEFAULT;
    if (maxMemory != null) l = l.withMaxMemory(Limits.parseBytes(maxMemory));
    if (maxStack != null) l = l.withMaxStack(Limits.parseBytes(maxStack));
    if (maxSteps != null) l = l.withMaxSteps(positive("--max-steps", maxSteps));
    if (maxCallDepth != null) l = l.withMaxCallDepth((int) positive("--max-call-depth", maxCallDepth));
    return l;
  }

  private static long positive(String option, long value) {
    if (value < 1) throw new IllegalArgumentException(option + ": expected a positive number, got " + value);
    return value;
  }

  private int usageError(String message) {
    io.err().println("rw run: " + message);
    return 2;
  }
}
