package rw.cli;

import rw.conversion.beyond.ConvertKernelMathToLLVM;
import rw.conversion.beyond.ConvertSpirvGLToLLVM;
import rw.conversion.gputospirv.ConvertCfToSpirv;
import rw.conversion.gputospirv.ConvertGpuToSpirv;
import rw.conversion.hosttollvm.LowerHostToLLVM;
import rw.conversion.pipelines.SpirvCpuRunnerPipeline;
import rw.conversion.pipelines.TestSpirvCpuRunnerPipeline;
import rw.conversion.outlining.GpuKernelOutlining;
import rw.conversion.spirvabi.SpirvLowerAbiAttributes;
import rw.conversion.spirvabi.SpirvUpdateVce;
import rw.conversion.spirvtollvm.ConvertSpirvToLLVM;
import rw.ir.pass.PassRegistry;
import rw.ir.pass.core.CorePasses;

/**
 * Every pass and pipeline {@code rw opt} knows, in a fixed order: the IR core's passes, then the
 * passes generated from {@code .rw} files in the order of the SPIR-V CPU runner pipeline, rw's
 * own passes beyond MLIR's, and the two pipelines (MLIR's and rw's).
 */
public final class PassCatalog {
  private PassCatalog() {}

  public static PassRegistry registry() {
    PassRegistry r = new PassRegistry();
    CorePasses.register(r);
    r.register(GpuKernelOutlining.INFO);
    r.register(ConvertGpuToSpirv.INFO);
    r.register(ConvertCfToSpirv.INFO);
    r.register(SpirvLowerAbiAttributes.INFO);
    r.register(SpirvUpdateVce.INFO);
    r.register(LowerHostToLLVM.INFO);
    r.register(ConvertSpirvToLLVM.INFO);
    r.register(ConvertKernelMathToLLVM.INFO);
    r.register(ConvertSpirvGLToLLVM.INFO);
    r.registerPipeline(TestSpirvCpuRunnerPipeline.INFO);
    r.registerPipeline(SpirvCpuRunnerPipeline.INFO);
    return r;
  }
}
