package rw.ir.build;

import java.util.List;
import rw.ir.Block;
import rw.ir.Context;
import rw.ir.IRMapping;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.Region;
import rw.ir.Value;
import rw.ir.WalkResult;
import rw.ir.attr.DictionaryAttr;
import rw.ir.loc.Location;
import rw.ir.type.Type;

/**
 * Creates operations and blocks at an insertion point, telling an optional
 * {@link BuilderListener} about everything it inserts. The rewriters extend it.
 */
public class OpBuilder {
  private final Context context;
  /** Where ops go: before {@link #insertionBefore} in this block (at its end when that is null); none when null. */
  private Block insertionBlock;
  private Operation insertionBefore;
  private BuilderListener listener;

  public OpBuilder(Context context) {
    this(context, null);
  }

  public OpBuilder(Context context, BuilderListener listener) {
    if (context == null) throw new IllegalArgumentException("null context");
    this.context = context;
    this.listener = listener;
  }

  /** A builder inserting right before {@code op}. */
  public static OpBuilder before(Operation op) {
    OpBuilder b = new OpBuilder(op.context());
    b.setInsertionPointBefore(op);
    return b;
  }

  /** A builder inserting at the end of {@code block}. */
  public static OpBuilder atEnd(Context context, Block block) {
    OpBuilder b = new OpBuilder(context);
    b.setInsertionPointToEnd(block);
    return b;
  }

  public final Context context() {
    return context;
  }

  public final BuilderListener listener() {
    return listener;
  }

  public final void setListener(BuilderListener listener) {
    this.listener = listener;
  }

  // ---- insertion point ----

  // The point is kept as two fields, not an InsertionPoint: builders move it for nearly every op
  // they create or replace, and an object per move was a good part of a conversion's garbage.

  /** The current insertion point (a new object), or {@code null} when none is set. */
  public final InsertionPoint insertionPoint() {
    return insertionBlock == null ? null : new InsertionPoint(insertionBlock, insertionBefore);
  }

  /** The block ops are inserted into, or {@code null}. */
  public final Block insertionBlock() {
    return insertionBlock;
  }

  /** The op that new ops go before, or {@code null} at the end of the block (or when no point is set). */
  public final Operation insertionAnchor() {
    return insertionBefore;
  }

  public final void setInsertionPoint(InsertionPoint ip) {
    if (ip == null) clearInsertionPoint();
    else place(ip.block(), ip.before());
  }

  /** Inserts into {@code block} before {@code before} ({@code null}: at the end), as {@code new InsertionPoint(block, before)}. */
  public final void setInsertionPoint(Block block, Operation before) {
    if (block == null) throw new IllegalArgumentException("insertion point without block");
    if (before != null && before.block() != block) {
      throw new IllegalArgumentException("insertion anchor " + before.name() + " is not in the block");
    }
    place(block, before);
  }

  public final void setInsertionPointBefore(Operation op) {
    place(blockOf(op), op);
  }

  public final void setInsertionPointAfter(Operation op) {
    place(blockOf(op), op.nextInBlock());
  }

  public final void setInsertionPointToStart(Block block) {
    setInsertionPoint(block, block.first());
  }

  public final void setInsertionPointToEnd(Block block) {
    setInsertionPoint(block, null);
  }

  public final void clearInsertionPoint() {
    place(null, null);
  }

  /** Saves the insertion point; closing the guard restores it. */
  public final InsertionGuard saveInsertionPoint() {
    return new InsertionGuard(this, insertionBlock, insertionBefore);
  }

  /** Puts the point back as a guard saved it (unchecked: it was valid when saved). */
  final void restore(Block block, Operation before) {
    place(block, before);
  }

  private void place(Block block, Operation before) {
    insertionBlock = block;
    insertionBefore = before;
  }

  private static Block blockOf(Operation op) {
    Block b = op.block();
    if (b == null) throw new IllegalArgumentException(op.name() + " is not in a block");
    return b;
  }

  // ---- creation ----

  /** Inserts the detached {@code op} at the insertion point (if one is set) and returns it. */
  public Operation insert(Operation op) {
    if (insertionBlock != null) {
      insertionBlock.insertBefore(insertionBefore, op);
      notifyOperationInserted(op, null);
    }
    return op;
  }

  /** Creates the operation described by {@code state} and inserts it. */
  public final Operation create(OperationState state) {
    return insert(Operation.create(state));
  }

  /** Creates and inserts an op with operands and result types, without attributes or regions. */
  public final Operation create(String name, Location loc, List<? extends Value> operands, List<? extends Type> resultTypes) {
    return insert(Operation.create(context.opName(name), loc, operands, resultTypes, DictionaryAttr.EMPTY, null, List.of(), 0));
  }

  /** A fresh state for an op named {@code name} in this builder's context. */
  public final OperationState state(String name, Location loc) {
    return new OperationState(context, name, loc);
  }

  /**
   * Creates a block with arguments of {@code types} (at {@code locs}) at the end of
   * {@code region} and moves the insertion point to its end.
   */
  public final Block createBlock(Region region, List<? extends Type> types, List<? extends Location> locs) {
    Block block = newBlock(types, locs);
    region.addBlock(block);
    return finishBlock(block);
  }

  /** Creates a block right before {@code before} (in its region); see {@link #createBlock(Region, List, List)}. */
  public final Block createBlock(Block before, List<? extends Type> types, List<? extends Location> locs) {
    Region region = before.parent();
    if (region == null) throw new IllegalArgumentException("anchor block is not in a region");
    Block block = newBlock(types, locs);
    region.insertBlock(region.indexOf(before), block);
    return finishBlock(block);
  }

  private static Block newBlock(List<? extends Type> types, List<? extends Location> locs) {
    if (types.size() != locs.size()) {
      throw new IllegalArgumentException(types.size() + " argument types but " + locs.size() + " locations");
    }
    Block block = new Block();
    for (int i = 0; i < types.size(); i++) block.addArgument(types.get(i), locs.get(i));
    return block;
  }

  private Block finishBlock(Block block) {
    setInsertionPointToEnd(block);
    notifyBlockInserted(block, null);
    return block;
  }

  /** Inserts a deep copy of {@code op}, telling the listener about every nested block and op. */
  public final Operation clone(Operation op, IRMapping mapping) {
    Operation copy = insert(op.clone(mapping));
    if (listener == null) return copy;
    copy.walkPreOrder(walked -> {
      for (Region r : walked.regions()) {
        for (Block b : r.blocks()) notifyBlockInserted(b, null);
        for (Block b : r.blocks()) {
          for (Operation nested = b.first(); nested != null; nested = nested.nextInBlock()) {
            notifyOperationInserted(nested, null);
          }
        }
      }
      return WalkResult.ADVANCE;
    });
    return copy;
  }

  public final Operation clone(Operation op) {
    return clone(op, new IRMapping());
  }

  // ---- notifications (rewriters override to count and track) ----

  protected void notifyOperationInserted(Operation op, InsertionPoint previous) {
    if (listener != null) listener.notifyOperationInserted(op, previous);
  }

  protected void notifyBlockInserted(Block block, Region previous) {
    if (listener != null) listener.notifyBlockInserted(block, previous);
  }
}
