package rw.dialect.llvm;

import java.util.Locale;

/** LLVM calling conventions of {@code #llvm.cconv<…>}, in MLIR 22's order; spelled in lower case. */
public enum CConv implements LlvmKeyword {
  CCC,
  FASTCC,
  COLDCC,
  CC_10,
  CC_11,
  ANYREGCC,
  PRESERVE_MOSTCC,
  PRESERVE_ALLCC,
  SWIFTCC,
  CXX_FAST_TLSCC,
  TAILCC,
  CFGUARD_CHECKCC,
  SWIFTTAILCC,
  X86_STDCALLCC,
  X86_FASTCALLCC,
  ARM_APCSCC,
  ARM_AAPCSCC,
  ARM_AAPCS_VFPCC,
  MSP430_INTRCC,
  X86_THISCALLCC,
  PTX_KERNELCC,
  PTX_DEVICECC,
  SPIR_FUNCCC,
  SPIR_KERNELCC,
  INTEL_OCL_BICC,
  X86_64_SYSVCC,
  WIN64CC,
  X86_VECTORCALLCC,
  HHVMCC,
  HHVM_CCC,
  X86_INTRCC,
  AVR_INTRCC,
  AVR_BUILTINCC,
  AMDGPU_VSCC,
  AMDGPU_GSCC,
  AMDGPU_CSCC,
  AMDGPU_KERNELCC,
  X86_REGCALLCC,
  AMDGPU_HSCC,
  MSP430_BUILTINCC,
  AMDGPU_LSCC,
  AMDGPU_ESCC,
  AARCH64_VECTORCALLCC,
  AARCH64_SVE_VECTORCALLCC,
  WASM_EMSCRIPTEN_INVOKECC,
  AMDGPU_GFXCC,
  M68K_INTRCC;

  /** Made once: printers ask for it for every op. */
  private final String keyword = name().toLowerCase(Locale.ROOT);

  @Override
  public String keyword() {
    return keyword;
  }
}
