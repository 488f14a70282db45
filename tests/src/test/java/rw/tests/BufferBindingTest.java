package rw.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.nio.file.Paths;
import org.junit.jupiter.api.Test;

/**
 * Kernel buffers with strided layouts and views (as MLIR 22 lowers them, byte for byte), and rw's
 * pipeline binding buffers by pointer (see buffers/README.md).
 */
class BufferBindingTest {
  private static final Path BUFFERS = Paths.get("src/test/resources/buffers");

  private static void assertPrints(Path expected, Rw r) {
    assertEquals("", r.stderr());
    assertEquals(0, r.exit());
    assertEquals(Corpus.read(expected), r.stdout().replaceAll("base@ = 0x[0-9a-f]+", "base@ = 0xADDR"));
  }

  @Test
  void stridedKernelArgumentsConvertAsMlirDoes() {
    assertPrints(BUFFERS.resolve("strided_kernel_args.spirv.mlir"), Rw.run("opt", BUFFERS.resolve("strided_kernel_args.mlir").toString(),
        "--pass-pipeline=builtin.module(gpu-kernel-outlining, convert-gpu-to-spirv{use-64bit-index=false})"));
  }

  @Test
  void hostViewsLowerAsMlirDoes() {
    assertPrints(BUFFERS.resolve("host_views.lowered.mlir"),
        Rw.run("opt", "--test-spirv-cpu-runner-pipeline", BUFFERS.resolve("host_views.mlir").toString()));
  }

  @Test
  void rwsPipelineBindsBuffersByPointer() {
    assertPrints(BUFFERS.resolve("host_views.rw-lowered.mlir"),
        Rw.run("opt", "--spirv-cpu-runner-pipeline", BUFFERS.resolve("host_views.mlir").toString()));
  }

  @Test
  void kernelsSeeStridedViewsInPlace() {
    assertPrints(BUFFERS.resolve("strided_run.expected.out"), Rw.run("run", BUFFERS.resolve("strided_run.mlir").toString()));
  }
}
