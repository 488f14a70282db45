package rw.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rw.ir.attr.Utf8Text;
import rw.ir.pass.OpPassManager;
import rw.ir.pass.Pass;
import rw.ir.pass.PassInfo;
import rw.ir.pass.PassOptions;
import rw.ir.pass.PassRegistry;

/** Output files, usage errors and internal errors: what no mlir-opt recording covers. */
class OptBehaviourTest {
  private static final String SMALL = "src/test/resources/cli/small.mlir";
  private static final String BAD = "src/test/resources/cli/bad.mlir";

  @TempDir
  Path tmp;

  @Test
  void outputFileIsWrittenWholeOnSuccess() throws IOException {
    Path out = tmp.resolve("out.mlir");
    RwRun run = RwRun.of("opt", SMALL, "-o", out.toString());
    assertEquals(0, run.exit(), run.stderr());
    assertEquals("", run.stdout());
    assertEquals(Files.readString(Path.of("src/test/resources/cli/small.stdout")), Files.readString(out));
    assertEquals(List.of(out), listing());
  }

  @Test
  void failureLeavesAnExistingOutputFileAlone() throws IOException {
    Path out = tmp.resolve("out.mlir");
    Files.writeString(out, "previous contents\n");
    RwRun run = RwRun.of("opt", BAD, "-o", out.toString());
    assertEquals(1, run.exit());
    assertEquals("previous contents\n", Files.readString(out));
    assertEquals(List.of(out), listing());
  }

  @Test
  void outputIntoAMissingDirectoryIsReportedBeforeAnyWork() {
    String out = tmp.resolve("no/such/dir/out.mlir").toString();
    RwRun run = RwRun.of("opt", BAD, "-o", out);
    assertEquals(1, run.exit());
    assertEquals("cannot open output file '" + out + "': No such file or directory\n", run.stderr());
  }

  @Test
  void inputIsNeverModified() throws IOException {
    Path in = tmp.resolve("in.mlir");
    Files.copy(Path.of(SMALL), in);
    byte[] before = Files.readAllBytes(in);
    assertEquals(0, RwRun.of("opt", in.toString(), "--mlir-print-op-generic").exit());
    assertEquals(new String(before, StandardCharsets.UTF_8), Files.readString(in));
  }

  @Test
  void unknownOptionIsAUsageError() {
    RwRun run = RwRun.of("opt", SMALL, "--no-such-flag");
    assertEquals(2, run.exit());
    assertTrue(run.stderr().startsWith("Unknown option: '--no-such-flag'"), run.stderr());
  }

  @Test
  void passFlagDoesNotSwallowTheInputFile() {
    RwRun run = RwRun.of("opt", "--reconcile-unrealized-casts", "src/test/resources/cli/casts.mlir");
    assertEquals(0, run.exit(), run.stderr());
    assertEquals(read("reconcile.stdout"), run.stdout());
  }

  @Test
  void internalErrorsAreReportedWithoutStackTraceUnlessDebugging() {
    PassRegistry registry = new PassRegistry();
    registry.register(PassInfo.of("crash", "Crash", "", OpPassManager.ANY, CrashPass::new));
    RwRun run = RwRun.of(new byte[0], registry, "opt", SMALL, "--crash");
    assertEquals(2, run.exit());
    assertTrue(run.stderr().startsWith("rw: internal error: java.lang.IllegalStateException: crashed on purpose\n"), run.stderr());
    assertFalse(run.stderr().contains("\tat "), run.stderr());
    RwRun debug = RwRun.of(new byte[0], registry, "opt", SMALL, "--crash", "--debug");
    assertEquals(2, debug.exit());
    assertTrue(debug.stderr().contains("\tat rw.cli.OptBehaviourTest$CrashPass.runOnOperation"), debug.stderr());
  }

  @Test
  void versionAndHelp() {
    RwRun version = RwRun.of("--version");
    assertEquals(0, version.exit());
    assertTrue(version.stdout().startsWith("rw "), version.stdout());
    RwRun help = RwRun.of("opt", "--help");
    assertEquals(0, help.exit());
    assertTrue(help.stdout().contains("--reconcile-unrealized-casts"), help.stdout());
    assertTrue(help.stdout().contains("--pass-pipeline=PIPELINE"), help.stdout());
  }

  @Test
  void noSubcommandPrintsUsage() {
    RwRun run = RwRun.of();
    assertEquals(2, run.exit());
    assertTrue(run.stderr().contains("Usage: rw"), run.stderr());
  }

  private List<Path> listing() throws IOException {
    try (Stream<Path> s = Files.list(tmp)) {
      return s.toList();
    }
  }

  private static String read(String name) {
    try {
      return Files.readString(Path.of("src/test/resources/cli", name));
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }

  /** A pass with a bug of ours. */
  static final class CrashPass extends Pass {
    CrashPass(PassInfo info, PassOptions options) {
      super(info, options);
    }

    @Override
    protected void runOnOperation(rw.ir.Operation op) {
      throw new IllegalStateException("crashed on purpose");
    }
  }

  /** The output is written chunk by chunk as it was printed: characters of every width, pairs, many chunks, to a file and to stdout. */
  @Test
  void outputIsUtf8AcrossChunks() throws Exception {
    StringBuilder chars = new StringBuilder();
    Utf8Text text = new Utf8Text(16);
    String[] pieces = {"a".repeat(1000), "\uD83D\uDE00", "\u00e9\u20ac", "b", "\u00e9 end\n"};
    for (int i = 0; chars.length() < 3_000_000; i++) {
      String p = pieces[i * 7 % pieces.length];
      chars.append(p);
      text.append(p);
    }
    byte[] expected = chars.toString().getBytes(StandardCharsets.UTF_8);
    Path file = tmp.resolve("utf8.mlir");
    var stdout = new ByteArrayOutputStream();
    Io io = new Io(InputStream.nullInputStream(), new PrintStream(stdout), System.err, false);
    OutputFile.open(file.toString()).finish(text, true, io);
    assertArrayEquals(expected, Files.readAllBytes(file));
    assertEquals(0, stdout.size());
    OutputFile.open("-").finish(text, true, io);
    assertArrayEquals(expected, stdout.toByteArray());
    var none = new ByteArrayOutputStream();
    new Utf8Text().writeTo(none);
    assertEquals(0, none.size());
  }
}
