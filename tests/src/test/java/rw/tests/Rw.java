package rw.tests;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import rw.cli.Io;
import rw.cli.Main;
import rw.cli.PassCatalog;

/** One in-process run of the {@code rw} command: exit code and what it printed. */
record Rw(int exit, String stdout, String stderr) {

  static Rw run(String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    Io io = new Io(new ByteArrayInputStream(new byte[0]), new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8), false);
    int exit = Main.run(args, io, PassCatalog.registry());
    return new Rw(exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }
}
