package rw.ir.rewrite;

import java.util.List;
import rw.ir.Block;
import rw.ir.Operation;
import rw.ir.Region;
import rw.ir.Trait;
import rw.ir.Value;
import rw.ir.WalkResult;
import rw.ir.build.InsertionPoint;
import rw.ir.loc.Location;

/**
 * Applies patterns to the ops nested in a scope until nothing changes (MLIR's
 * applyPatternsGreedily). Each region of the scope op is simplified separately: its ops go on a
 * worklist; each popped op is erased when trivially dead, else offered to the folding hook, else
 * to the patterns for its name. The rewriter's notifications put new, modified and affected ops
 * back on the worklist. Sweeps repeat until one changes nothing, at most
 * {@link GreedyConfig#maxIterations()} times.
 */
public final class GreedyRewriteDriver implements RewriteListener {
  private final Region scope;
  private final PatternSet patterns;
  private final GreedyConfig config;
  private final PatternRewriter rewriter;
  private final Worklist worklist = new Worklist();
  private final PatternTrace trace;

  private enum Outcome { UNCHANGED, CHANGED, REWRITTEN }

  private GreedyRewriteDriver(Region scope, Operation owner, PatternSet patterns, GreedyConfig config) {
    this.scope = scope;
    this.patterns = patterns;
    this.config = config;
    this.rewriter = new PatternRewriter(owner.context(), this);
    this.trace = config.trace() ? new PatternTrace(config.traceSink()) : null;
  }

  public static boolean apply(Operation scope, PatternSet patterns) {
    return apply(scope, patterns, GreedyConfig.DEFAULT);
  }

  /**
   * Rewrites the ops nested in {@code scope} (not {@code scope} itself) and returns whether the
   * rewrite converged. When it did not and the config says so, reports
   * {@value GreedyConfig#NON_CONVERGENCE_MESSAGE} at {@code scope}.
   */
  public static boolean apply(Operation scope, PatternSet patterns, GreedyConfig config) {
    boolean converged = true;
    for (Region region : scope.regions()) {
      converged &= new GreedyRewriteDriver(region, scope, patterns, config).simplify();
    }
    if (!converged && config.diagnoseNonConvergence()) scope.emitError(GreedyConfig.NON_CONVERGENCE_MESSAGE);
    return converged;
  }

  /** Whether {@code op} is unused and free of effects, so that erasing it changes nothing. */
  public static boolean isTriviallyDead(Operation op) {
    return !op.hasUses() && op.hasTrait(Trait.PURE) && !op.hasTrait(Trait.IS_TERMINATOR) && !op.hasTrait(Trait.SYMBOL);
  }

  private boolean simplify() {
    boolean continueRewrites = false;
    int iteration = 0;
    do {
      iteration++;
      if (config.maxIterations() != GreedyConfig.NO_LIMIT && iteration > config.maxIterations()) break;
      if (trace != null) trace.line("//===- greedy rewrite iteration " + iteration + " -===//");
      worklist.clear();
      populate();
      continueRewrites = processWorklist();
    } while (continueRewrites);
    return !continueRewrites;
  }

  private void populate() {
    for (Block b : scope.blocks()) {
      for (Operation op = b.first(); op != null; op = op.nextInBlock()) {
        if (config.topDown()) {
          op.walkPreOrder(o -> {
            addToWorklist(o);
            return WalkResult.ADVANCE;
          });
        } else {
          op.walk(this::addToWorklist);
        }
      }
    }
    if (config.topDown()) worklist.reverse();
  }

  private boolean processWorklist() {
    boolean changed = false;
    int rewrites = 0;
    while (!worklist.isEmpty() && (config.maxRewrites() == GreedyConfig.NO_LIMIT || rewrites < config.maxRewrites())) {
      Outcome outcome = process(worklist.pop());
      if (outcome != Outcome.UNCHANGED) changed = true;
      if (outcome == Outcome.REWRITTEN) rewrites++;
    }
    return changed;
  }

  private Outcome process(Operation op) {
    if (trace != null) trace.open("Processing operation : " + PatternTrace.describe(op));
    if (isTriviallyDead(op)) {
      rewriter.eraseOp(op);
      return close(Outcome.CHANGED, "success : operation is trivially dead");
    }
    if (config.folder() != null && !op.hasTrait(Trait.CONSTANT_LIKE) && tryFold(op)) {
      return close(Outcome.CHANGED, "success : operation was folded");
    }
    for (RewritePattern p : patterns.patternsFor(op.name())) {
      if (tryPattern(p, op)) return close(Outcome.REWRITTEN, "success : at least one pattern matched");
    }
    return close(Outcome.UNCHANGED, "failure : all patterns failed to match");
  }

  private Outcome close(Outcome outcome, String message) {
    if (trace != null) trace.close(message);
    return outcome;
  }

  private boolean tryFold(Operation op) {
    rewriter.setInsertionPointBefore(op);
    long before = rewriter.mutationCount();
    if (config.folder().fold(op, rewriter)) return true;
    requireUntouched("folder", before);
    return false;
  }

  private boolean tryPattern(RewritePattern p, Operation op) {
    if (trace != null) trace.open("* Pattern " + p.debugName() + " : '" + op.name() + " -> ()'");
    rewriter.setInsertionPointBefore(op);
    long before = rewriter.mutationCount();
    boolean applied = p.matchAndRewrite(op, rewriter);
    if (!applied) requireUntouched("pattern '" + p.debugName() + "'", before);
    if (trace != null) trace.close(applied ? "success : pattern applied successfully" : "failure : pattern failed to match");
    return applied;
  }

  private void requireUntouched(String who, long before) {
    if (rewriter.mutationCount() != before) {
      throw new IllegalStateException(who + " returned failure but IR did change");
    }
  }

  // ---- worklist maintenance ----

  /** Pushes {@code op} and its ancestors below the scope, when {@code op} is inside the scope. */
  private void addToWorklist(Operation op) {
    if (!isInScope(op)) return;
    for (Operation o = op; o != null; o = o.parentOp()) {
      worklist.push(o);
      if (o.parentRegion() == scope) return;
    }
  }

  private boolean isInScope(Operation op) {
    for (Operation o = op; o != null; o = o.parentOp()) {
      Region r = o.parentRegion();
      if (r == scope) return true;
      if (r == null) return false;
    }
    return false;
  }

  /** After {@code op} goes, its operands' producers with at most one other user may simplify. */
  private void addOperandsToWorklist(Operation op) {
    for (int i = 0; i < op.numOperands(); i++) {
      Value operand = op.operand(i);
      Operation def = operand.definingOp();
      if (def != null && hasAtMostOneOtherUser(operand, op)) addToWorklist(def);
    }
  }

  private static boolean hasAtMostOneOtherUser(Value v, Operation op) {
    Operation other = null;
    for (var use : v.uses()) {
      Operation user = use.owner();
      if (user == op || user == other) continue;
      if (other != null) return false;
      other = user;
    }
    return true;
  }

  // ---- listener ----

  @Override
  public void notifyOperationInserted(Operation op, InsertionPoint previous) {
    if (trace != null) trace.line("** Insert  : '" + op.name() + "'");
    addToWorklist(op);
  }

  @Override
  public void notifyOperationModified(Operation op) {
    if (trace != null) trace.line("** Modified: '" + op.name() + "'");
    addToWorklist(op);
  }

  @Override
  public void notifyOperationReplaced(Operation op, List<? extends Value> replacement) {
    if (trace != null) trace.line("** Replace : '" + op.name() + "'");
  }

  @Override
  public void notifyOperationErased(Operation op) {
    if (trace != null) trace.line("** Erase   : '" + op.name() + "'");
    if (op == scope.parentOp()) throw new IllegalStateException("the scope op must not be erased by a greedy rewrite");
    addOperandsToWorklist(op);
    worklist.remove(op);
  }

  @Override
  public void notifyMatchFailure(Location loc, String reason) {
    if (trace != null) trace.line("** Match Failure : " + reason);
  }
}
