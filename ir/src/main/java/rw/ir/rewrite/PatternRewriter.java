package rw.ir.rewrite;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import rw.ir.Block;
import rw.ir.BlockArgument;
import rw.ir.Context;
import rw.ir.IRMapping;
import rw.ir.OpOperand;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.Region;
import rw.ir.Value;
import rw.ir.WalkResult;
import rw.ir.build.BuilderListener;
import rw.ir.build.InsertionPoint;
import rw.ir.build.OpBuilder;
import rw.ir.loc.Location;

/**
 * The builder handed to patterns: every IR change a pattern makes goes through it, so drivers
 * hear about it (through the {@link RewriteListener}) and can check the one-shot contract through
 * {@link #mutationCount()}: each mutating call increments the count.
 */
public class PatternRewriter extends OpBuilder {
  private long mutations;

  public PatternRewriter(Context context) {
    super(context);
  }

  public PatternRewriter(Context context, RewriteListener listener) {
    super(context, listener);
  }

  /** How many mutating calls this rewriter has served. */
  public final long mutationCount() {
    return mutations;
  }

  /** Records one mutation; subclasses call it from their own mutating methods. */
  protected final void countMutation() {
    mutations++;
  }

  /** The listener when it is a {@link RewriteListener}, else {@code null}. */
  protected final RewriteListener rewriteListener() {
    BuilderListener l = listener();
    return l instanceof RewriteListener r ? r : null;
  }

  @Override
  protected void notifyOperationInserted(Operation op, InsertionPoint previous) {
    countMutation();
    super.notifyOperationInserted(op, previous);
  }

  @Override
  protected void notifyBlockInserted(Block block, Region previous) {
    countMutation();
    super.notifyBlockInserted(block, previous);
  }

  // ---- replacing and erasing operations ----

  /** Replaces every use of {@code op}'s results with {@code values}, then erases {@code op}. */
  public void replaceOp(Operation op, List<? extends Value> values) {
    if (values.size() != op.numResults()) {
      throw new IllegalArgumentException(op.name() + ": " + values.size() + " replacements for " + op.numResults() + " results");
    }
    countMutation();
    RewriteListener l = rewriteListener();
    if (l != null) l.notifyOperationReplaced(op, values);
    for (int i = 0; i < values.size(); i++) replaceAllUsesWith(op.result(i), values.get(i));
    eraseOp(op);
  }

  public void replaceOp(Operation op, Operation replacement) {
    replaceOp(op, replacement.results());
  }

  /** Creates the op described by {@code state} at the insertion point and replaces {@code op} with it. */
  public Operation replaceOpWithNewOp(Operation op, OperationState state) {
    Operation created = create(state);
    replaceOp(op, created);
    return created;
  }

  /** Erases {@code op}, whose results must be unused, and everything nested in it. */
  public void eraseOp(Operation op) {
    if (op.hasUses()) throw new IllegalStateException("erasing " + op.name() + " whose results are still used");
    countMutation();
    moveInsertionPointOffOf(op);
    RewriteListener l = rewriteListener();
    if (l != null) notifyErasedTree(op, l);
    op.erase();
  }

  /** Erases {@code block} (no branch may target it) with all its ops, last op first. */
  public void eraseBlock(Block block) {
    countMutation();
    for (Operation o = block.last(); o != null; ) {
      Operation prev = o.prevInBlock();
      eraseOp(o);
      o = prev;
    }
    RewriteListener l = rewriteListener();
    if (l != null) l.notifyBlockErased(block);
    if (insertionBlock() == block) clearInsertionPoint();
    block.erase();
  }

  /** Tells {@code l} about the erasure of {@code op}'s nested ops (users first), then of {@code op}. */
  protected static void notifyErasedTree(Operation op, RewriteListener l) {
    List<Region> regions = op.regions();
    for (int r = regions.size() - 1; r >= 0; r--) {
      List<Block> blocks = regions.get(r).blocks();
      for (int b = blocks.size() - 1; b >= 0; b--) {
        for (Operation o = blocks.get(b).last(); o != null; o = o.prevInBlock()) notifyErasedTree(o, l);
        l.notifyBlockErased(blocks.get(b));
      }
    }
    l.notifyOperationErased(op);
  }

  /** Keeps the insertion point valid when {@code op}, its anchor, goes away. */
  protected final void moveInsertionPointOffOf(Operation op) {
    if (insertionAnchor() == op) setInsertionPoint(insertionBlock(), op.nextInBlock());
  }

  // ---- in-place changes and uses ----

  /** Runs {@code change}, which modifies {@code op} in place, and reports the modification. */
  public void modifyOpInPlace(Operation op, Runnable change) {
    startOpModification(op);
    change.run();
    finalizeOpModification(op);
  }

  /** Announces an in-place change of {@code op}; finish with {@link #finalizeOpModification}. */
  public void startOpModification(Operation op) {
    countMutation();
  }

  public void finalizeOpModification(Operation op) {
    RewriteListener l = rewriteListener();
    if (l != null) l.notifyOperationModified(op);
  }

  /** Points every use of {@code from} at {@code to}, reporting each user as modified. */
  public void replaceAllUsesWith(Value from, Value to) {
    replaceUsesWithIf(from, to, u -> true);
  }

  public void replaceUsesWithIf(Value from, Value to, Predicate<OpOperand> filter) {
    if (from == to) return;
    countMutation();
    List<OpOperand> uses = new ArrayList<>();
    for (OpOperand u : from.uses()) {
      if (filter.test(u)) uses.add(u);
    }
    for (OpOperand u : uses) modifyOpInPlace(u.owner(), () -> u.set(to));
  }

  /** Replaces the results of {@code from} with {@code to}, without erasing {@code from}. */
  public void replaceAllOpUsesWith(Operation from, List<? extends Value> to) {
    for (int i = 0; i < from.numResults(); i++) replaceAllUsesWith(from.result(i), to.get(i));
  }

  // ---- moving ops and blocks ----

  public void moveOpBefore(Operation op, Operation anchor) {
    InsertionPoint previous = op.block() == null ? null : InsertionPoint.after(op);
    op.moveBefore(anchor);
    notifyOperationInserted(op, previous);
  }

  public void moveOpAfter(Operation op, Operation anchor) {
    InsertionPoint previous = op.block() == null ? null : InsertionPoint.after(op);
    op.moveAfter(anchor);
    notifyOperationInserted(op, previous);
  }

  /** Moves all blocks of {@code region} into {@code parent} before {@code before} ({@code null}: at the end). */
  public void inlineRegionBefore(Region region, Region parent, Block before) {
    int index = before == null ? parent.numBlocks() : parent.indexOf(before);
    if (index < 0) throw new IllegalArgumentException("anchor block is not in the target region");
    for (Block b : new ArrayList<>(region.blocks())) {
      region.removeBlock(b);
      parent.insertBlock(index++, b);
      notifyBlockInserted(b, region);
    }
    countMutation();
  }

  /**
   * Copies the blocks of {@code region} into {@code parent} before {@code before} ({@code null}:
   * at the end), remapping through {@code mapping}, and reports every copied block and op.
   */
  public void cloneRegionBefore(Region region, Region parent, Block before, IRMapping mapping) {
    int index = before == null ? parent.numBlocks() : parent.indexOf(before);
    if (index < 0) throw new IllegalArgumentException("anchor block is not in the target region");
    Region copy = new Region();
    region.cloneInto(copy, mapping);
    List<Block> blocks = new ArrayList<>(copy.blocks());
    for (Block b : blocks) {
      copy.removeBlock(b);
      parent.insertBlock(index++, b);
    }
    for (Block b : blocks) {
      notifyBlockInserted(b, null);
      for (Operation o = b.first(); o != null; o = o.nextInBlock()) {
        o.walkPreOrder(nested -> {
          notifyOperationInserted(nested, null);
          return WalkResult.ADVANCE;
        });
      }
    }
  }

  /** Moves all blocks of {@code region} before {@code before}, in its region. */
  public void inlineRegionBefore(Region region, Block before) {
    inlineRegionBefore(region, before.parent(), before);
  }

  /**
   * Moves the ops of {@code source} into {@code dest} before {@code before} ({@code null}: at the
   * end), using {@code argValues} for the arguments of {@code source}, then erases {@code source}.
   */
  public void inlineBlockBefore(Block source, Block dest, Operation before, List<? extends Value> argValues) {
    if (argValues.size() != source.numArguments()) {
      throw new IllegalArgumentException(argValues.size() + " values for " + source.numArguments() + " block arguments");
    }
    for (int i = 0; i < argValues.size(); i++) replaceBlockArgumentUses(source.argument(i), argValues.get(i));
    InsertionPoint previous = InsertionPoint.atEnd(source);
    for (Operation o = source.first(); o != null; o = source.first()) {
      o.remove();
      dest.insertBefore(before, o);
      notifyOperationInserted(o, previous);
    }
    if (insertionBlock() == source) setInsertionPoint(dest, before);
    eraseBlock(source);
  }

  /** Inlines {@code source} right before {@code op}; see {@link #inlineBlockBefore(Block, Block, Operation, List)}. */
  public void inlineBlockBefore(Block source, Operation op, List<? extends Value> argValues) {
    inlineBlockBefore(source, op.block(), op, argValues);
  }

  /** Appends the ops of {@code source} to {@code dest} and erases {@code source}. */
  public void mergeBlocks(Block source, Block dest, List<? extends Value> argValues) {
    inlineBlockBefore(source, dest, null, argValues);
  }

  /** How uses of a block argument move to its replacement when a block is inlined. */
  protected void replaceBlockArgumentUses(BlockArgument arg, Value replacement) {
    replaceAllUsesWith(arg, replacement);
  }

  /**
   * Splits {@code block} before {@code before}: that op and all after it move into a new block
   * right after {@code block}, which is returned ({@code null}: the new block is empty).
   */
  public Block splitBlock(Block block, Operation before) {
    countMutation();
    Block tail;
    if (before == null) {
      tail = new Block();
      block.parent().insertBlockAfter(block, tail);
    } else {
      tail = block.splitBefore(before);
    }
    notifyBlockInserted(tail, null);
    InsertionPoint previous = InsertionPoint.atEnd(block);
    for (Operation o = tail.first(); o != null; o = o.nextInBlock()) notifyOperationInserted(o, previous);
    return tail;
  }

  // ---- match failures ----

  /** Reports why a pattern did not apply (for traces); returns {@code false} for {@code return notifyMatchFailure(...)}. */
  public boolean notifyMatchFailure(Operation op, String reason) {
    return notifyMatchFailure(op.location(), reason);
  }

  public boolean notifyMatchFailure(Location loc, String reason) {
    RewriteListener l = rewriteListener();
    if (l != null) l.notifyMatchFailure(loc, reason);
    return false;
  }
}
