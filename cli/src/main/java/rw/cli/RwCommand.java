package rw.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;
import rw.ir.pass.PassRegistry;

/** The {@code rw} command and its subcommands (only {@code opt} so far). */
@Command(name = "rw", mixinStandardHelpOptions = true, versionProvider = Version.class,
    description = "Reads, transforms and writes MLIR 22 programs.",
    footer = {"", "Run 'rw opt --help' for the options of 'rw opt'."})
final class RwCommand implements Callable<Integer> {
  @Spec
  private CommandSpec spec;

  @Option(names = "--debug", scope = ScopeType.INHERIT, description = "Print the Java stack trace of internal errors.")
  private boolean debug;

  @Override
  public Integer call() {
    spec.commandLine().usage(spec.commandLine().getErr());
    return 2;
  }

  /** The command line of {@code rw}, writing to {@code io}, with the passes of {@code registry}. */
  static CommandLine commandLine(Io io, PassRegistry registry) {
    CommandLine cl = new CommandLine(new RwCommand());
    OptCommand opt = new OptCommand(io, registry);
    CommandLine optLine = new CommandLine(opt);
    PassFlags.addTo(optLine.getCommandSpec(), registry, opt.passFlags());
    cl.addSubcommand("opt", optLine);
    cl.addSubcommand("run", new CommandLine(new RunCommand(io)));
    cl.addSubcommand("check", new CommandLine(new CheckCommand(io)));
    cl.addSubcommand("gen", new CommandLine(new GenCommand(io)));
    cl.addSubcommand("lsp", new CommandLine(new LspCommand(io)));
    cl.setOut(new PrintWriter(io.out(), true));
    cl.setErr(new PrintWriter(io.err(), true));
    cl.setOverwrittenOptionsAllowed(true);
    cl.setExecutionExceptionHandler((e, line, parsed) -> Main.internalError(e, debugRequested(parsed), io));
    return cl;
  }

  private static boolean debugRequested(CommandLine.ParseResult parsed) {
    for (CommandLine.ParseResult p = parsed; p != null; p = p.subcommand()) {
      if (p.hasMatchedOption("--debug")) return true;
    }
    return false;
  }
}
