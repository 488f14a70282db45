package rw.ir.asm.parse;

/** How MLIR's diagnostics show types and attributes: printed, in single quotes. */
final class Diagnostics {
  private Diagnostics() {}

  static String quoted(Object typeOrAttribute) {
    return "'" + typeOrAttribute + "'";
  }
}
