package rw.ir.asm.print;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import rw.ir.Context;
import rw.ir.Operation;
import rw.ir.asm.Source;
import rw.ir.asm.parse.SourceParser;

/**
 * The generic form of the benchmark module (about 290k ops) prints back byte for byte; reports
 * the printing time. Runs only when {@code -Drw.bench.generic=FILE} names the file, made with
 * {@code python3 ../shared/bench/gen-module.py 5000 > big.mlir} and
 * {@code ../shared/reference/mlir22 generic big.mlir > big.generic.mlir}.
 */
class BigModulePrintTest {
  @Test
  void bigModulePrintsBackIdentically() throws IOException {
    String file = System.getProperty("rw.bench.generic");
    Assumptions.assumeTrue(file != null, "set -Drw.bench.generic=FILE to run");
    byte[] bytes = Files.readAllBytes(Path.of(file));
    Operation module = SourceParser.parse(new Context(), new Source(Path.of(file).getFileName().toString(), ""), bytes);
    long wall = System.nanoTime();
    long cpu = ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
    StringBuilder out = new StringBuilder(bytes.length + 16);
    AsmPrinter.print(module, PrintOptions.GENERIC, out);
    out.append('\n');
    long cpuMs = (ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime() - cpu) / 1_000_000;
    long wallMs = (System.nanoTime() - wall) / 1_000_000;
    System.out.println("printed " + out.length() + " chars in " + wallMs + " ms (" + cpuMs + " ms cpu)");
    assertArrayEquals(bytes, out.toString().getBytes(StandardCharsets.ISO_8859_1));
  }
}
