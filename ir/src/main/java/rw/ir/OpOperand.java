package rw.ir;

/**
 * The use of a value as the {@code index}-th operand of an operation. It is linked into the
 * value's use list while it refers to a value.
 */
public final class OpOperand {
  private final Operation owner;
  private int index;
  private Value value;
  OpOperand prevUse;
  OpOperand nextUse;

  OpOperand(Operation owner, int index, Value value) {
    this.owner = owner;
    this.index = index;
    link(value);
  }

  public Operation owner() {
    return owner;
  }

  public int index() {
    return index;
  }

  void setIndex(int index) {
    this.index = index;
  }

  /** The next use of the same value (older), or {@code null}; see {@link Value#firstUse}. */
  public OpOperand nextUse() {
    return nextUse;
  }

  public Value get() {
    return value;
  }

  /** Points this operand at {@code v}, moving it from the old value's use list to the new one. */
  public void set(Value v) {
    if (v == value) return;
    unlink();
    link(v);
    owner.markChanged();
  }

  /** Unlinks from the value's use list; the operand then refers to nothing. */
  void drop() {
    unlink();
  }

  private void link(Value v) {
    if (v == null) throw new IllegalArgumentException("operand #" + index + " of " + owner.name() + " is null");
    value = v;
    nextUse = v.firstUse;
    if (nextUse != null) nextUse.prevUse = this;
    prevUse = null;
    v.firstUse = this;
  }

  private void unlink() {
    if (value == null) return;
    if (prevUse != null) prevUse.nextUse = nextUse;
    else value.firstUse = nextUse;
    if (nextUse != null) nextUse.prevUse = prevUse;
    prevUse = null;
    nextUse = null;
    value = null;
  }
}
