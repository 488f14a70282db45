package rw.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * {@code rw run} with rw's own pipeline (spirv-cpu-runner-pipeline) on the "beyond" programs it
 * handles so far: each prints its {@code NAME.expected.out}, which real MLIR 22 printed for the
 * program's CPU twin (see beyond/README.md), while MLIR's own runner fails on the program (see
 * {@code NAME.mlir22.txt}). The other beyond programs (grids and ids, cf in kernels) need
 * pipeline work still to come.
 */
class BeyondRunTest {
  private static final Path BEYOND = Paths.get("src/test/resources/beyond");

  /**
   * Kernel ops MLIR's runner rejects or gets wrong, several kernels and gpu.modules, aligned
   * allocations, one buffer as several arguments, views and offsets (buffers bound by pointer).
   */
  private static final List<String> HANDLED = List.of(
      "cmpf_ord_uno", "math_absf_floor", "math_fma", "math_sqrt_exp_f32", "math_sqrt_exp_f64",
      "maximumf_minimumf_f32", "maximumf_minimumf_f64", "maxui_minui", "remsi_i32_i64",
      "multi_module_same_kernel_name", "multi_module_sequence", "multi_module_pingpong_2d", "multi_kernel_one_module",
      "multi_kernel_mixed_args", "aligned_alloc_64", "aligned_alloc_host_init",
      "alias_in_place_add", "alias_read_after_write", "alias_three_args", "alias_transpose_in_place",
      "aligned_reinterpret_2d_f32", "reinterpret_cast_offset", "view_byte_shift",
      "ids_1d", "ids_2d_memref", "ids_3d_grid", "ids_dims", "ids_divergent_f32", "ids_grid_stride", "ids_multi_module",
      "ids_relaunch_grid", "ids_yz", "alias_grid_f32",
      "cf_br_loop", "cf_cond_br_diamond", "cf_switch", "math_cf_grid");

  @TestFactory
  Stream<DynamicTest> rwsPipelineRunsWhatMlirsRunnerCannot() {
    return HANDLED.stream().map(n -> DynamicTest.dynamicTest(n, () -> {
      Rw r = Rw.run("run", BEYOND.resolve(n + ".mlir").toString());
      assertEquals("", r.stderr());
      assertEquals(0, r.exit());
      String out = r.stdout().replaceAll("base@ = 0x[0-9a-f]+", "base@ = 0xADDR");
      assertEquals(Corpus.read(BEYOND.resolve(n + ".expected.out")), out);
    }));
  }
}
