package rw.exec.interp;

/**
 * The decoded terminator of a block: it moves block arguments (a parallel copy) and names the
 * block to run next, or returns {@code null} when the function returns (after setting the
 * frame's result).
 */
public abstract class Terminator {
  public abstract BlockCode next(Frame f);

  /**
   * Whether this terminator chooses between blocks without jumping on unconditionally (so that
   * an unconditional jump into a block holding only it may run it directly, see {@link
   * Edge#enter}). Never true for a terminator that itself uses {@link Edge#enter}.
   */
  public boolean isConditional() {
    return false;
  }
}
