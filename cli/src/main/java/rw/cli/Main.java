package rw.cli;

import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import rw.ir.pass.PassRegistry;

/**
 * Entry point of the {@code rw} command. Exit codes: 0 success, 1 failure reported as
 * diagnostics (bad input, failed pipeline), 2 usage errors and internal errors ({@code rw:
 * internal error: ...}; the Java stack trace only with {@code --debug}).
 */
public final class Main {
  private Main() {}

  public static void main(String[] args) {
    PrintStream out = new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), false, StandardCharsets.UTF_8);
    PrintStream err = new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.err), true, StandardCharsets.UTF_8);
    Io io = new Io(System.in, out, err, System.console() != null);
    // The commands that process IR: their context is made while the command line is read.
    if (args.length > 0 && (args[0].equals("opt") || args[0].equals("run"))) Contexts.prepareAhead();
    int code = run(args, io, PassCatalog.registry());
    out.flush();
    err.flush();
    System.exit(code);
  }

  /** Runs {@code rw args} on {@code io} with the passes of {@code registry}; returns the exit code. */
  public static int run(String[] args, Io io, PassRegistry registry) {
    boolean debug = false;
    for (String a : args) debug |= a.equals("--debug");
    try {
      return RwCommand.commandLine(io, registry).execute(args);
    } catch (RuntimeException | Error e) {
      return internalError(e, debug, io);
    } finally {
      io.out().flush();
      io.err().flush();
    }
  }

  static int internalError(Throwable e, boolean debug, Io io) {
    io.err().println("rw: internal error: " + e);
    if (debug) e.printStackTrace(io.err());
    else io.err().println("rw: (run with --debug for the Java stack trace; this is a bug in rw, please report it)");
    return 2;
  }
}
