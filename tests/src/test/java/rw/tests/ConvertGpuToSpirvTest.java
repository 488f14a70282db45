package rw.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.nio.file.Paths;
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

  /** With {@code use-64bit-index=true}: index becomes i64 where the target has Int64 (recorded with mlir-opt-22). */
  @TestFactory
  Stream<DynamicTest> use64BitIndexIsWhatMlirOptPrints() {
    return List.of("arith_i64", "casts_ext_trunc", "index_cast", "select_i64_f64").stream()
        .map(name -> DynamicTest.dynamicTest(name, () -> {
          Path in = Corpus.ROOT.resolve("stages").resolve(name + IN);
          Rw r = Rw.run("opt", in.toString(), "--" + PASS + "=use-64bit-index=true");
          assertEquals("", r.stderr());
          assertEquals(Corpus.read(Paths.get("src/test/resources/passes/convert-gpu-to-spirv/" + name + ".use-64bit-index.expected.mlir")),
              r.stdout());
        }));
  }

  /** Without Int64, a 64-bit index does not convert: MLIR's error at the first index constant. */
  @Test
  void use64BitIndexWithoutInt64FailsAsMlirOpt() {
    Path in = Corpus.ROOT.resolve("stages").resolve("add_i32_1d" + IN);
    Rw r = Rw.run("opt", in.toString(), "--" + PASS + "=use-64bit-index=true");
    assertEquals(List.of(in + ":4:13: error: failed to legalize operation 'arith.constant'"), errors(r.stderr()));
    assertEquals(1, r.exit());
  }

  /**
   * The programs of pipeline-errors/ whose error comes from this pass (run on the program itself:
   * it is outlined already): the same errors and remarks at the same places as mlir-opt-22's
   * pipeline (the notes print intermediate IR, which differs).
   */
  @TestFactory
  Stream<DynamicTest> errorsAreMlirOpts() {
    return List.of("alloca_default_space", "ceildivsi_i32", "cf_br_in_kernel", "cmpf_true_f32", "f64_without_float64",
        "floordivsi_i32", "i64_without_int64", "math_absi_i32", "math_fma_f32", "math_sqrt_f32", "missing_entry_point_abi",
        "no_target_env", "two_modules_missing_abi").stream()
        .map(name -> DynamicTest.dynamicTest(name, () -> {
          Path dir = Corpus.ROOT.resolve("pipeline-errors");
          Rw r = Rw.run("opt", dir.resolve(name + ".mlir").toString(), "--" + PASS);
          assertEquals(errors(Corpus.read(dir.resolve(name + ".stderr"))), errors(r.stderr().replace(dir + "/", "")));
          assertEquals(1, r.exit());
        }));
  }

  /**
   * Programs the pass converts although the pipeline rejects them later (spirv ops that
   * convert-spirv-to-llvm does not handle, kernel arguments that lower-host-to-llvm does not):
   * no error here.
   */
  @TestFactory
  Stream<DynamicTest> laterPipelineErrorsPassHere() {
    return List.of("cmpf_ord_f32", "cmpf_uno_f32", "dynamic_memref_arg", "maximumf_f32", "maxui_i32", "minnumf_f32", "minui_i32",
        "remsi_i32", "scalar_kernel_arg", "two_kernels_one_module").stream()
        .map(name -> DynamicTest.dynamicTest(name, () -> {
          Rw r = Rw.run("opt", Corpus.ROOT.resolve("pipeline-errors").resolve(name + ".mlir").toString(), "--" + PASS);
          assertEquals("", r.stderr());
          assertEquals(0, r.exit());
        }));
  }

  private static List<String> errors(String stderr) {
    return stderr.lines().filter(l -> l.contains(": error: ") || l.contains(": remark: ")).toList();
  }

  @Test
  void everyCorpusProgramIsListed() {
    assertEquals(Corpus.files("stages", OUT).stream().map(p -> Corpus.stem(p, OUT)).toList(), MATCHING);
  }
}
