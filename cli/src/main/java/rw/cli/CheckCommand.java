package rw.cli;

import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code rw check FILES...}: parses, links and validates {@code .rw} files together, as the build
 * and the language server do. (The Xtext side lives in {@link CheckRun}, loaded only when the
 * command runs, so that {@code rw opt} never loads it.)
 */
@Command(name = "check", description = {"Checks .rw files: syntax, references (across all the files given) and every static check.",
        "Prints each problem as FILE:LINE:COL: error|warning: message on standard error;",
        "the exit code is 1 when there is an error, else 0."})
final class CheckCommand implements Callable<Integer> {
  private final Io io;

  // (Not mixinStandardHelpOptions: a plain option is cheaper to set up on every start of rw.)
  @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help message and exit.")
  private boolean help;

  @Parameters(arity = "1..*", paramLabel = "FILE", description = "A .rw file, or a directory: all its .rw files.")
  private List<String> files;

  CheckCommand(Io io) {
    this.io = io;
  }

  @Override
  public Integer call() {
    return CheckRun.run(io, files);
  }
}
