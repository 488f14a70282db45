package rw.exec.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import rw.exec.memory.Memory;

/**
 * Golden tests of the memref printers against real MLIR. Each {@code runtime/NAME.mlir} was
 * generated from {@code NAME.spec} by {@code gen-print-test.py}, and {@code NAME.out} is what
 * {@code /work/shared/reference/mlir22 run NAME.mlir} printed (mlir-runner-22 with
 * libmlir_runner_utils, base addresses replaced by 0xADDR by that script). The test builds the
 * same memrefs in rw's memory from the {@code // case:} lines and calls rw's functions of the
 * same symbols; the output must be the same bytes.
 */
class MemRefPrintGoldenTest {
  private static final String ADDRESS = "base@ = 0x[0-9a-f]+";

  @ParameterizedTest
  @ValueSource(strings = {"print-i32", "print-f32", "print-f64", "print-ints", "print-f16",
      "print-strided", "print-other"})
  void printsExactlyWhatMlirRunnerPrinted(String name) throws IOException {
    String expected = resource(name + ".out");
    assertEquals(expected, runCases(resource(name + ".mlir")));
  }

  /**
   * For an empty dimension MLIR prints one element read from memory it does not own (garbage);
   * rw prints 0 there. The recorded output is compared with every data value replaced by 0.
   */
  @ParameterizedTest
  @ValueSource(strings = {"print-empty"})
  void emptyDimensionsPrintTheSameBracketsWithZeros(String name) throws IOException {
    String expected = zeroDataValues(resource(name + ".out"));
    assertEquals(expected, runCases(resource(name + ".mlir")));
  }

  static String runCases(String mlir) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    Memory memory = new Memory();
    RuntimeContext ctx = new RuntimeContext(memory, new RuntimeOutput(bytes), new RuntimeOutput(new ByteArrayOutputStream()));
    RuntimeLibrary lib = StandardRuntime.library();
    List<PrintCase> cases = PrintCase.parseProgram(mlir);
    for (PrintCase c : cases) {
      long arg = c.build(memory);
      lib.find(c.symbol()).orElseThrow().invoke(ctx, arg);
    }
    ctx.flush();
    return bytes.toString(StandardCharsets.ISO_8859_1).replaceAll(ADDRESS, "base@ = 0xADDR");
  }

  private static String zeroDataValues(String text) {
    StringBuilder sb = new StringBuilder();
    for (String line : text.split("\n", -1)) {
      if (!line.contains("base@")) line = line.replaceAll("-?[0-9][0-9.e+-]*", "0");
      sb.append(line).append('\n');
    }
    return sb.substring(0, sb.length() - 1);
  }

  static String resource(String name) throws IOException {
    try (InputStream in = MemRefPrintGoldenTest.class.getResourceAsStream("/runtime/" + name)) {
      if (in == null) throw new IOException("missing test resource runtime/" + name);
      return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
    }
  }
}
