package rw.dialect.llvm;

/** The frame pointer kinds of {@code #llvm.framePointerKind<…>}. */
public enum FramePointerKind implements LlvmKeyword {
  NONE("none"),
  NON_LEAF("non-leaf"),
  ALL("all"),
  RESERVED("reserved"),
  NON_LEAF_NO_RESERVE("non-leaf-no-reserve");

  private final String keyword;

  FramePointerKind(String keyword) {
    this.keyword = keyword;
  }

  @Override
  public String keyword() {
    return keyword;
  }
}
