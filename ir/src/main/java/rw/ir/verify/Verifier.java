package rw.ir.verify;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import rw.ir.Block;
import rw.ir.Context;
import rw.ir.Operation;
import rw.ir.Region;
import rw.ir.Trait;
import rw.ir.diag.Diagnostic;

/**
 * Checks that IR is well formed, as MLIR's verifier does, reporting each problem through the
 * context's diagnostics with MLIR's wording.
 *
 * <p>Order (MLIR's): a depth-first walk checks each op on the way in (its definition's
 * invariants, entry blocks without predecessors) and on the way out (the isolated-from-above ops
 * nested in it, each verified on its own, then its region traits: isolation, symbol
 * uniqueness, region verifier), and each block on the way in (not empty, branches only at the
 * end) and out (successors in the same region, a terminator where one is needed). Dominance of
 * operands is reported after the walk of an isolated op succeeded. Within one isolated op the
 * first error stops; sibling isolated ops are all verified. The walk ({@link Walk}) visits each
 * op once: the isolation and dominance of its operands are settled on the way, and the exact
 * checks that report MLIR's first error run only when an operand is found wanting.
 *
 * <p>A nested isolated op whose regions have not changed since they passed (see
 * {@link Operation#isContentsVerified}) is not walked again: only its own invariants are checked
 * (and its region verifier when the op itself changed, its symbol table when a symbol in it was
 * renamed: {@link Operation#renameSymbolInTable}). After a pass that rewrites a few
 * isolated ops of a large module, the others cost next to nothing. Many nested isolated ops
 * that need walking are verified on several threads ({@link ParallelVerification}), their
 * diagnostics reported in op order as a sequential run would.
 */
public final class Verifier {
  private final Context ctx;
  private final boolean recursive;
  private final DominanceInfo dominance = new DominanceInfo();
  /** The walks under way, one per nesting depth of isolated ops, kept for the next walks. */
  private Walk[] walks = new Walk[4];
  private int walkDepth;
  /** Whether nested isolated ops may be verified on several threads (not in a worker's verifier). */
  private final boolean parallel;

  private Verifier(Context ctx, boolean recursive, boolean parallel) {
    this.ctx = ctx;
    this.recursive = recursive;
    this.parallel = parallel;
  }

  /** Verifies {@code op} and everything nested in it; false when an error was reported. */
  public static boolean verify(Operation op) {
    return verify(op, true);
  }

  /** As {@link #verify(Operation)}; with {@code recursive} false, nested ops are not checked. */
  public static boolean verify(Operation op, boolean recursive) {
    return new Verifier(op.context(), recursive, true).verifyOpAndDominance(op);
  }

  /**
   * Verifies {@code op} now without reporting anything, so that a later verification skips what
   * passed (see {@link Operation#isContentsVerified}): a conversion verifies each module it
   * converted on the thread that converted it, while the module is still in that core's cache.
   * What fails is left marked changed, for the later verification to find and report.
   */
  public static boolean verifyQuietly(Operation op) {
    List<Diagnostic> dropped = new ArrayList<>();
    Verifier verifier = new Verifier(op.context(), true, false);
    return op.context().diagnostics().capturing(dropped, () -> verifier.verifyOpAndDominance(op));
  }

  private boolean verifyOpAndDominance(Operation op) {
    boolean ok = !recursive ? verifyAlone(op) : isUnchangedIsolated(op) ? verifyUnchangedContents(op) : walk(op);
    if (!ok) {
      op.markChanged();
      op.markContentsChanged();
    }
    return ok;
  }

  /**
   * Whether {@code op} is isolated from above and its regions are unchanged since they passed:
   * then only its own checks are due ({@link #verifyUnchangedContents}), whether it is met nested
   * or is the root (a pass on a spirv.module that only sets an attribute of it, a module a
   * conversion left as it was).
   */
  private static boolean isUnchangedIsolated(Operation op) {
    return op.isContentsVerified() && op.hasTrait(Trait.ISOLATED_FROM_ABOVE);
  }

  /** The walk of {@code op}, on a walk object of this verifier's free for its nesting depth. */
  private boolean walk(Operation op) {
    if (walkDepth == walks.length) walks = Arrays.copyOf(walks, walkDepth * 2);
    Walk walk = walks[walkDepth];
    if (walk == null) walk = walks[walkDepth] = new Walk(this, ctx, dominance);
    walkDepth++;
    try {
      return walk.run(op);
    } finally {
      walkDepth--;
    }
  }

  /** {@code op} without what it holds: its own checks, the dominance of the operands directly in it. */
  private boolean verifyAlone(Operation op) {
    if (!StructuralChecks.enterOp(op, false)) return false;
    boolean ok = op.isRegistered() ? OpInvariants.verifyRegions(op, true) : StructuralChecks.verifyUnregistered(op);
    return ok && (op.numRegions() == 0 || DominanceCheck.verify(op, dominance, false));
  }

  /**
   * A nested isolated op whose regions are unchanged since they passed: its own invariants,
   * which may depend on its parent, are checked again, when the op itself changed its region
   * verifier, and when a symbol of its table was renamed the uniqueness of the table's names;
   * its regions are not walked again.
   */
  private static boolean verifyUnchangedContents(Operation op) {
    if (!op.isRegistered()) return true;
    boolean ok = OpInvariants.verify(op) && (op.isVerified() || op.def().regionVerifier().verify(op))
        && (op.isSymbolTableVerified() || !op.hasTrait(Trait.SYMBOL_TABLE) || SymbolTableCheck.verifyNames(op));
    if (ok) op.markVerified();
    else op.markChanged();
    return ok;
  }

  /**
   * Verifies {@code ops[from..to)}, all of them: the isolated ops directly in the regions of one
   * op, in order, as the walk met them.
   */
  boolean verifyNestedIsolated(Operation[] ops, int from, int to) {
    if (parallel && ctx.isMultithreadingEnabled() && ParallelVerification.worthIt(countChanged(ops, from, to))) {
      List<Operation> all = Arrays.asList(Arrays.copyOfRange(ops, from, to));
      return ParallelVerification.verifyAll(all, ctx.diagnostics(), () -> {
        Verifier worker = new Verifier(ctx, true, false);
        return worker::verifyOpAndDominance;
      });
    }
    boolean ok = true;
    for (int i = from; i < to; i++) ok &= verifyOpAndDominance(ops[i]);
    return ok;
  }

  /** How many of {@code ops[from..to)} have regions that need verifying. */
  private static int countChanged(Operation[] ops, int from, int to) {
    int count = 0;
    for (int i = from; i < to; i++) {
      if (!ops[i].isContentsVerified()) count++;
    }
    return count;
  }
}
