package rw.dialect.llvm;

import java.util.Locale;

/** One flag of {@code #llvm.overflow<…>}: {@code nsw} or {@code nuw}. */
public enum OverflowFlag implements LlvmKeyword {
  NSW,
  NUW;

  /** Made once: printers ask for it for every op. */
  private final String keyword = name().toLowerCase(Locale.ROOT);

  @Override
  public String keyword() {
    return keyword;
  }
}
