package rw.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * {@code rw opt --convert-gpu-to-spirv} against mlir-opt-22: for the corpus programs, stage 1
 * (after gpu-kernel-outlining) must become stage 2 byte for byte. The pass is generated from
 * generated-passes/src/main/rw/conversion/{gpu,arith,memref}-to-spirv.rw.
 */
class ConvertGpuToSpirvTest {
  private static final String PASS = "convert-gpu-to-spirv";
  private static final String IN = ".1-gpu-kernel-outlining.mlir";
  private static final String OUT = ".2-convert-gpu-to-spirv.mlir";

  /** The corpus programs whose stage 2 rw reproduces exactly: all of them. */
  static final List<String> MATCHING = List.of(
      "add_i32_1d",
      "arith_f32_1d",
      "arith_f64",
      "arith_i64",
      "bitcast_f32_i32",
      "bitwise_i32",
      "casts_ext_trunc",
      "casts_float_width",
      "casts_int_float",
      "cmpf_select_f32",
      "cmpi_select_i32",
      "constants_mixed",
      "div_rem_i32",
      "float_special",
      "i1_logic",
      "index_cast",
      "kernel_local_array",
      "launch_different_args",
      "launch_repeated",
      "matmul_f32_2d",
      "memref_3d_f32",
      "minmax_si",
      "overflow_i32",
      "prefix_sum_i32",
      "remf_f32",
      "scf_for_sum",
      "scf_if_abs",
      "scf_if_nested",
      "scf_nested_for_2d",
      "scf_while_collatz",
      "scf_while_gcd",
      "select_i64_f64",
      "several_buffers",
      "shifts_i32",
      "stencil_2d_f32",
      "sub_mul_i32_1d");

  @TestFactory
  Stream<DynamicTest> stageTwoIsWhatMlirOptPrints() {
    return MATCHING.stream().map(name -> DynamicTest.dynamicTest(name, () -> {
      Path in = Corpus.ROOT.resolve("stages").resolve(name + IN);
      Rw r = Rw.run("opt", in.toString(), "--" + PASS);
      assertEquals("", r.stderr());
      assertEquals(Corpus.read(Corpus.ROOT.resolve("stages").resolve(name + OUT)), r.stdout());
      assertEquals(0, r.exit());
    }));
  }

  @Test
  void everyCorpusProgramIsListed() {
    assertEquals(Corpus.files("stages", OUT).stream().map(p -> Corpus.stem(p, OUT)).toList(), MATCHING);
  }
}
