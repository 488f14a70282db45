package rw.ir.rewrite.convert;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import rw.ir.Block;
import rw.ir.Operation;
import rw.ir.Region;
import rw.ir.Trait;

/**
 * The ops a conversion legalizes, in pre-order, not entering recursively legal ops, cut into the
 * ops outside islands and the islands, whose contents are walked only when they are converted.
 * An island is a module: isolated from above, without operands, results or block arguments, so
 * that nothing legalized outside it refers to anything inside; and a symbol table, so that the
 * symbols its patterns declare go into it (a function is no island: lowering its ops declares
 * symbols in its module). A conversion of an island's contents needs nothing from the rest but
 * read access. The island op itself is outside, as a pattern may replace it (moving its blocks).
 * The blocks of each island whose ops are gathered go to the config's island setup first.
 *
 * @param outside the ops outside islands, the island ops included, in pre-order
 * @param islands the blocks of each island, in pre-order of the islands
 * @param setup the config's island setup, called before an island's ops are gathered
 */
record ConversionIslands(List<Operation> outside, List<List<Block>> islands, Consumer<List<Block>> setup) {
  /**
   * Cuts the ops under {@code root}: with {@code rootIsIsland}, the root's own contents are one
   * island when it is a module; else the modules nested in it are. With {@code cut} false,
   * everything is outside.
   */
  static ConversionIslands split(Operation root, OpRules rules, boolean cut, boolean rootIsIsland, Consumer<List<Block>> setup) {
    ConversionIslands split = new ConversionIslands(new ArrayList<>(), new ArrayList<>(), setup);
    if (cut && rootIsIsland && isIsland(root) && !rules.isRecursivelyLegal(root)) {
      split.outside.add(root);
      split.islands.add(blocksOf(root));
      return split;
    }
    split.collect(root, rules, cut ? root : null);
    return split;
  }

  /**
   * The ops of {@code blocks}, an island's, and everything nested in them, in pre-order, not
   * entering recursively legal ops; the island and the islands nested in it are set up first.
   */
  static List<Operation> contents(List<Block> blocks, OpRules rules, Consumer<List<Block>> setup) {
    setup.accept(blocks);
    ConversionIslands all = new ConversionIslands(new ArrayList<>(), List.of(), setup);
    for (Block block : blocks) {
      for (Operation op = block.first(); op != null; op = op.nextInBlock()) all.collect(op, rules, null);
    }
    return all.outside;
  }

  /** Adds {@code op} and its nested ops to the outside ops; a nested island's blocks to the islands. */
  private void collect(Operation op, OpRules rules, Operation root) {
    outside.add(op);
    if (rules.isRecursivelyLegal(op)) return;
    boolean island = isIsland(op);
    if (island && root != null && op != root) {
      islands.add(blocksOf(op));
      return;
    }
    if (island) setup.accept(blocksOf(op));
    for (int r = 0; r < op.numRegions(); r++) {
      Region region = op.region(r);
      for (int b = 0; b < region.numBlocks(); b++) {
        for (Operation child = region.block(b).first(); child != null; child = child.nextInBlock()) collect(child, rules, root);
      }
    }
  }

  private static List<Block> blocksOf(Operation op) {
    List<Block> blocks = new ArrayList<>();
    for (int r = 0; r < op.numRegions(); r++) blocks.addAll(op.region(r).blocks());
    return blocks;
  }

  private static boolean isIsland(Operation op) {
    if (op.numRegions() == 0 || op.numOperands() != 0 || op.numResults() != 0) return false;
    if (!op.isRegistered() || !op.hasTrait(Trait.ISOLATED_FROM_ABOVE) || !op.hasTrait(Trait.SYMBOL_TABLE)) return false;
    for (int r = 0; r < op.numRegions(); r++) {
      Region region = op.region(r);
      for (int b = 0; b < region.numBlocks(); b++) {
        if (region.block(b).numArguments() != 0) return false;
      }
    }
    return true;
  }
}
