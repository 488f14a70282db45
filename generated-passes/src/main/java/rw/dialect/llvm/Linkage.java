package rw.dialect.llvm;

import java.util.Locale;

/** LLVM linkage kinds, in MLIR's order; spelled in lower case ({@code linkonce_odr}). */
public enum Linkage implements LlvmKeyword {
  EXTERNAL,
  AVAILABLE_EXTERNALLY,
  LINKONCE,
  LINKONCE_ODR,
  WEAK,
  WEAK_ODR,
  APPENDING,
  INTERNAL,
  PRIVATE,
  EXTERN_WEAK,
  COMMON;

  /** Made once: printers ask for it for every op. */
  private final String keyword = name().toLowerCase(Locale.ROOT);

  @Override
  public String keyword() {
    return keyword;
  }
}
