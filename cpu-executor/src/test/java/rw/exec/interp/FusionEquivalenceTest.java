package rw.exec.interp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import rw.exec.Limits;
import rw.exec.ProgramRun;
import rw.exec.interp.llvm.LlvmHandlers;
import rw.exec.memory.Memory;
import rw.exec.runtime.RuntimeContext;
import rw.exec.runtime.RuntimeOutput;
import rw.exec.runtime.StandardRuntime;
import rw.exec.trap.Trap;
import rw.ir.Context;
import rw.ir.Operation;

/**
 * Fusion changes nothing but speed: every program of the corpus and of the exec, trap and plan
 * tests prints the same, traps the same way at the same place, and executes the same number of
 * operations, decoded with fusions and without.
 */
class FusionEquivalenceTest {
  static List<Path> programs() throws Exception {
    List<Path> all = new ArrayList<>();
    try (Stream<Path> s = Files.list(CorpusRunTest.PROGRAMS)) {
      s.filter(p -> p.toString().endsWith(".lowered.generic.mlir")).sorted().forEach(all::add);
    }
    for (String dir : List.of("/exec/record.sh", "/traps/README.md", "/plan/gen-generic.sh")) {
      Path d = Path.of(FusionEquivalenceTest.class.getResource(dir).toURI()).getParent();
      try (Stream<Path> s = Files.list(d)) {
        s.filter(p -> p.toString().endsWith(".mlir")).sorted().forEach(all::add);
      }
    }
    return all;
  }

  /** What a run shows: output, then the trap (kind and rendering) or "ok", then the step count. */
  static String outcome(Path file, boolean fuse) throws IOException {
    Context ctx = ProgramRun.context();
    Operation module = ProgramRun.parse(ctx, file, file.getFileName().toString());
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    RuntimeContext rc = new RuntimeContext(new Memory(Limits.DEFAULT.withMaxStack(1 << 20).memoryLimits()),
        new RuntimeOutput(out), new RuntimeOutput(new ByteArrayOutputStream()));
    Machine m = new Machine(rc, 20_000_000L, 2000);
    String end;
    try {
      Program p = Loader.load(module, LlvmHandlers.table(), StandardRuntime.library(), m, fuse);
      FunctionPlan entry = p == null ? null : firstEntry(p);
      if (entry == null) return "not loadable";
      Interpreter.invoke(entry, entry.newFrame(m));
      end = "ok";
    } catch (Trap t) {
      end = t.kind() + " " + t.render();
    }
    rc.flush();
    return out.toString(StandardCharsets.ISO_8859_1) + "\n" + end + "\nsteps " + m.stepsExecuted();
  }

  private static FunctionPlan firstEntry(Program p) {
    for (String name : List.of("main", "compute", "dot")) {
      if (p.function(name) != null && p.function(name).numParams() == 0) return p.function(name);
    }
    return null;
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("programs")
  void fusedAndUnfusedDecodingAgree(Path program) throws IOException {
    String fused = outcome(program, true);
    assertNotNull(fused);
    assertEquals(outcome(program, false), fused, program.toString());
  }
}
