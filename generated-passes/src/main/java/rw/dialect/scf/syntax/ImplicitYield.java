package rw.dialect.scf.syntax;

import rw.ir.Block;
import rw.ir.OpName;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.Region;
import rw.ir.Trait;
import rw.ir.loc.Location;

/**
 * MLIR's ensureTerminator for scf regions: after parsing, a region whose block does not end in
 * a terminator gets an {@code scf.yield} (and an empty region gets a block first).
 */
final class ImplicitYield {
  static final String YIELD = "scf.yield";

  private ImplicitYield() {}

  static void ensure(Region region, OpName parent, Location loc) {
    if (region.isEmpty()) region.addBlock(new Block());
    Block block = region.blocks().get(region.numBlocks() - 1);
    Operation last = block.last();
    if (last != null && last.hasTrait(Trait.IS_TERMINATOR)) return;
    OperationState yield = new OperationState(parent.context(), YIELD, loc);
    block.append(Operation.create(yield));
  }
}
