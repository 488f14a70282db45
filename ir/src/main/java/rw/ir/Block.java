package rw.ir;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import rw.ir.loc.Location;
import rw.ir.type.Type;

/**
 * A basic block: arguments and an ordered list of operations (intrusively linked), inside a
 * region. Predecessor uses (terminators naming it as successor) are tracked exactly.
 */
public final class Block implements Iterable<Operation> {
  private final List<BlockArgument> arguments = new ArrayList<>();
  private Region parent;
  private Operation first;
  private Operation last;
  private int size;
  private boolean orderValid;
  private Object numberingOwner;
  private int number;
  BlockOperand firstPredecessorUse;

  public Block() {}

  // ---- arguments ----

  public List<BlockArgument> arguments() {
    return Collections.unmodifiableList(arguments);
  }

  public int numArguments() {
    return arguments.size();
  }

  public BlockArgument argument(int i) {
    return arguments.get(i);
  }

  public List<Type> argumentTypes() {
    List<Type> list = new ArrayList<>(arguments.size());
    for (BlockArgument a : arguments) list.add(a.type());
    return list;
  }

  public BlockArgument addArgument(Type type, Location loc) {
    BlockArgument a = new BlockArgument(this, arguments.size(), type, loc);
    arguments.add(a);
    markParentChanged();
    return a;
  }

  public BlockArgument insertArgument(int index, Type type, Location loc) {
    BlockArgument a = new BlockArgument(this, index, type, loc);
    arguments.add(index, a);
    renumberArguments(index + 1);
    markParentChanged();
    return a;
  }

  /** Removes an unused argument. */
  public void eraseArgument(int index) {
    BlockArgument a = arguments.get(index);
    if (a.hasUses()) throw new IllegalStateException("erasing block argument #" + index + " that is still used");
    arguments.remove(index);
    renumberArguments(index);
    markParentChanged();
  }

  private void renumberArguments(int from) {
    for (int i = from; i < arguments.size(); i++) arguments.get(i).setIndex(i);
  }

  /**
   * The number that {@code owner} (a numbering of the IR, such as the printer's) attached with
   * {@link #setNumber}, or {@code -1} when it attached none; as {@link Value#numberFor}.
   */
  public int numberFor(Object owner) {
    return numberingOwner == owner ? number : -1;
  }

  public void setNumber(Object owner, int number) {
    this.numberingOwner = owner;
    this.number = number;
  }

  // ---- operations ----

  public Operation first() {
    return first;
  }

  public Operation last() {
    return last;
  }

  public boolean isEmpty() {
    return first == null;
  }

  public int size() {
    return size;
  }

  /** The last op when it is a terminator (registered with IS_TERMINATOR), else {@code null}. */
  public Operation terminator() {
    return last != null && last.hasTrait(Trait.IS_TERMINATOR) ? last : null;
  }

  /** Iterates the ops in order; erasing or moving the current op while iterating is safe. */
  @Override
  public Iterator<Operation> iterator() {
    return new Iterator<>() {
      private Operation next = first;

      @Override
      public boolean hasNext() {
        return next != null;
      }

      @Override
      public Operation next() {
        if (next == null) throw new NoSuchElementException();
        Operation current = next;
        next = current.next;
        return current;
      }
    };
  }

  /** A snapshot of the ops, for loops that insert or erase freely. */
  public List<Operation> operations() {
    List<Operation> list = new ArrayList<>(size);
    for (Operation o = first; o != null; o = o.next) list.add(o);
    return list;
  }

  public void append(Operation op) {
    insertBefore(null, op);
  }

  public void prepend(Operation op) {
    insertBefore(first, op);
  }

  /** Inserts a detached {@code op} before {@code anchor} ({@code null}: at the end). */
  public void insertBefore(Operation anchor, Operation op) {
    if (op.block != null) throw new IllegalStateException(op.name() + " is already in a block");
    if (anchor != null && anchor.block != this) throw new IllegalStateException("anchor not in this block");
    Operation before = anchor == null ? last : anchor.prev;
    op.prev = before;
    op.next = anchor;
    if (before != null) before.next = op;
    else first = op;
    if (anchor != null) anchor.prev = op;
    else last = op;
    op.block = this;
    size++;
    orderValid = false;
    markParentChanged();
  }

  /** An op, argument or successor of this block changed: the op holding it needs verifying. */
  void markParentChanged() {
    Operation owner = parentOp();
    if (owner != null) owner.markContentsChanged();
  }

  public void insertAfter(Operation anchor, Operation op) {
    insertBefore(anchor.next, op);
  }

  void unlink(Operation op) {
    if (op.prev != null) op.prev.next = op.next;
    else first = op.next;
    if (op.next != null) op.next.prev = op.prev;
    else last = op.prev;
    op.prev = null;
    op.next = null;
    op.block = null;
    size--;
    markParentChanged();
  }

  void ensureOrder() {
    if (orderValid) return;
    int i = 0;
    for (Operation o = first; o != null; o = o.next) o.orderIndex = i++;
    orderValid = true;
  }

  /**
   * Moves {@code op} and every op after it into a new block inserted right after this one, and
   * returns the new block (which has no arguments).
   */
  public Block splitBefore(Operation op) {
    if (op.block != this) throw new IllegalStateException("split point not in this block");
    Block tail = new Block();
    parent.insertBlockAfter(this, tail);
    for (Operation o = op; o != null; ) {
      Operation next = o.next;
      unlink(o);
      tail.append(o);
      o = next;
    }
    return tail;
  }

  // ---- position and control flow ----

  public Region parent() {
    return parent;
  }

  void setParent(Region r) {
    this.parent = r;
  }

  public Operation parentOp() {
    return parent == null ? null : parent.parentOp();
  }

  public boolean isEntryBlock() {
    return parent != null && parent.entryBlock() == this;
  }

  /** The terminators' uses of this block as a successor, one per use. */
  public List<BlockOperand> predecessorUses() {
    List<BlockOperand> list = new ArrayList<>();
    for (BlockOperand u = firstPredecessorUse; u != null; u = u.nextUse) list.add(u);
    return list;
  }

  /** The distinct blocks branching here, in use order. */
  public List<Block> predecessors() {
    List<Block> list = new ArrayList<>();
    for (BlockOperand u = firstPredecessorUse; u != null; u = u.nextUse) {
      Block b = u.owner().block();
      if (b != null && !list.contains(b)) list.add(b);
    }
    return list;
  }

  public boolean hasPredecessors() {
    return firstPredecessorUse != null;
  }

  /** The successors of the last op of this block. */
  public List<Block> successors() {
    return last == null ? List.of() : last.successors();
  }

  /** Redirects every branch to this block to {@code other}. */
  public void replaceAllUsesWith(Block other) {
    while (firstPredecessorUse != null) firstPredecessorUse.set(other);
  }

  /** Removes this block from its region and destroys its ops (which must be unused outside). */
  public void erase() {
    if (firstPredecessorUse != null) throw new IllegalStateException("erasing a block that is still a successor");
    for (Operation o = first; o != null; o = o.next) o.dropAllReferences();
    while (last != null) {
      Operation o = last;
      unlink(o);
    }
    if (parent != null) parent.removeBlock(this);
  }

  void dropAllReferences() {
    for (Operation o = first; o != null; o = o.next) o.dropAllReferences();
  }
}
