package rw.dialect.llvm;

import java.util.Locale;

/** One flag of {@code #llvm.overflow<…>}: {@code nsw} or {@code nuw}. */
public enum OverflowFlag implements LlvmKeyword {
  NSW,
  NUW;

  @Override
  public String keyword() {
    return name().toLowerCase(Locale.ROOT);
  }
}
