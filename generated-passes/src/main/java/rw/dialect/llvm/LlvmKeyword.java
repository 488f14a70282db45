package rw.dialect.llvm;

/** An enum case of the LLVM dialect spelled by a keyword ({@code linkonce}, {@code fastcc}). */
public interface LlvmKeyword {
  String keyword();

  /** Whether the keyword is not a bare identifier and so is printed as a string ({@code "non-leaf"}). */
  default boolean quoted() {
    String k = keyword();
    for (int i = 0; i < k.length(); i++) {
      char c = k.charAt(i);
      boolean ok = c == '_' || Character.isLetter(c) || (i > 0 && (Character.isDigit(c) || c == '$' || c == '.'));
      if (!ok) return true;
    }
    return k.isEmpty();
  }

  /** The keyword as printed: bare, or quoted when needed. */
  default String spelling() {
    return quoted() ? "\"" + keyword() + "\"" : keyword();
  }
}
