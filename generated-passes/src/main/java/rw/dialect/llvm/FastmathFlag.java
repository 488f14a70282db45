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

  @Override
  public String keyword() {
    return name().toLowerCase(Locale.ROOT);
  }
}
