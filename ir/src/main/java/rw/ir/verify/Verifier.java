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
import rw.ir.loc.Location;

/**
 * Checks that IR is well formed, as MLIR's verifier does, reporting each problem through the
 * context's diagnostics with MLIR's wording.
 *
 * <p>Order (MLIR's): a depth-first walk checks each op on the way in (its definition's
 * invariants, entry blocks without predecessors) and on the way out (the isolated-from-above ops
 * nested in it, each verified on its own, then its region traits: isolation, symbol
 * uniqueness, region verifier), and each block on the way in (not empty, branches only at the
 * end) and out (successors in the same region, a terminator where one is needed). Dominance of
 * operands is checked after the walk of an isolated op succeeded. Within one isolated op the
 * first error stops; sibling isolated ops are all verified.
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
    boolean ok = verifyOperation(op) && (op.numRegions() == 0 || DominanceCheck.verify(op, dominance, recursive));
    if (!ok) {
      op.markChanged();
      op.markContentsChanged();
    }
    return ok;
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

  /** The walk: nested isolated ops are left to the exit of their parent. */
  private boolean verifyOperation(Operation root) {
    WorkStack stack = new WorkStack();
    stack.push(root);
    while (!stack.isEmpty()) {
      Object item = stack.top();
      if (stack.topEntered()) {
        stack.pop();
        boolean ok = item instanceof Block b ? exitBlock(b) : exitOp((Operation) item);
        if (!ok) return false;
        continue;
      }
      stack.markTopEntered();
      if (item instanceof Block b) {
        if (!enterBlock(b, stack)) return false;
        continue;
      }
      Operation op = (Operation) item;
      if (!enterOp(op)) return false;
      if (recursive) pushBlocks(stack, op);
    }
    return true;
  }

  private static void pushBlocks(WorkStack stack, Operation op) {
    for (int r = op.numRegions() - 1; r >= 0; r--) {
      Region region = op.region(r);
      for (int i = region.numBlocks() - 1; i >= 0; i--) stack.push(region.block(i));
    }
  }

  // ---- blocks ----

  /**
   * Checks that only the last op of {@code block} has successors and pushes its ops (but nested
   * isolated ones) for the walk, in one pass from the end: each op is read once. The first op at
   * fault in block order is the one reported.
   */
  private boolean enterBlock(Block block, WorkStack stack) {
    if (block.isEmpty()) {
      if (mayLackTerminator(block)) return true;
      Operation parent = block.parentOp();
      error(parent == null ? Location.unknown() : parent.location(), "empty block: expect at least a terminator");
      return false;
    }
    Operation misplacedBranch = null;
    Operation last = block.last();
    for (Operation o = last; o != null; o = o.prevInBlock()) {
      if (o != last && o.numSuccessors() != 0) misplacedBranch = o;
      if (o.numRegions() == 0 || !o.hasTrait(Trait.ISOLATED_FROM_ABOVE)) stack.push(o);
    }
    if (misplacedBranch == null) return true;
    misplacedBranch.emitError("operation with block successors must terminate its parent block");
    return false;
  }

  private boolean exitBlock(Block block) {
    Operation last = block.last();
    Region region = block.parent();
    if (last != null && region != null && region.numBlocks() > 1) {
      for (int i = 0; i < last.numSuccessors(); i++) {
        if (last.successor(i).parent() != region) {
          last.emitOpError("branching to block of a different region");
          return false;
        }
      }
    }
    if (mayLackTerminator(block) || mightBeTerminator(last)) return true;
    String printed = ctx.printOp(last);
    last.emitError("block with no terminator, has " + (printed.indexOf('\n') >= 0 ? "\n" : "") + printed);
    return false;
  }

  /** A block needs no terminator outside regions, or as the only block of a region of an op
   * that is unregistered or declares no terminator. */
  private static boolean mayLackTerminator(Block block) {
    Region region = block.parent();
    if (region == null) return true;
    if (region.numBlocks() != 1) return false;
    Operation op = region.parentOp();
    return op == null || !op.isRegistered() || op.hasTrait(Trait.NO_TERMINATOR) || op.hasTrait(Trait.GRAPH_REGION);
  }

  private static boolean mightBeTerminator(Operation op) {
    return !op.isRegistered() || op.hasTrait(Trait.IS_TERMINATOR);
  }

  // ---- operations ----

  private boolean enterOp(Operation op) {
    if (op.isRegistered() && !OpInvariants.verify(op)) return false;
    if (recursive) op.markVerified();
    for (int i = 0; i < op.numRegions(); i++) {
      Region region = op.region(i);
      if (op.isRegistered() && op.hasTrait(Trait.GRAPH_REGION) && region.numBlocks() > 1) {
        op.emitOpError("expects graph region #" + i + " to have 0 or 1 blocks");
        return false;
      }
      if (!region.isEmpty() && region.entryBlock().hasPredecessors()) {
        error(op.location(), "entry block of region may not have predecessors");
        return false;
      }
    }
    return true;
  }

  private boolean exitOp(Operation op) {
    if (recursive && !verifyNestedIsolated(op)) return false;
    if (op.isRegistered()) return OpInvariants.verifyRegions(op);
    String dialect = op.opName().dialect();
    if (ctx.hasDialect(dialect)) {
      op.emitError("unregistered operation '" + op.name() + "' found in dialect ('" + dialect
          + "') that does not allow unknown operations");
      return false;
    }
    if (ctx.allowsUnregistered()) return true;
    op.emitOpError("created with unregistered dialect. If this is intended, please call "
        + "allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with "
        + "the MLIR opt tool used");
    return false;
  }

  /** Verifies every isolated op directly in the regions of {@code op}, all of them. */
  private boolean verifyNestedIsolated(Operation op) {
    if (parallel && ctx.isMultithreadingEnabled() && ParallelVerification.worthIt(countChangedIsolated(op))) {
      return ParallelVerification.verifyAll(nestedIsolated(op), ctx.diagnostics(), () -> {
        Verifier worker = new Verifier(ctx, true, false);
        return o -> o.isContentsVerified() ? verifyUnchangedContents(o) : worker.verifyOpAndDominance(o);
      });
    }
    boolean ok = true;
    for (int regionNo = 0; regionNo < op.numRegions(); regionNo++) {
      Region region = op.region(regionNo);
      for (int blockNo = 0; blockNo < region.numBlocks(); blockNo++) {
        Block block = region.block(blockNo);
        for (Operation o = block.first(); o != null; o = o.nextInBlock()) {
          if (o.numRegions() == 0 || !o.hasTrait(Trait.ISOLATED_FROM_ABOVE)) continue;
          ok &= o.isContentsVerified() ? verifyUnchangedContents(o) : verifyOpAndDominance(o);
        }
      }
    }
    return ok;
  }

  /** The isolated ops directly in the regions of {@code op} whose regions need verifying. */
  private static int countChangedIsolated(Operation op) {
    int count = 0;
    for (int regionNo = 0; regionNo < op.numRegions(); regionNo++) {
      Region region = op.region(regionNo);
      for (int blockNo = 0; blockNo < region.numBlocks(); blockNo++) {
        for (Operation o = region.block(blockNo).first(); o != null; o = o.nextInBlock()) {
          if (o.numRegions() != 0 && !o.isContentsVerified() && o.hasTrait(Trait.ISOLATED_FROM_ABOVE)) count++;
        }
      }
    }
    return count;
  }

  private static List<Operation> nestedIsolated(Operation op) {
    List<Operation> ops = new ArrayList<>();
    for (int regionNo = 0; regionNo < op.numRegions(); regionNo++) {
      Region region = op.region(regionNo);
      for (int blockNo = 0; blockNo < region.numBlocks(); blockNo++) {
        for (Operation o = region.block(blockNo).first(); o != null; o = o.nextInBlock()) {
          if (o.numRegions() != 0 && o.hasTrait(Trait.ISOLATED_FROM_ABOVE)) ops.add(o);
        }
      }
    }
    return ops;
  }

  /** An error at a location rather than on an op: MLIR shows no op with it. */
  private void error(Location loc, String message) {
    ctx.diagnostics().emit(Diagnostic.error(loc, message));
  }

  /** The depth-first work list: ops and blocks, each visited on entry and on exit. */
  private static final class WorkStack {
    private Object[] items = new Object[16];
    private boolean[] entered = new boolean[16];
    private int size;

    void push(Object item) {
      if (size == items.length) {
        items = Arrays.copyOf(items, size * 2);
        entered = Arrays.copyOf(entered, size * 2);
      }
      items[size] = item;
      entered[size++] = false;
    }

    boolean isEmpty() {
      return size == 0;
    }

    Object top() {
      return items[size - 1];
    }

    boolean topEntered() {
      return entered[size - 1];
    }

    void markTopEntered() {
      entered[size - 1] = true;
    }

    void pop() {
      items[--size] = null;
    }
  }
}
