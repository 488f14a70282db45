package rw.cli;

import java.io.InputStream;
import java.io.PrintStream;

/**
 * The standard streams of one run of the tool, so that tests run it in-process.
 * {@code interactiveInput} says whether standard input is a terminal.
 */
public record Io(InputStream in, PrintStream out, PrintStream err, boolean interactiveInput) {
  public Io {
    if (in == null || out == null || err == null) throw new IllegalArgumentException("null stream");
  }
}
