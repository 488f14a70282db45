package rw.ir.pass;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Parses each pipeline of {@code pass/pipelines.list} and compares what rw reports with what
 * mlir-opt-22 printed ({@code pass/pipelines.expected}, made by {@code record-pipelines.sh}):
 * the {@code --dump-pass-pipeline} text of a valid pipeline, the diagnostics of an invalid one.
 */
class PassPipelineRecordedTest {
  private record Case(String pipeline, String stderr, int exit) {}

  @TestFactory
  Stream<DynamicTest> matchesMlirOpt() throws IOException {
    return cases().stream().map(c -> DynamicTest.dynamicTest("[" + c.pipeline + "]", () -> check(c)));
  }

  private static void check(Case c) {
    PassPipelineParser parser = new PassPipelineParser(PipelineTestPasses.registry());
    try {
      OpPassManager pm = parser.parse(c.pipeline);
      assertEquals(0, c.exit, "rw accepted a pipeline mlir-opt rejects");
      String dump = pm.toDumpText() + "\n";
      assertTrue(c.stderr.startsWith(dump), "expected:\n" + c.stderr + "\nactual:\n" + dump);
    } catch (PassPipelineException e) {
      assertEquals(1, c.exit, "rw rejected a pipeline mlir-opt accepts: " + e.getMessage());
      StringBuilder sb = new StringBuilder();
      for (String m : e.toolMessages()) sb.append("mlir-opt-22: ").append(m).append('\n');
      for (String d : e.diagnostics()) sb.append("<unknown>:0: error: ").append(d).append('\n');
      assertEquals(c.stderr, sb.toString());
    }
  }

  private static List<Case> cases() throws IOException {
    String text;
    try (InputStream in = PassPipelineRecordedTest.class.getResourceAsStream("/pass/pipelines.expected")) {
      text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    List<Case> cases = new ArrayList<>();
    for (String block : text.split("(?m)^=== \\[", -1)) {
      if (block.startsWith("#")) continue;
      int close = block.indexOf("]\n");
      int exitAt = block.lastIndexOf("--- exit ");
      String pipeline = block.substring(0, close);
      String stderr = block.substring(close + 2, exitAt);
      int exit = Integer.parseInt(block.substring(exitAt + 9).trim());
      cases.add(new Case(pipeline, stderr, exit));
    }
    return cases;
  }
}
