package rw.ir.verify;

import java.util.Arrays;
import rw.ir.Block;
import rw.ir.Context;
import rw.ir.Operation;
import rw.ir.Region;
import rw.ir.Trait;
import rw.ir.Value;
import rw.ir.diag.Diagnostic;
import rw.ir.loc.Location;

/**
 * One walk of the ops an op holds, down to (not into) the isolated ops nested in it, in MLIR's
 * order (see {@link Verifier}): each op is visited once, and its invariants, its regions and its
 * operands are checked together. The operand checks only note that some operand may not
 * dominate its use or may come from outside the isolated op walked: then the exact checks run as
 * before, {@link IsolationCheck} on the op's way out and {@link DominanceCheck} after the walk,
 * and report MLIR's first error. A walk object is reused for walk after walk.
 */
final class Walk {
  /** Flags of a block frame: its ops' operands must dominate them (reachable, SSA dominance). */
  private static final byte REACHABLE = 1;
  private static final byte SSA = 2;

  private final Verifier verifier;
  private final Context ctx;
  private final DominanceInfo dominance;
  private Operation root;
  /** Whether some operand might not dominate its use or comes from outside {@link #root}. */
  private boolean suspect;
  /** Whether the symbol users met are all those of the root's region, to be recorded. */
  private boolean recordable;
  private final SymbolUseCheck.UserList users = new SymbolUseCheck.UserList();

  /**
   * The frames: an op whose regions are walked (the index of its region and block to walk next;
   * how many isolated ops were met directly in them), or a block whose ops are walked (the next
   * op, the block's flags). A block's frame lies right above the frame of its op.
   */
  private Object[] items = new Object[16];
  private Operation[] nextOp = new Operation[16];
  private int[] regionNo = new int[16];
  private int[] blockNo = new int[16];
  private int[] isolated = new int[16];
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
    suspect = false;
    depth = 0;
    SymbolUseCheck.forget(op);
    recordable = op.numRegions() == 1 && op.hasTrait(Trait.ISOLATED_FROM_ABOVE) && !op.hasTrait(Trait.SYMBOL_TABLE);
    boolean ok = enterOp(op, true) && walk();
    while (depth > 0) pop();
    root = null;
    ok = ok && (!suspect || op.numRegions() == 0 || DominanceCheck.verify(op, dominance, true));
    if (ok && recordable) SymbolUseCheck.record(op.region(0), users.toArray());
    users.clear();
    return ok;
  }

  private boolean walk() {
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
        int nested = isolated[d];
        pop();
        if (!exitOp(op, nested)) return false;
        continue;
      }
      if (!enterBlock(next)) return false;
      push(next);
    }
    return true;
  }

  /** Visits the next op of the block on top, or leaves the block. */
  private boolean stepBlock(int d, Block block) {
    Operation op = nextOp[d];
    if (op == null) {
      pop();
      return exitBlock(block);
    }
    nextOp[d] = op.nextInBlock();
    if (op.numRegions() != 0 && op.hasTrait(Trait.ISOLATED_FROM_ABOVE)) {
      isolated[d - 1]++;
      recordable = false;
      checkOperands(op, block, flags[d]);
      return true;
    }
    if (!enterOp(op, true)) return false;
    checkOperands(op, block, flags[d]);
    if (recordable) noteSymbolUser(op);
    if (op.numRegions() == 0) return exitOp(op, 0);
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

  // ---- operands ----

  /** Notes whether an operand of {@code op} (in {@code block}) might be used where it is not available. */
  private void checkOperands(Operation op, Block block, byte blockFlags) {
    if (suspect) return;
    for (int i = 0, n = op.numOperands(); i < n; i++) {
      Value v = op.operand(i);
      Block def = v.parentBlock();
      if (def == block) {
        if (blockFlags != (REACHABLE | SSA)) continue;
        Operation defOp = v.definingOp();
        if (defOp == null || defOp.isBeforeInBlock(op)) continue;
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
   * enclosing region, where it is settled as a position in a block or by the dominator tree.
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
    return defOp == null || defOp != ancestor && defOp.isBeforeInBlock(ancestor);
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
      isolated[depth] = 0;
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

  // ---- blocks ----

  /** A block is not empty (unless it may lack a terminator) and only its last op has successors. */
  private boolean enterBlock(Block block) {
    if (block.isEmpty()) {
      if (mayLackTerminator(block)) return true;
      Operation parent = block.parentOp();
      error(ctx, parent == null ? Location.unknown() : parent.location(), "empty block: expect at least a terminator");
      return false;
    }
    Operation last = block.last();
    for (Operation o = block.first(); o != last; o = o.nextInBlock()) {
      if (o.numSuccessors() == 0) continue;
      o.emitError("operation with block successors must terminate its parent block");
      return false;
    }
    return true;
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

  /**
   * On the way in: the op's invariants (recorded as passed when {@code record}), then its
   * regions: a graph region has at most one block, an entry block no predecessors.
   */
  static boolean enterOp(Operation op, boolean record) {
    if (op.isRegistered() && !OpInvariants.verify(op)) return false;
    if (record && !(op.isVerified() && op.isSymbolTableVerified())) op.markVerified();
    for (int i = 0; i < op.numRegions(); i++) {
      Region region = op.region(i);
      if (op.isRegistered() && op.hasTrait(Trait.GRAPH_REGION) && region.numBlocks() > 1) {
        op.emitOpError("expects graph region #" + i + " to have 0 or 1 blocks");
        return false;
      }
      if (!region.isEmpty() && region.entryBlock().hasPredecessors()) {
        error(op.context(), op.location(), "entry block of region may not have predecessors");
        return false;
      }
    }
    return true;
  }

  /**
   * On the way out: the {@code nested} isolated ops met directly in the op's regions, then its
   * region checks; the isolation check only for the root, and only when an operand was suspect.
   */
  private boolean exitOp(Operation op, int nested) {
    if (nested != 0 && !verifier.verifyNestedIsolated(op)) return false;
    if (op.isRegistered()) return OpInvariants.verifyRegions(op, op == root && suspect);
    return verifyUnregistered(op);
  }

  /** An unregistered op is an error in a loaded dialect, or when the context allows none. */
  static boolean verifyUnregistered(Operation op) {
    Context ctx = op.context();
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

  /** An error at a location rather than on an op: MLIR shows no op with it. */
  private static void error(Context ctx, Location loc, String message) {
    ctx.diagnostics().emit(Diagnostic.error(loc, message));
  }
}
