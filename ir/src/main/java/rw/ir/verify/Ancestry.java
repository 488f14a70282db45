package rw.ir.verify;

import rw.ir.Block;
import rw.ir.Operation;
import rw.ir.Region;

/** Walks up the nesting of regions: ops enclosing ops, blocks enclosing blocks. */
final class Ancestry {
  private Ancestry() {}

  /** {@code op} or the op enclosing it that lies directly in {@code region}, or {@code null}. */
  static Operation ancestorIn(Region region, Operation op) {
    Operation o = op;
    while (o != null && o.parentRegion() != region) o = o.parentOp();
    return o;
  }

  /** The block holding the op that holds {@code block}, or {@code null} at the top. */
  static Block enclosingBlock(Block block) {
    Operation parent = block.parentOp();
    return parent == null ? null : parent.block();
  }

  private static int depth(Block block) {
    int d = 0;
    for (Block b = block; b != null; b = enclosingBlock(b)) d++;
    return d;
  }

  /**
   * Replaces the two blocks of {@code pair} by their ancestors (or themselves) that share a
   * region; false when they have none in common.
   */
  static boolean toSameRegion(Block[] pair) {
    Block a = pair[0];
    Block b = pair[1];
    int da = depth(a);
    int db = depth(b);
    for (; da > db; da--) a = enclosingBlock(a);
    for (; db > da; db--) b = enclosingBlock(b);
    while (a != null && b != null && a.parent() != b.parent()) {
      a = enclosingBlock(a);
      b = enclosingBlock(b);
    }
    if (a == null || b == null) return false;
    pair[0] = a;
    pair[1] = b;
    return true;
  }
}
