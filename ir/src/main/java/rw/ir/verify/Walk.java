package rw.ir.verify;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.BooleanSupplier;
import rw.ir.Block;
import rw.ir.Context;
import rw.ir.Operation;
import rw.ir.Region;
import rw.ir.Trait;
import rw.ir.Value;
import rw.ir.diag.Diagnostic;
import rw.ir.diag.DiagnosticEngine;

/**
 * One walk of the ops an op holds, down to (not into) the isolated ops nested in it, in MLIR's
 * order (see {@link Verifier}): each op is visited once, and its invariants, its regions, its
 * operands and its place in its block are checked together. A walk object is reused for walk
 * after walk.
 *
 * <p>The operand checks only note that some operand may not dominate its use or may come from
 * outside the isolated op walked: then the exact checks run as before, {@link IsolationCheck} on
 * the root's way out and {@link DominanceCheck} after the walk, and report MLIR's first error.
 * Whether a value of the same block comes before its use is known from the walk itself: the
 * results of each op visited are numbered for this walk ({@link Value#setNumber}).
 *
 * <p>MLIR checks a block's branches (only the last op may have successors) when it enters the
 * block, before its ops; the walk checks each op as it comes, touching the op after the one it
 * checks early so that its memory is on its way meanwhile. The diagnostics of the walk are held
 * back: when it fails, the first misplaced branch in the blocks it was in, outermost first, is
 * what MLIR reports instead, if there is one.
 */
final class Walk {
  /** Flags of a block frame: its ops' operands must dominate them (reachable, SSA dominance). */
  private static final byte REACHABLE = 1;
  private static final byte SSA = 2;
  /** {@link #met} before the first isolated op is met: most walks (of functions) meet none. */
  private static final Operation[] NONE_MET = {};

  private final Verifier verifier;
  private final Context ctx;
  private final DominanceInfo dominance;
  private final BooleanSupplier walkRoot = this::walkRoot;
  private final List<Diagnostic> heldBack = new ArrayList<>(0);
  private Operation root;
  /** The numbering owner of this run: the results of the ops visited carry 0 for it. */
  private Object visited;
  /** Whether some operand might not dominate its use or comes from outside {@link #root}. */
  private boolean suspect;
  /** Whether the symbol users met are all those of the root's region, to be recorded. */
  private boolean recordable;
  private final SymbolUseCheck.UserList users = new SymbolUseCheck.UserList();

  /**
   * The frames: an op whose regions are walked (the index of its region and block to walk next;
   * where the isolated ops met directly in them start in {@link #met}), or a block whose ops are walked (the next
   * op, the block's flags). A block's frame lies right above the frame of its op.
   */
  private Object[] items = new Object[16];
  private Operation[] nextOp = new Operation[16];
  private int[] regionNo = new int[16];
  private int[] blockNo = new int[16];
  private int[] isolated = new int[16];
  /**
   * The isolated ops met and not yet verified, in walk order: those directly in the regions of
   * the op of a frame lie above the ones of the frames below it, so when the op is left they
   * are the top of this stack, for {@link Verifier#verifyNestedIsolated} without a search.
   */
  private Operation[] met = NONE_MET;
  private int metCount;
  private byte[] flags = new byte[16];
  private int depth;

  Walk(Verifier verifier, Context ctx, DominanceInfo dominance) {
    this.verifier = verifier;
    this.ctx = ctx;
    this.dominance = dominance;
  }

  /** Verifies {@code op} and what it holds, then the dominance of the operands in it. */
  boolean run(Operation op) {
    root = op;
    visited = new Object();
    suspect = false;
    depth = 0;
    SymbolUseCheck.forget(op);
    recordable = op.numRegions() == 1 && op.hasTrait(Trait.ISOLATED_FROM_ABOVE) && !op.hasTrait(Trait.SYMBOL_TABLE);
    DiagnosticEngine engine = ctx.diagnostics();
    boolean ok = engine.capturing(heldBack, walkRoot);
    Operation misplaced = ok ? null : misplacedBranchOnStack();
    while (depth > 0) pop();
    Arrays.fill(met, 0, metCount, null);
    metCount = 0;
    root = null;
    visited = null;
    if (misplaced != null) StructuralChecks.reportMisplacedBranch(misplaced);
    else for (int i = 0; i < heldBack.size(); i++) engine.emit(heldBack.get(i));
    heldBack.clear();
    ok = ok && (!suspect || op.numRegions() == 0 || DominanceCheck.verify(op, dominance, true));
    if (ok && recordable) SymbolUseCheck.record(op.region(0), users.toArray());
    users.clear();
    return ok;
  }

  /**
   * The branch MLIR reports first when the walk fails: the first misplaced one in the blocks
   * entered and not left (MLIR checked them on entry), outermost first; blocks left had all
   * their ops checked.
   */
  private Operation misplacedBranchOnStack() {
    for (int d = 0; d < depth; d++) {
      if (!(items[d] instanceof Block block)) continue;
      Operation misplaced = StructuralChecks.misplacedBranch(block);
      if (misplaced != null) return misplaced;
    }
    return null;
  }

  private boolean walkRoot() {
    if (!StructuralChecks.enterOp(root, true)) return false;
    push(root);
    while (depth > 0) {
      int d = depth - 1;
      if (items[d] instanceof Block block) {
        if (!stepBlock(d, block)) return false;
        continue;
      }
      Operation op = (Operation) items[d];
      Block next = nextBlock(d, op);
      if (next == null) {
        int firstMet = isolated[d];
        pop();
        if (!exitOp(op, firstMet)) return false;
        continue;
      }
      if (!StructuralChecks.enterBlock(ctx, next)) return false;
      push(next);
    }
    return true;
  }

  /**
   * Visits the next op of the block on top, or leaves the block. The op after it is checked
   * first for a misplaced branch (and so fetched early); a failure of that check is reported
   * by {@link #run}.
   */
  private boolean stepBlock(int d, Block block) {
    Operation op = nextOp[d];
    if (op == null) {
      pop();
      return StructuralChecks.exitBlock(ctx, block);
    }
    Operation after = op.nextInBlock();
    nextOp[d] = after;
    if (after != null && (op.numSuccessors() != 0 || after.numSuccessors() != 0 && after.nextInBlock() != null)) {
      return false;
    }
    if (op.numRegions() != 0 && op.hasTrait(Trait.ISOLATED_FROM_ABOVE)) {
      meet(op);
      recordable = false;
      checkOperands(op, block, flags[d]);
      number(op);
      return true;
    }
    if (!StructuralChecks.enterOp(op, true)) return false;
    checkOperands(op, block, flags[d]);
    number(op);
    if (recordable) noteSymbolUser(op);
    if (op.numRegions() == 0) return exitOp(op, metCount);
    push(op);
    return true;
  }

  /** The next block of the regions of the op on top, in order, or {@code null} after the last. */
  private Block nextBlock(int d, Operation op) {
    for (int r = regionNo[d]; r < op.numRegions(); r++) {
      Region region = op.region(r);
      int b = blockNo[d];
      if (b < region.numBlocks()) {
        regionNo[d] = r;
        blockNo[d] = b + 1;
        return region.block(b);
      }
      blockNo[d] = 0;
    }
    regionNo[d] = op.numRegions();
    return null;
  }

  /** Notes a symbol user for the root's record; a nested table's users are not the root's. */
  private void noteSymbolUser(Operation op) {
    if (op.numRegions() != 0 && op.hasTrait(Trait.SYMBOL_TABLE)) recordable = false;
    else if (SymbolUseCheck.userOf(op) != null) users.add(op);
  }

  /**
   * On the way out: the isolated ops met directly in the op's regions (those of {@link #met}
   * from {@code firstMet} on), then its region checks; the isolation check only for the root,
   * and only when an operand was suspect.
   */
  private boolean exitOp(Operation op, int firstMet) {
    if (firstMet != metCount) {
      int end = metCount;
      boolean ok = verifier.verifyNestedIsolated(met, firstMet, end);
      Arrays.fill(met, firstMet, end, null);
      metCount = firstMet;
      if (!ok) return false;
    }
    if (op.isRegistered()) return OpInvariants.verifyRegions(op, op == root && suspect);
    return StructuralChecks.verifyUnregistered(op);
  }

  private void meet(Operation op) {
    if (metCount == met.length) met = Arrays.copyOf(met, Math.max(4, metCount * 2));
    met[metCount++] = op;
  }

  // ---- operands ----

  /** Marks the results of {@code op} as defined, for the ops after it in its block. */
  private void number(Operation op) {
    for (int i = 0, n = op.numResults(); i < n; i++) op.result(i).setNumber(visited, 0);
  }

  private boolean isVisited(Value v) {
    return v.numberFor(visited) == 0;
  }

  /** Notes whether an operand of {@code op} (in {@code block}) might be used where it is not available. */
  private void checkOperands(Operation op, Block block, byte blockFlags) {
    if (suspect) return;
    for (int i = 0, n = op.numOperands(); i < n; i++) {
      Value v = op.operand(i);
      Block def = v.parentBlock();
      if (def == block) {
        if (blockFlags != (REACHABLE | SSA) || v.definingOp() == null || isVisited(v)) continue;
      } else if (availableFromAbove(v, def, op, blockFlags)) {
        continue;
      }
      suspect = true;
      return;
    }
  }

  /**
   * Whether {@code v}, defined in {@code def}, a block other than the one of {@code user}, is
   * defined inside {@link #root} and (when {@code user}'s block is reachable) dominates
   * {@code user}: {@link DominanceInfo#properlyDominates(Value, Operation)} for a value of an
   * enclosing region, where it is settled by the walk (the op holding the use is being visited,
   * so a result before it in its block was visited) or by the dominator tree.
   */
  private boolean availableFromAbove(Value v, Block def, Operation user, byte blockFlags) {
    Region defRegion = def == null ? null : def.parent();
    if (defRegion == null) return false;
    Block b = user.block();
    Operation ancestor = user;
    while (b.parent() != defRegion) {
      ancestor = b.parentOp();
      if (ancestor == null || ancestor == root) return false;
      b = ancestor.block();
      if (b == null) return false;
    }
    if ((blockFlags & REACHABLE) == 0) return true;
    if (b != def) return dominance.properlyDominatesInRegion(def, b);
    if (!DominanceInfo.hasSSADominance(b)) return true;
    Operation defOp = v.definingOp();
    return defOp == null || defOp != ancestor && isVisited(v);
  }

  // ---- frames ----

  private void push(Object item) {
    if (depth == items.length) grow();
    items[depth] = item;
    if (item instanceof Block b) {
      nextOp[depth] = b.first();
      flags[depth] = blockFlags(b);
    } else {
      regionNo[depth] = 0;
      blockNo[depth] = 0;
      isolated[depth] = metCount;
    }
    depth++;
  }

  private byte blockFlags(Block b) {
    byte f = 0;
    if (dominance.isReachableFromEntry(b)) f |= REACHABLE;
    if (DominanceInfo.hasSSADominance(b)) f |= SSA;
    return f;
  }

  private void pop() {
    depth--;
    items[depth] = null;
    nextOp[depth] = null;
  }

  private void grow() {
    int n = items.length * 2;
    items = Arrays.copyOf(items, n);
    nextOp = Arrays.copyOf(nextOp, n);
    regionNo = Arrays.copyOf(regionNo, n);
    blockNo = Arrays.copyOf(blockNo, n);
    isolated = Arrays.copyOf(isolated, n);
    flags = Arrays.copyOf(flags, n);
  }
}
