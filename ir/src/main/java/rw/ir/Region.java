package rw.ir;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** An ordered list of blocks owned by an operation. */
public final class Region {
  private final List<Block> blocks = new ArrayList<>(1);
  /** The read-only view {@link #blocks} hands out, made once. */
  private final List<Block> view = Collections.unmodifiableList(blocks);
  private Operation parentOp;
  /** What the verifier keeps of this region between verifications (see {@link #verifierRecord}). */
  private Object verifierRecord;

  public Region() {}

  /**
   * What the verifier recorded of this region's contents when it last looked, or {@code null}:
   * its own business, valid as long as it says (it checks {@link Operation#isContentsVerified}).
   */
  public Object verifierRecord() {
    return verifierRecord;
  }

  public void setVerifierRecord(Object record) {
    this.verifierRecord = record;
  }

  void attach(Operation op) {
    if (parentOp != null) throw new IllegalStateException("region already belongs to " + parentOp.name());
    parentOp = op;
  }

  public Operation parentOp() {
    return parentOp;
  }

  /** The region that holds the op owning this region, or {@code null}. */
  public Region parentRegion() {
    return parentOp == null ? null : parentOp.parentRegion();
  }

  public List<Block> blocks() {
    return view;
  }

  public boolean isEmpty() {
    return blocks.isEmpty();
  }

  public int numBlocks() {
    return blocks.size();
  }

  public Block block(int i) {
    return blocks.get(i);
  }

  /** The first block, or {@code null} when empty. */
  public Block entryBlock() {
    return blocks.isEmpty() ? null : blocks.get(0);
  }

  public int indexOf(Block b) {
    return blocks.indexOf(b);
  }

  public void addBlock(Block b) {
    insertBlock(blocks.size(), b);
  }

  public void insertBlock(int index, Block b) {
    if (b.parent() != null) throw new IllegalStateException("block already in a region");
    blocks.add(index, b);
    b.setParent(this);
    if (parentOp != null) parentOp.markContentsChanged();
  }

  public void insertBlockAfter(Block anchor, Block b) {
    insertBlock(blocks.indexOf(anchor) + 1, b);
  }

  /** Detaches {@code b} from this region without destroying it. */
  public void removeBlock(Block b) {
    if (!blocks.remove(b)) throw new IllegalStateException("block not in this region");
    b.setParent(null);
    if (parentOp != null) parentOp.markContentsChanged();
  }

  /** Moves all blocks of {@code other} to the end of this region. */
  public void takeBody(Region other) {
    for (Block b : new ArrayList<>(other.blocks)) {
      other.removeBlock(b);
      addBlock(b);
    }
  }

  /** Whether this region is {@code other} or contains it (through nested ops). */
  public boolean isAncestorOf(Region other) {
    for (Region r = other; r != null; r = r.parentRegion()) {
      if (r == this) return true;
    }
    return false;
  }

  void dropAllReferences() {
    for (Block b : blocks) b.dropAllReferences();
  }

  /**
   * Copies this region, which must belong to an op isolated from above, into the region of
   * {@code placeholder}, an empty block without arguments: the entry block's arguments and ops go
   * into the placeholder, the other blocks after it. Meant for copies made on worker threads, one
   * thread per original: no mapping is kept.
   */
  public void cloneIntoPlaceholder(Block placeholder) {
    OperationCloner.cloneIntoPlaceholder(this, placeholder);
  }

  /** Copies the blocks of this region to the end of {@code dest}, remapping through {@code mapping}. */
  public void cloneInto(Region dest, IRMapping mapping) {
    OperationCloner.cloneRegionInto(this, dest, mapping);
  }
}
