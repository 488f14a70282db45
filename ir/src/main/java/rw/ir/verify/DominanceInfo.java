package rw.ir.verify;

import java.util.IdentityHashMap;
import java.util.Map;
import rw.ir.Block;
import rw.ir.BlockArgument;
import rw.ir.Operation;
import rw.ir.Region;
import rw.ir.Trait;
import rw.ir.Value;

/**
 * Dominance between operations, blocks and values across nested regions, as MLIR defines it.
 * Dominator trees are built lazily, one per multi-block region, and kept until
 * {@link #invalidate}. A single-block region has SSA dominance unless its op is unregistered
 * or declares {@link Trait#GRAPH_REGION}; in a graph region every op dominates every other of
 * its block. A block unreachable from its region's entry is dominated by every block.
 */
public final class DominanceInfo {
  private final Map<Region, DomTree> trees = new IdentityHashMap<>();

  /** Forgets every dominator tree (after the CFG changed). */
  public void invalidate() {
    trees.clear();
  }

  public void invalidate(Region region) {
    trees.remove(region);
  }

  /** Whether uses in {@code block} must follow their definitions. */
  public static boolean hasSSADominance(Block block) {
    Region region = block.parent();
    if (region == null || region.numBlocks() > 1) return true;
    Operation parent = region.parentOp();
    if (parent == null) return true;
    return parent.isRegistered() && !parent.hasTrait(Trait.GRAPH_REGION);
  }

  /** Whether {@code block} can be reached from the entry of its region. */
  public boolean isReachableFromEntry(Block block) {
    Region region = block.parent();
    if (region == null || region.entryBlock() == block) return true;
    return tree(region).isReachable(block);
  }

  /**
   * Whether {@code value} is available at {@code user}: a block argument dominates the ops of
   * its block and of the blocks it dominates (nested ops included); a result dominates what its
   * op properly dominates, except the ops nested in its own op.
   */
  public boolean properlyDominates(Value value, Operation user) {
    if (value instanceof BlockArgument arg) return dominates(arg.owner(), user.block());
    return properlyDominates(value.definingOp(), user, false);
  }

  /** Whether {@code a} comes before {@code b} on every path, or encloses it. */
  public boolean properlyDominates(Operation a, Operation b) {
    return properlyDominates(a, b, true);
  }

  /**
   * As {@link #properlyDominates(Operation, Operation)}; an op enclosing {@code b} counts as
   * dominating it only when {@code enclosingOpOk}.
   */
  public boolean properlyDominates(Operation a, Operation b, boolean enclosingOpOk) {
    if (a.block() == null || b.block() == null) return false;
    return properlyDominates(a.block(), a, b.block(), b, enclosingOpOk);
  }

  /** Whether {@code a} is {@code b} or properly dominates it. */
  public boolean dominates(Operation a, Operation b) {
    return a == b || properlyDominates(a, b);
  }

  public boolean dominates(Block a, Block b) {
    return a == b || properlyDominates(a, b);
  }

  /** Whether every path to {@code b} (or to the op holding it) goes through {@code a} first. */
  public boolean properlyDominates(Block a, Block b) {
    if (b == null) return false;
    return properlyDominates(a, a.first(), b, b.first(), true);
  }

  /** Whether {@code a} properly dominates {@code b}, another block of the same region. */
  boolean properlyDominatesInRegion(Block a, Block b) {
    return tree(a.parent()).properlyDominates(a, b);
  }

  /** The immediate dominator of {@code block} in its region, or {@code null} for an entry. */
  public Block immediateDominator(Block block) {
    Region region = block.parent();
    if (region == null || region.numBlocks() < 2) return null;
    return tree(region).immediateDominator(block);
  }

  /** The nearest block dominating both (looking through nested regions), or {@code null}. */
  public Block findNearestCommonDominator(Block a, Block b) {
    if (a == null || b == null) return null;
    if (a == b) return a;
    Block[] pair = {a, b};
    if (!Ancestry.toSameRegion(pair)) return null;
    if (pair[0] == pair[1]) return pair[0];
    if (pair[0].parent() == null) return null;
    return tree(pair[0].parent()).nearestCommonDominator(pair[0], pair[1]);
  }

  /**
   * Positions are (block, op) with a {@code null} op for the end of the block. Brings
   * {@code b} into {@code a}'s region through its enclosing ops, then compares.
   */
  private boolean properlyDominates(Block aBlock, Operation aOp, Block bBlock, Operation bOp,
      boolean enclosingOk) {
    if (aBlock == bBlock && aOp == bOp) return !hasSSADominance(aBlock);
    Region aRegion = aBlock.parent();
    if (aRegion != bBlock.parent()) {
      if (aRegion == null) return false;
      Operation ancestor = Ancestry.ancestorIn(aRegion, bBlock.parentOp());
      if (ancestor == null) return false;
      bBlock = ancestor.block();
      bOp = ancestor;
      if (aBlock == bBlock && aOp == bOp && enclosingOk) return true;
    }
    if (aBlock == bBlock) return !hasSSADominance(aBlock) || isBefore(aOp, bOp);
    return tree(aRegion).properlyDominates(aBlock, bBlock);
  }

  /** Whether position {@code a} comes strictly before {@code b} in their common block. */
  private static boolean isBefore(Operation a, Operation b) {
    if (a == b || a == null) return false;
    return b == null || a.isBeforeInBlock(b);
  }

  private DomTree tree(Region region) {
    DomTree t = trees.get(region);
    if (t == null) {
      t = new DomTree(region);
      trees.put(region, t);
    }
    return t;
  }
}
