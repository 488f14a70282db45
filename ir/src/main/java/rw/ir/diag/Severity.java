package rw.ir.diag;

/** How serious a diagnostic is; {@link #label()} is MLIR's spelling. */
public enum Severity {
  ERROR("error"),
  WARNING("warning"),
  REMARK("remark"),
  NOTE("note");

  private final String label;

  Severity(String label) {
    this.label = label;
  }

  public String label() {
    return label;
  }
}
