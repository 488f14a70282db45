package rw.ir.verify;

import java.util.ArrayList;
import java.util.List;
import rw.ir.Block;
import rw.ir.BlockArgument;
import rw.ir.Operation;
import rw.ir.Region;
import rw.ir.Trait;
import rw.ir.Value;
import rw.ir.diag.InFlightDiagnostic;
import rw.ir.diag.Severity;
import rw.ir.loc.Location;

/**
 * Checks that every operand of the ops nested in an op (down to nested isolated ops, which are
 * checked on their own) is defined before its use, in reachable blocks. Uses of a result
 * earlier in the same block and of an argument of the same block are settled without
 * dominator trees.
 */
final class DominanceCheck {
  private DominanceCheck() {}

  static boolean verify(Operation root, DominanceInfo dominance, boolean recursive) {
    List<Operation> worklist = new ArrayList<>();
    worklist.add(root);
    while (!worklist.isEmpty()) {
      Operation op = worklist.remove(worklist.size() - 1);
      for (int regionNo = 0; regionNo < op.numRegions(); regionNo++) {
        Region region = op.region(regionNo);
        for (int blockNo = 0; blockNo < region.numBlocks(); blockNo++) {
          Block block = region.block(blockNo);
          if (!verifyBlock(block, dominance, recursive, worklist)) return false;
        }
      }
    }
    return true;
  }

  private static boolean verifyBlock(Block block, DominanceInfo dominance, boolean recursive,
      List<Operation> worklist) {
    boolean reachable = dominance.isReachableFromEntry(block);
    boolean ssa = DominanceInfo.hasSSADominance(block);
    for (Operation op = block.first(); op != null; op = op.nextInBlock()) {
      if (reachable && !operandsDominate(op, block, ssa, dominance)) return false;
      if (recursive && op.numRegions() != 0 && !op.hasTrait(Trait.ISOLATED_FROM_ABOVE)) worklist.add(op);
    }
    return true;
  }

  private static boolean operandsDominate(Operation op, Block block, boolean ssa, DominanceInfo dominance) {
    for (int i = 0; i < op.numOperands(); i++) {
      Value v = op.operand(i);
      if (v.parentBlock() == block && (!ssa || v instanceof BlockArgument || v.definingOp().isBeforeInBlock(op))) {
        continue;
      }
      if (dominance.properlyDominates(v, op)) continue;
      report(op, i);
      return false;
    }
    return true;
  }

  /** MLIR's error, with a note saying where the operand comes from. */
  private static void report(Operation op, int operandNo) {
    InFlightDiagnostic d = op.diagnose(Severity.ERROR, "operand #" + operandNo + " does not dominate this use");
    Value v = op.operand(operandNo);
    Operation def = v.definingOp();
    if (def != null) {
      String where = def.block() == op.block() ? "in the same block" : opRelation(op.parentRegion(), def.parentRegion());
      d.note(def.location(), "operand defined here (op " + where + ")").report();
      return;
    }
    Block owner = ((BlockArgument) v).owner();
    Location loc = owner.parentOp() == null ? Location.unknown() : owner.parentOp().location();
    Region defRegion = owner.parent();
    if (defRegion == null) {
      d.note(loc, " (block without parent)").report();
      return;
    }
    d.note(loc, "operand defined as a block argument (block #" + defRegion.indexOf(owner) + " "
        + argRelation(op.parentRegion(), defRegion) + ")").report();
  }

  private static String opRelation(Region use, Region def) {
    if (use == def) return "in the same region";
    if (def.isAncestorOf(use)) return "in a parent region";
    if (use.isAncestorOf(def)) return "in a child region";
    return "is neither in a parent nor in a child region";
  }

  private static String argRelation(Region use, Region def) {
    if (use == def) return "in the same region";
    if (def.isAncestorOf(use)) return "in a parent region";
    if (use.isAncestorOf(def)) return "in a child region";
    return "neither in a parent nor in a child region";
  }
}
