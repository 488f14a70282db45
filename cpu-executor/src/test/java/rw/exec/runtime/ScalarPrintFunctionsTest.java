package rw.exec.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import rw.exec.memory.Pointers;

class ScalarPrintFunctionsTest {
  private final RuntimeHarness h = new RuntimeHarness();

  @Test
  void integerPrinters() {
    h.call("printI64", Long.MIN_VALUE);
    h.call("printComma");
    h.call("printU64", -1L);
    h.call("printNewline");
    assertEquals("-9223372036854775808, 18446744073709551615\n", h.out());
  }

  @Test
  void vectorPunctuation() {
    h.call("printOpen");
    h.call("printF32", 1.5f);
    h.call("printComma");
    h.call("printF64", -0.0);
    h.call("printClose");
    assertEquals("( 1.5, -0 )", h.out());
  }

  @Test
  void floatPrintersUsePercentG() {
    h.call("printF32", 0.1f);
    h.call("printNewline");
    h.call("printF64", 1234567.0);
    assertEquals("0.1\n1.23457e+06", h.out());
  }

  @Test
  void stringPrintersWriteRawBytes() {
    long s = h.memory.malloc(5);
    h.memory.writeBytes(s, new byte[] {'o', 'k', (byte) 0xE9, '\n', 0});
    h.call("printString", s);
    h.call("printCString", Pointers.offsetBy(s, 1));
    assertEquals("ok\u00e9\nk\u00e9\n", h.out());
  }

  @Test
  void flopsGoToStandardErrorInFixedNotation() {
    h.call("printFlops", 2.5e9);
    assertEquals("2.500000 GFLOPS\n", h.err());
    assertEquals("", h.out());
  }

  /**
   * print-f64-scalars.mlir calls printF64/printNewline, which the pipeline lowers to
   * _mlir_ciface_printF64/_mlir_ciface_printNewline (wrappers.c); print-f64-scalars.out is what
   * mlir22 run printed. The constants are taken from the program in order.
   */
  @Test
  void cInterfacePrintF64MatchesTheRecordedOutput() throws IOException {
    String program = MemRefPrintGoldenTest.resource("print-f64-scalars.mlir");
    List<String> lines = new ArrayList<>();
    for (String line : program.split("\n")) lines.add(line.trim());
    Pattern constant = Pattern.compile("%v\\d+ = arith.constant (\\S+) : f64");
    for (String line : lines) {
      Matcher m = constant.matcher(line);
      if (m.matches()) h.call("_mlir_ciface_printF64", parse(m.group(1)));
      if (line.startsWith("call @printNewline")) h.call("_mlir_ciface_printNewline");
    }
    assertEquals(MemRefPrintGoldenTest.resource("print-f64-scalars.out"), h.out());
  }

  private static double parse(String literal) {
    if (!literal.startsWith("0x")) return Double.parseDouble(literal);
    return Double.longBitsToDouble(Long.parseUnsignedLong(literal.substring(2), 16));
  }
}
