package rw.cli;

import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code rw gen SRC... -o DIR}: the Java that the Maven build generates from {@code .rw} files,
 * for users outside Maven. (The Xtext side lives in {@link GenRun}, loaded only when the command
 * runs.)
 */
@Command(name = "gen", description = {"Generates Java from .rw files (all the files given are loaded together).",
        "The files are checked first, as by 'rw check': with an error nothing is written and the exit code is 1.",
        "Each Java file is written whole (a temporary file moved into place); unchanged files are not touched."})
final class GenCommand implements Callable<Integer> {
  private final Io io;

  // (Not mixinStandardHelpOptions: a plain option is cheaper to set up on every start of rw.)
  @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help message and exit.")
  private boolean help;

  @Parameters(arity = "1..*", paramLabel = "SRC", description = "A .rw file, or a directory: all its .rw files.")
  private List<String> sources;

  @Option(names = {"-I", "--ref"}, paramLabel = "PATH",
      description = "A .rw file or directory that SRC may refer to (e.g. the dialects it uses); loaded and checked, no Java generated.")
  private List<String> references = List.of();

  @Option(names = "-o", required = true, paramLabel = "DIR",
      description = "Directory of the generated Java (package folders below it); created if missing.")
  private String output;

  GenCommand(Io io) {
    this.io = io;
  }

  @Override
  public Integer call() {
    return GenRun.run(io, sources, references, output);
  }
}
