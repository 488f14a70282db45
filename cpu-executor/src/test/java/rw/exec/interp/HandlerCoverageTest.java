package rw.exec.interp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import rw.exec.interp.llvm.LlvmHandlers;

/**
 * Every LLVM-dialect op that MLIR's SPIR-V CPU runner pipeline emits for the corpus, and every op
 * issue 5 names, has a handler (module-level ops are the loader's).
 */
class HandlerCoverageTest {
  private static final Pattern OP = Pattern.compile("\"(llvm\\.[a-z_.0-9]+)\"\\(");
  /** Ops the loader handles at module level rather than as steps. */
  private static final Set<String> MODULE_LEVEL = Set.of("llvm.func", "llvm.mlir.global");
  /** The ops issue 5 lists by name. */
  private static final List<String> REQUIRED = List.of("llvm.return", "llvm.br", "llvm.cond_br", "llvm.switch",
      "llvm.call", "llvm.invoke", "llvm.mlir.constant", "llvm.mlir.addressof", "llvm.mlir.poison", "llvm.mlir.undef",
      "llvm.mlir.zero", "llvm.load", "llvm.store", "llvm.alloca", "llvm.getelementptr", "llvm.extractvalue",
      "llvm.insertvalue", "llvm.add", "llvm.sub", "llvm.mul", "llvm.udiv", "llvm.sdiv", "llvm.urem", "llvm.srem",
      "llvm.and", "llvm.or", "llvm.xor", "llvm.shl", "llvm.lshr", "llvm.ashr", "llvm.icmp", "llvm.fadd", "llvm.fsub",
      "llvm.fmul", "llvm.fdiv", "llvm.frem", "llvm.fneg", "llvm.fcmp", "llvm.sext", "llvm.zext", "llvm.trunc",
      "llvm.fptosi", "llvm.fptoui", "llvm.sitofp", "llvm.uitofp", "llvm.fpext", "llvm.fptrunc", "llvm.bitcast",
      "llvm.ptrtoint", "llvm.inttoptr", "llvm.select", "llvm.intr.memcpy", "llvm.intr.memset", "llvm.intr.memmove",
      "llvm.intr.sqrt", "llvm.intr.fabs", "llvm.intr.exp", "llvm.intr.log", "llvm.intr.pow", "llvm.intr.fma");

  static Set<String> opsIn(Path dir, String suffix) throws IOException {
    Set<String> ops = new TreeSet<>();
    try (Stream<Path> files = Files.list(dir)) {
      for (Path f : (Iterable<Path>) files.filter(p -> p.toString().endsWith(suffix))::iterator) {
        Matcher m = OP.matcher(Files.readString(f));
        while (m.find()) ops.add(m.group(1));
      }
    }
    return ops;
  }

  @Test
  void everyOpOfTheLoweredCorpusHasAHandler() throws IOException {
    Set<String> ops = opsIn(CorpusRunTest.PROGRAMS, ".lowered.generic.mlir");
    assertTrue(ops.size() > 30, "ops found in the corpus: " + ops);
    ops.removeAll(MODULE_LEVEL);
    HandlerTable t = LlvmHandlers.table();
    Set<String> missing = new TreeSet<>();
    for (String op : ops) {
      if (!t.supports(op)) missing.add(op);
    }
    assertEquals(Set.of(), missing, "llvm ops of the corpus without a handler");
  }

  @Test
  void everyOpNamedByTheIssueHasAHandler() {
    HandlerTable t = LlvmHandlers.table();
    Set<String> missing = new TreeSet<>();
    for (String op : REQUIRED) {
      if (!t.supports(op)) missing.add(op);
    }
    assertEquals(Set.of(), missing);
  }

  @Test
  void registrationIsExplicitAndUnique() {
    HandlerTable t = LlvmHandlers.table();
    assertTrue(t.names().size() > 90, "handlers: " + t.names().size());
    assertThrows(IllegalStateException.class, () -> t.register("llvm.add", d -> { }));
    assertTrue(t.isConstant("llvm.mlir.constant"));
    assertTrue(t.isFoldable("llvm.fsub"));
  }
}
