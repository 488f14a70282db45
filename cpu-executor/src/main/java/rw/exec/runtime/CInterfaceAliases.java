package rw.exec.runtime;

import java.util.List;

/**
 * An optional extension, not part of the reference environment: {@code _mlir_ciface_<name>}
 * symbols for MLIR's scalar printers, which MLIR exports only under their plain names. The SPIR-V
 * CPU runner pipeline gives every host function the C interface, so {@code call @printI64} in a
 * program lowers to a call of {@code _mlir_ciface_printI64}, which mlir-runner cannot resolve
 * ("Symbols not found"). With these aliases rw can run such programs; without them rw reports
 * the same missing symbol as mlir-runner. Aliases already defined (printF64 and printNewline,
 * by wrappers.c) are skipped.
 */
public final class CInterfaceAliases {
  private static final String PREFIX = "_mlir_ciface_";
  private static final List<String> PLAIN = List.of("printI64", "printU64", "printF32", "printF64",
      "printString", "printOpen", "printClose", "printComma", "printNewline", "printFlops",
      "printCString", "rtclock");

  private CInterfaceAliases() {}

  /** Registers the aliases of the plain functions already in {@code library}. */
  public static void register(RuntimeLibrary.Builder library, RuntimeLibrary plain) {
    for (String name : PLAIN) {
      if (library.contains(PREFIX + name)) continue;
      plain.find(name).ifPresent(f ->
          library.add(new RuntimeFunction(PREFIX + name, f.parameters(), f.result(), f.body())));
    }
  }
}
