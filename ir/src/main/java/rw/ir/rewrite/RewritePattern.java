package rw.ir.rewrite;

import rw.ir.Operation;

/**
 * A rewrite rooted at operations of one name (or, with the explicit {@link MatchAnyOp} tag, at any
 * operation). {@link #matchAndRewrite} checks everything first, then mutates through the rewriter
 * only; it returns {@code false} exactly when it did not touch the IR.
 */
public abstract class RewritePattern {
  /** The largest benefit (MLIR keeps benefits in 16 bits). */
  public static final int MAX_BENEFIT = 65535;

  private final String rootName;
  private final int benefit;
  private final String debugName;
  private boolean boundedRecursion;

  /** A pattern rooted at ops named {@code rootName}. */
  protected RewritePattern(String rootName, int benefit) {
    this(rootName, benefit, null);
  }

  protected RewritePattern(String rootName, int benefit, String debugName) {
    if (rootName == null) throw new IllegalArgumentException("root name is null; use MatchAnyOp for any-op patterns");
    this.rootName = rootName;
    this.benefit = checkBenefit(benefit);
    this.debugName = debugName;
  }

  /** A pattern that may match any operation. */
  protected RewritePattern(MatchAnyOp any, int benefit) {
    this(any, benefit, null);
  }

  protected RewritePattern(MatchAnyOp any, int benefit, String debugName) {
    if (any == null) throw new IllegalArgumentException("null MatchAnyOp tag");
    this.rootName = null;
    this.benefit = checkBenefit(benefit);
    this.debugName = debugName;
  }

  private static int checkBenefit(int benefit) {
    if (benefit < 0 || benefit > MAX_BENEFIT) throw new IllegalArgumentException("benefit out of range: " + benefit);
    return benefit;
  }

  /** A pattern made of a function, for small rules and tests. */
  public static RewritePattern of(String rootName, int benefit, String debugName, Body body) {
    return new RewritePattern(rootName, benefit, debugName) {
      @Override
      public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
        return body.matchAndRewrite(op, rewriter);
      }
    };
  }

  /** An any-op pattern made of a function. */
  public static RewritePattern ofAnyOp(int benefit, String debugName, Body body) {
    return new RewritePattern(MatchAnyOp.INSTANCE, benefit, debugName) {
      @Override
      public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
        return body.matchAndRewrite(op, rewriter);
      }
    };
  }

  /** The root op name, or {@code null} for an any-op pattern. */
  public final String rootName() {
    return rootName;
  }

  public final boolean matchesAnyOp() {
    return rootName == null;
  }

  public final int benefit() {
    return benefit;
  }

  /** The name used in traces and contract errors: the given one, else the class name. */
  public final String debugName() {
    if (debugName != null) return debugName;
    String simple = getClass().getSimpleName();
    return simple.isEmpty() ? getClass().getName() : simple;
  }

  /**
   * Whether this pattern may be applied again to ops it created itself (dialect conversion
   * otherwise refuses to reapply a pattern within its own recursion).
   */
  public final boolean hasBoundedRewriteRecursion() {
    return boundedRecursion;
  }

  protected final void setHasBoundedRewriteRecursion(boolean bounded) {
    this.boundedRecursion = bounded;
  }

  /** Rewrites {@code op} and returns {@code true}, or returns {@code false} without any change. */
  public abstract boolean matchAndRewrite(Operation op, PatternRewriter rewriter);

  @Override
  public String toString() {
    return debugName() + "(" + (rootName == null ? "any op" : rootName) + ", benefit " + benefit + ")";
  }

  /** The body of a pattern made with {@link #of}. */
  @FunctionalInterface
  public interface Body {
    boolean matchAndRewrite(Operation op, PatternRewriter rewriter);
  }
}
