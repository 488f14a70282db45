package rw.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import rw.dialect.llvm.LlvmDialect;
import rw.dialect.spirv.SpirvDialect;
import rw.ir.Context;
import rw.ir.Operation;
import rw.ir.asm.Source;
import rw.ir.asm.parse.SourceParser;
import rw.ir.asm.parse.SourceSplitter;
import rw.ir.asm.print.AsmPrinter;
import rw.ir.asm.print.PrintOptions;
import rw.ir.diag.Diagnostic;

/**
 * Textual tests of the LLVM and SPIR-V dialect syntax, on the files of
 * {@code src/test/resources/dialect/}: each {@code NAME.mlir} with a {@code NAME.generic.expected}
 * is parsed and printed in the generic form, which must equal what mlir-opt-22 printed
 * ({@code mlir-opt-22 --allow-unregistered-dialect --mlir-print-op-generic NAME.mlir}); each
 * {@code invalid.mlir} is split at {@code // -----} and every chunk parsed in a fresh context
 * (as mlir-opt does), and the errors must be those mlir-opt-22 reported ({@code invalid.errors}).
 */
class DialectSyntaxTest {
  static Stream<Arguments> roundTrips() {
    return Stream.of(
        "llvm/types", "llvm/structs", "llvm/attrs", "spirv/types", "spirv/attrs",
        "pipeline/matmul_f32_2d.after-ConvertGPUToSPIRV", "pipeline/matmul_f32_2d.after-SPIRVUpdateVCEPass",
        "pipeline/matmul_f32_2d.after-ConvertSPIRVToLLVMPass", "pipeline/scf_if_abs.after-ConvertGPUToSPIRV",
        "pipeline/scf_if_abs.after-SPIRVLowerABIAttributesPass", "pipeline/scf_if_abs.after-ConvertSPIRVToLLVMPass")
        .map(Arguments::of);
  }

  @ParameterizedTest
  @MethodSource("roundTrips")
  void printsWhatMlirOptPrints(String name) throws IOException {
    String file = name + ".mlir";
    Context ctx = newContext();
    Operation module = SourceParser.parse(ctx, new Source(file, read(file)));
    assertEquals(List.of(), rendered(ctx.diagnostics().collected()), "diagnostics of " + file);
    assertNotNull(module, file);
    assertEquals(read(name + ".generic.expected"), AsmPrinter.print(module, PrintOptions.GENERIC) + "\n");
  }

  @ParameterizedTest
  @MethodSource("invalidFiles")
  void reportsWhatMlirOptReports(String dir) throws IOException {
    String text = read(dir + "/invalid.mlir");
    List<String> actual = new ArrayList<>();
    for (Source chunk : SourceSplitter.split(new Source("invalid.mlir", text))) {
      Context ctx = newContext();
      SourceParser.parse(ctx, chunk);
      actual.addAll(rendered(ctx.diagnostics().collected()));
    }
    List<String> expected = read(dir + "/invalid.errors").lines().toList();
    assertEquals(String.join("\n", expected), String.join("\n", actual));
  }

  static Stream<Arguments> invalidFiles() {
    return Stream.of(Arguments.of("llvm"), Arguments.of("spirv"));
  }

  private static Context newContext() {
    Context ctx = new Context();
    LlvmDialect.registerSyntax(ctx);
    SpirvDialect.registerSyntax(ctx);
    return ctx;
  }

  private static List<String> rendered(List<Diagnostic> diagnostics) {
    List<String> out = new ArrayList<>();
    for (Diagnostic d : diagnostics) out.add(d.render());
    return out;
  }

  private static String read(String resource) throws IOException {
    try (InputStream in = DialectSyntaxTest.class.getResourceAsStream("/dialect/" + resource)) {
      assertNotNull(in, "missing test resource dialect/" + resource);
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }
}
