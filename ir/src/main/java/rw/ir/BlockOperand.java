package rw.ir;

/**
 * The use of a block as the {@code index}-th successor of a terminator; linked into the block's
 * list of predecessor uses.
 */
public final class BlockOperand {
  private final Operation owner;
  private final int index;
  private Block block;
  BlockOperand prevUse;
  BlockOperand nextUse;

  BlockOperand(Operation owner, int index, Block block) {
    this.owner = owner;
    this.index = index;
    link(block);
  }

  public Operation owner() {
    return owner;
  }

  public int index() {
    return index;
  }

  public Block get() {
    return block;
  }

  public void set(Block b) {
    if (b == block) return;
    unlink();
    link(b);
    owner.markChanged();
  }

  void drop() {
    unlink();
  }

  private void link(Block b) {
    if (b == null) throw new IllegalArgumentException("successor #" + index + " is null");
    block = b;
    nextUse = b.firstPredecessorUse;
    if (nextUse != null) nextUse.prevUse = this;
    prevUse = null;
    b.firstPredecessorUse = this;
  }

  private void unlink() {
    if (block == null) return;
    if (prevUse != null) prevUse.nextUse = nextUse;
    else block.firstPredecessorUse = nextUse;
    if (nextUse != null) nextUse.prevUse = prevUse;
    prevUse = null;
    nextUse = null;
    block = null;
  }
}
