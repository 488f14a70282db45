package rw.ir.def;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import rw.ir.Context;
import rw.ir.Operation;
import rw.ir.asm.Source;
import rw.ir.asm.parse.SourceParser;
import rw.ir.asm.print.AsmPrinter;
import rw.ir.asm.print.PrintOptions;

/**
 * Ops defined by {@link OpSpec}s with MLIR's assembly formats, parsed from def/NAME.mlir (lines
 * from the corpus and more) and printed: the custom form must be mlir-opt-22's byte for byte
 * (NAME.pretty.mlir), and so must the generic form (NAME.generic.mlir), which shows where the
 * format put operands, properties and default values. Both were recorded by def/record.sh,
 * except for features.* (made-up {@code fmt.*} ops for the format features those ops do not use,
 * written by hand following MLIR's rules).
 */
class RoundTripTest {
  static final List<String> FILES = List.of("arith", "llvm", "memref", "spirv", "gpu", "control", "features");

  @TestFactory
  Stream<DynamicTest> prettyForm() {
    return FILES.stream().map(n -> DynamicTest.dynamicTest(n, () -> check(n, PrintOptions.DEFAULT, ".pretty.mlir")));
  }

  @TestFactory
  Stream<DynamicTest> genericForm() {
    return FILES.stream().map(n -> DynamicTest.dynamicTest(n, () -> check(n, PrintOptions.GENERIC, ".generic.mlir")));
  }

  /** MLIR's custom output parses back to itself. */
  @TestFactory
  Stream<DynamicTest> prettyFormIsAFixpoint() {
    return FILES.stream().map(n -> DynamicTest.dynamicTest(n, () -> {
      String pretty = resource(n + ".pretty.mlir");
      same(pretty, print(parse(n + ".pretty.mlir", pretty), PrintOptions.DEFAULT));
    }));
  }

  private static void check(String name, PrintOptions options, String suffix) throws IOException {
    Operation module = parse(name + ".mlir", resource(name + ".mlir"));
    same(resource(name + suffix), print(module, options));
  }

  static void same(String expected, String actual) {
    assertEquals(expected, actual, () -> firstDifference(expected, actual));
  }

  static Operation parse(String name, String text) {
    Context ctx = TestDialects.context();
    Operation module = SourceParser.parse(ctx, new Source(name, text));
    assertNotNull(module, () -> ctx.diagnostics().collected().toString());
    return module;
  }

  static String print(Operation module, PrintOptions options) {
    return AsmPrinter.print(module, options) + "\n";
  }

  static String firstDifference(String expected, String actual) {
    String[] e = expected.split("\n", -1);
    String[] a = actual.split("\n", -1);
    for (int i = 0; i < Math.max(e.length, a.length); i++) {
      String el = i < e.length ? e[i] : "<end>";
      String al = i < a.length ? a[i] : "<end>";
      if (!el.equals(al)) return "line " + (i + 1) + "\n  expected: " + el + "\n  actual:   " + al;
    }
    return "?";
  }

  static String resource(String name) throws IOException {
    try (InputStream in = RoundTripTest.class.getResourceAsStream("/def/" + name)) {
      if (in == null) throw new IOException("missing resource def/" + name);
      return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
    }
  }
}
