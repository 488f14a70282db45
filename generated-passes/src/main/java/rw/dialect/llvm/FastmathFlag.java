package rw.dialect.llvm;

import java.util.Locale;

/** One flag of {@code #llvm.fastmath<…>}; all seven together are spelled {@code fast}. */
public enum FastmathFlag implements LlvmKeyword {
  NNAN,
  NINF,
  NSZ,
  ARCP,
  CONTRACT,
  AFN,
  REASSOC;

  /** Made once: printers ask for it for every op. */
  private final String keyword = name().toLowerCase(Locale.ROOT);

  @Override
  public String keyword() {
    return keyword;
  }
}
