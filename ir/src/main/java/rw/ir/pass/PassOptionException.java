package rw.ir.pass;

/**
 * A pass option string that does not parse. {@link #getMessage()} is what MLIR writes to the
 * pipeline's error stream ({@code <Pass-Options-Parser>: no such option foo}, possibly empty);
 * {@link #toolMessage()} is what LLVM's option parser prints itself, after the tool's name
 * ({@code for the --top-down option: 'x' is invalid value for boolean argument! Try 0 or 1}),
 * or {@code null}.
 */
public final class PassOptionException extends Exception {
  private final String toolMessage;

  public PassOptionException(String message, String toolMessage) {
    super(message);
    this.toolMessage = toolMessage;
  }

  /** An error about the value of option {@code option}, reported by the option parser. */
  static PassOptionException forOption(String option, String problem) {
    return new PassOptionException("", "for the --" + option + " option: " + problem);
  }

  public String toolMessage() {
    return toolMessage;
  }
}
