package rw.ir.verify;

import java.util.ArrayList;
import java.util.List;
import rw.ir.Block;
import rw.ir.Operation;
import rw.ir.Region;
import rw.ir.Trait;
import rw.ir.diag.Severity;

/**
 * MLIR's IsolatedFromAbove trait: no op nested in the regions of the op uses a value defined
 * outside them. Nested isolated ops are not entered; they check themselves.
 */
final class IsolationCheck {
  private IsolationCheck() {}

  static boolean verify(Operation isolated) {
    List<Region> pending = new ArrayList<>();
    for (int regionNo = 0; regionNo < isolated.numRegions(); regionNo++) {
      Region region = isolated.region(regionNo);
      pending.add(region);
      while (!pending.isEmpty()) {
        Region current = pending.remove(pending.size() - 1);
        for (int blockNo = 0; blockNo < current.numBlocks(); blockNo++) {
          Block block = current.block(blockNo);
          if (!verifyBlock(isolated, region, current, block, pending)) return false;
        }
      }
    }
    return true;
  }

  private static boolean verifyBlock(Operation isolated, Region region, Region current, Block block,
      List<Region> pending) {
    for (Operation op = block.first(); op != null; op = op.nextInBlock()) {
      for (int i = 0; i < op.numOperands(); i++) {
        Region defined = op.operand(i).parentRegion();
        if (defined == current) continue;
        if (defined == null) {
          op.emitError("operation's operand is unlinked");
          return false;
        }
        if (!region.isAncestorOf(defined)) {
          op.diagnose(Severity.ERROR, "'" + op.name() + "' op using value defined outside the region")
              .note(isolated.location(), "required by region isolation constraints")
              .report();
          return false;
        }
      }
      if (op.numRegions() != 0 && !op.hasTrait(Trait.ISOLATED_FROM_ABOVE)) pending.addAll(op.regions());
    }
    return true;
  }
}
