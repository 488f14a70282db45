package rw.dialect.llvm;

import java.util.Locale;

/** The tail call kinds of {@code llvm.call}: {@code none}, {@code notail}, {@code musttail}, {@code tail}. */
public enum TailCallKind implements LlvmKeyword {
  NONE,
  NOTAIL,
  MUSTTAIL,
  TAIL;

  /** Made once: printers ask for it for every op. */
  private final String keyword = name().toLowerCase(Locale.ROOT);

  @Override
  public String keyword() {
    return keyword;
  }
}
