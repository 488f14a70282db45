package rw.dialect.llvm;

import java.util.Locale;

/** The tail call kinds of {@code llvm.call}: {@code none}, {@code notail}, {@code musttail}, {@code tail}. */
public enum TailCallKind implements LlvmKeyword {
  NONE,
  NOTAIL,
  MUSTTAIL,
  TAIL;

  @Override
  public String keyword() {
    return name().toLowerCase(Locale.ROOT);
  }
}
