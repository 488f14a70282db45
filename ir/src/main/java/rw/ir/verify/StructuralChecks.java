package rw.ir.verify;

import rw.ir.Block;
import rw.ir.Context;
import rw.ir.Operation;
import rw.ir.Region;
import rw.ir.Trait;
import rw.ir.diag.Diagnostic;
import rw.ir.loc.Location;

/**
 * The checks of ops and blocks that the verifier's walk makes on the way in and out (see
 * {@link Verifier} for their order), with MLIR's messages.
 */
final class StructuralChecks {
  private StructuralChecks() {}

  /** A block is not empty unless it may lack a terminator (its branches are checked op by op). */
  static boolean enterBlock(Context ctx, Block block) {
    if (!block.isEmpty() || mayLackTerminator(block)) return true;
    Operation parent = block.parentOp();
    error(ctx, parent == null ? Location.unknown() : parent.location(), "empty block: expect at least a terminator");
    return false;
  }

  /** The first op of {@code block} that has successors but is not its last, or {@code null}. */
  static Operation misplacedBranch(Block block) {
    Operation last = block.last();
    for (Operation o = block.first(); o != last; o = o.nextInBlock()) {
      if (o.numSuccessors() != 0) return o;
    }
    return null;
  }

  static void reportMisplacedBranch(Operation op) {
    op.emitError("operation with block successors must terminate its parent block");
  }

  /** Successors in the block's own region; a terminator where one is needed. */
  static boolean exitBlock(Context ctx, Block block) {
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
