package rw.dialect.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import rw.ir.asm.print.PrintOptions;

/**
 * The corpus syntax files that use real ops ({@code tests/src/test/resources/corpus/syntax/NAME.mlir},
 * with unregistered ops around them): the custom form must be {@code NAME.pretty.mlir}
 * ({@code mlir22 opt NAME.mlir --allow-unregistered-dialect}) and the generic form
 * {@code NAME.generic.mlir} ({@code ... --mlir-print-op-generic}).
 */
class CorpusSyntaxTest {
  private static final Path SYNTAX = Path.of("../tests/src/test/resources/corpus/syntax");

  @ParameterizedTest
  @ValueSource(strings = {"real_ops", "module_forms", "builtin_ops", "generic_ops", "attrs_spirv_llvm", "types_llvm",
      "types_spirv", "aliases", "locations", "unknown_dialect"})
  void customForm(String name) throws IOException {
    String text = Files.readString(SYNTAX.resolve(name + ".mlir"));
    assertEquals(Files.readString(SYNTAX.resolve(name + ".pretty.mlir")),
        SyntaxRoundTripTest.print(name + ".mlir", text, PrintOptions.DEFAULT));
  }

  @ParameterizedTest
  @ValueSource(strings = {"real_ops", "module_forms", "builtin_ops", "generic_ops", "attrs_spirv_llvm", "types_llvm",
      "types_spirv", "aliases", "locations", "unknown_dialect"})
  void genericForm(String name) throws IOException {
    String text = Files.readString(SYNTAX.resolve(name + ".mlir"));
    assertEquals(Files.readString(SYNTAX.resolve(name + ".generic.mlir")),
        SyntaxRoundTripTest.print(name + ".mlir", text, PrintOptions.GENERIC));
  }
}
