package rw.ir.rewrite.convert;

import java.util.ArrayList;
import java.util.List;
import rw.ir.Block;
import rw.ir.Operation;
import rw.ir.Region;
import rw.ir.Trait;

/**
 * The ops a conversion legalizes, in pre-order, not entering recursively legal ops, cut into the
 * ops outside islands and each island's contents. An island is a module nested in the root:
 * isolated from above, without operands, results or block arguments, so that nothing legalized
 * outside it refers to anything inside, and a conversion of its contents needs nothing from the
 * rest but read access. The island op itself is outside (a pattern may replace it). Without
 * nested islands, the root's contents are one island when the root is a module.
 *
 * @param outside the root and the ops outside islands, including the island ops, in pre-order
 * @param islands each island's contents, in pre-order
 */
record ConversionIslands(List<Operation> outside, List<List<Operation>> islands) {
  /** Cuts the ops under {@code root}; with {@code cut} false, everything is outside. */
  static ConversionIslands split(Operation root, ConversionTarget target, boolean cut) {
    ConversionIslands split = new ConversionIslands(new ArrayList<>(), new ArrayList<>());
    split.collect(root, target, cut ? root : null, split.outside);
    if (cut && split.islands.isEmpty() && isIsland(root) && split.outside.size() > 1) {
      List<Operation> contents = new ArrayList<>(split.outside.subList(1, split.outside.size()));
      split.outside.subList(1, split.outside.size()).clear();
      split.islands.add(contents);
    }
    return split;
  }

  /** Adds {@code op} and its nested ops to {@code into}; a nested island's contents to one of its own. */
  private void collect(Operation op, ConversionTarget target, Operation root, List<Operation> into) {
    into.add(op);
    ConversionTarget.Legality legality = target.isLegal(op);
    if (legality != null && legality.recursivelyLegal()) return;
    List<Operation> inner = into;
    if (root != null && op != root && into == outside && isIsland(op)) {
      inner = new ArrayList<>();
      islands.add(inner);
    }
    for (int r = 0; r < op.numRegions(); r++) {
      Region region = op.region(r);
      for (int b = 0; b < region.numBlocks(); b++) {
        Block block = region.block(b);
        for (Operation child = block.first(); child != null; child = child.nextInBlock()) collect(child, target, root, inner);
      }
    }
  }

  private static boolean isIsland(Operation op) {
    if (op.numRegions() == 0 || op.numOperands() != 0 || op.numResults() != 0) return false;
    if (!op.isRegistered() || !op.hasTrait(Trait.ISOLATED_FROM_ABOVE)) return false;
    for (int r = 0; r < op.numRegions(); r++) {
      Region region = op.region(r);
      for (int b = 0; b < region.numBlocks(); b++) {
        if (region.block(b).numArguments() != 0) return false;
      }
    }
    return true;
  }
}
