package rw.ir.def;

/**
 * The dialect and mnemonic of a dialect type or attribute class that an assembly format prints
 * without its {@code !dialect.mnemonic} / {@code #dialect.mnemonic} prefix (MLIR's
 * {@code printStrippedAttrOrType}): {@code overflow<nsw>} in {@code arith.addi … overflow<nsw>} is
 * {@code #arith.overflow<nsw>} stripped of {@code #arith.overflow}.
 */
public record StrippedForm(String dialect, String mnemonic) {
  public StrippedForm {
    if (dialect == null || dialect.isEmpty() || mnemonic == null || mnemonic.isEmpty()) {
      throw new IllegalArgumentException("stripped form needs a dialect and a mnemonic");
    }
  }
}
