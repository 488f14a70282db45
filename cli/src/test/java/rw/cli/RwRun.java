package rw.cli;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import rw.ir.pass.PassRegistry;

/** One in-process run of {@code rw}: its exit code and what it wrote. */
record RwRun(int exit, String stdout, String stderr) {

  static RwRun of(byte[] stdin, String... args) {
    return of(stdin, PassCatalog.registry(), args);
  }

  static RwRun of(byte[] stdin, PassRegistry registry, String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    Io io = new Io(new ByteArrayInputStream(stdin), new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8), false);
    int exit = Main.run(args, io, registry);
    return new RwRun(exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  static RwRun of(String... args) {
    return of(new byte[0], args);
  }
}
