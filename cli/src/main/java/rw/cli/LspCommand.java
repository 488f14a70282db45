package rw.cli;

import java.io.PrintStream;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import rw.dsl.ide.RwLanguageServer;

/**
 * {@code rw lsp}: the {@code .rw} language server on standard input and output, for editors
 * (LSP4E, VS Code, any LSP client). Anything else that would print on standard output while it
 * runs (logging) goes to standard error: standard output carries only the protocol.
 */
@Command(name = "lsp", description = {"Runs the .rw language server (Language Server Protocol) on standard input and output.",
        "Diagnostics, completion, hover, go-to-definition, outline, rename, formatting.",
        "Returns when the client closes the connection."})
final class LspCommand implements Callable<Integer> {
  private final Io io;

  // (Not mixinStandardHelpOptions: a plain option is cheaper to set up on every start of rw.)
  @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help message and exit.")
  private boolean help;

  LspCommand(Io io) {
    this.io = io;
  }

  @Override
  public Integer call() throws InterruptedException {
    PrintStream stdout = System.out;
    System.setOut(io.err());
    try {
      RwLanguageServer.run(io.in(), io.out()).get();
      return 0;
    } catch (ExecutionException e) {
      io.err().println("rw lsp: connection lost: " + e.getCause());
      return 1;
    } finally {
      System.setOut(stdout);
    }
  }
}
