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
 * The gpu id ops (thread_id, block_id, global_id, grid_dim, block_dim) through MLIR's pipeline, pass
 * by pass, against mlir-opt-22's recorded stages (passes/gpu-ids/README.md): builtin variables,
 * loads and CompositeExtract in SPIR-V, vector globals and extractelement in LLVM.
 */
class GpuIdsStagesTest {
  private static final Path DIR = Paths.get("src/test/resources/passes/gpu-ids");
  private static final Path BEYOND = Paths.get("src/test/resources/beyond");

  private static void check(String input, String pipeline, String expected) {
    Rw r = Rw.run("opt", DIR.resolve(input).toString(), "--pass-pipeline=builtin.module(" + pipeline + ")");
    assertEquals("", r.stderr());
    assertEquals(Corpus.read(DIR.resolve(expected)), r.stdout());
    assertEquals(0, r.exit());
  }

  @TestFactory
  Stream<DynamicTest> eachPassIsWhatMlirOptPrints() {
    List<String[]> stages = List.of(
        new String[] {"gpu_ids.mlir", "gpu-kernel-outlining", "gpu_ids.1-gpu-kernel-outlining.mlir"},
        new String[] {"gpu_ids.1-gpu-kernel-outlining.mlir", "convert-gpu-to-spirv{use-64bit-index=false}", "gpu_ids.2-convert-gpu-to-spirv.mlir"},
        new String[] {"gpu_ids.1-gpu-kernel-outlining.mlir", "convert-gpu-to-spirv{use-64bit-index=true}",
            "gpu_ids.2-convert-gpu-to-spirv.use-64bit-index.mlir"},
        new String[] {"gpu_ids.2-convert-gpu-to-spirv.mlir", "spirv.module(spirv-lower-abi-attrs,spirv-update-vce)", "gpu_ids.4-spirv-update-vce.mlir"},
        new String[] {"gpu_ids.4-spirv-update-vce.mlir", "lower-host-to-llvm", "gpu_ids.5-lower-host-to-llvm.mlir"},
        new String[] {"gpu_ids.5-lower-host-to-llvm.mlir", "convert-spirv-to-llvm{client-api=Unknown}", "gpu_ids.6-convert-spirv-to-llvm.mlir"});
    return stages.stream().map(s -> DynamicTest.dynamicTest(s[2], () -> check(s[0], s[1], s[2])));
  }

  @Test
  void mlirsWholePipelineIsWhatMlirOptPrints() {
    Rw r = Rw.run("opt", DIR.resolve("gpu_ids.mlir").toString(), "--test-spirv-cpu-runner-pipeline");
    assertEquals("", r.stderr());
    assertEquals(Corpus.read(DIR.resolve("gpu_ids.6-convert-spirv-to-llvm.mlir")), r.stdout());
  }

  /** The "beyond" grid programs after outlining and convert-gpu-to-spirv. */
  @TestFactory
  Stream<DynamicTest> beyondProgramsConvertAsMlirOpt() {
    return List.of("ids_1d", "ids_2d_memref", "ids_3d_grid", "ids_dims", "ids_divergent_f32", "ids_grid_stride", "ids_multi_module",
        "ids_relaunch_grid", "ids_yz", "alias_grid_f32").stream().map(n -> DynamicTest.dynamicTest(n, () -> {
          Rw r = Rw.run("opt", BEYOND.resolve(n + ".mlir").toString(),
              "--pass-pipeline=builtin.module(gpu-kernel-outlining,convert-gpu-to-spirv{use-64bit-index=false})");
          assertEquals("", r.stderr());
          assertEquals(Corpus.read(DIR.resolve("beyond").resolve(n + ".2-convert-gpu-to-spirv.mlir")), r.stdout());
        }));
  }

  /** MLIR's whole pipeline on the "beyond" grid programs it lowers (its runner then cannot link the builtins). */
  @TestFactory
  Stream<DynamicTest> beyondProgramsLowerAsMlirOpt() {
    return List.of("ids_1d", "ids_2d_memref", "ids_3d_grid", "ids_dims", "ids_divergent_f32", "ids_grid_stride", "ids_yz", "alias_grid_f32")
        .stream().map(n -> DynamicTest.dynamicTest(n, () -> {
          Rw r = Rw.run("opt", BEYOND.resolve(n + ".mlir").toString(), "--test-spirv-cpu-runner-pipeline");
          assertEquals("", r.stderr());
          assertEquals(Corpus.read(DIR.resolve("beyond").resolve(n + ".lowered.mlir")), r.stdout());
        }));
  }
}
