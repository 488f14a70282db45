package rw.ir;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.function.Predicate;
import rw.ir.type.Type;

/**
 * An SSA value: the result of an operation or the argument of a block. It keeps the list of its
 * uses; {@link OpOperand} links and unlinks itself, so the list is always exact.
 */
public abstract sealed class Value permits OpResult, BlockArgument {
  private Type type;
  OpOperand firstUse;
  private Object numberingOwner;
  private int number;
  /** A rewrite driver's note (see {@link #driverNote}); fits in an OpResult's padding. */
  private Object driverNote;

  Value(Type type) {
    if (type == null) throw new IllegalArgumentException("null type");
    this.type = type;
  }

  public final Type type() {
    return type;
  }

  /**
   * Changes the type in place (as MLIR's setType). The defining op (or the block's op) and every
   * user are marked changed: the type checks of each are due again.
   */
  public final void setType(Type type) {
    if (type == null) throw new IllegalArgumentException("null type");
    this.type = type;
    for (OpOperand u = firstUse; u != null; u = u.nextUse) u.owner().markChanged();
    Operation def = definingOp();
    if (def != null) {
      def.markChanged();
      return;
    }
    Block b = parentBlock();
    if (b != null) b.markParentChanged();
  }

  /**
   * The number that {@code owner} (one run of a pass over the IR that numbers values, such as
   * the printer) attached with {@link #setNumber}, or {@code -1} when it attached none. Lets such
   * passes avoid a map from values to numbers; a later owner's numbers replace earlier ones.
   */
  public final int numberFor(Object owner) {
    return numberingOwner == owner ? number : -1;
  }

  public final void setNumber(Object owner, int number) {
    this.numberingOwner = owner;
    this.number = number;
  }

  /**
   * What a rewrite driver noted on this value ({@link #setDriverNote}), or {@code null}: lets a
   * driver keep a fact per value without an identity map (the dialect conversion notes what a
   * replaced value became). The note is the driver's own record, tagged so that it recognises
   * its own; a driver keeps the note it found inside its own, so that several can coexist.
   */
  public final Object driverNote() {
    return driverNote;
  }

  public final void setDriverNote(Object note) {
    this.driverNote = note;
  }

  /** The operation that defines this value, or {@code null} for a block argument. */
  public abstract Operation definingOp();

  /** The block this value is defined in (the owner of an argument, the block of an op). */
  public abstract Block parentBlock();

  public final Region parentRegion() {
    Block b = parentBlock();
    return b == null ? null : b.parent();
  }

  public final boolean hasUses() {
    return firstUse != null;
  }

  public final boolean hasOneUse() {
    return firstUse != null && firstUse.nextUse == null;
  }

  /** The uses, newest first; iterating while changing them is safe (the next is read first). */
  public final Iterable<OpOperand> uses() {
    return () -> new Iterator<>() {
      private OpOperand next = firstUse;

      @Override
      public boolean hasNext() {
        return next != null;
      }

      @Override
      public OpOperand next() {
        if (next == null) throw new NoSuchElementException();
        OpOperand current = next;
        next = current.nextUse;
        return current;
      }
    };
  }

  /**
   * The newest use, or {@code null}: with {@link OpOperand#nextUse} a walk over the uses that
   * allocates nothing (read the next use before changing the current one).
   */
  public final OpOperand firstUse() {
    return firstUse;
  }

  public final List<OpOperand> useList() {
    List<OpOperand> list = new ArrayList<>();
    for (OpOperand u = firstUse; u != null; u = u.nextUse) list.add(u);
    return list;
  }

  public final int useCount() {
    int n = 0;
    for (OpOperand u = firstUse; u != null; u = u.nextUse) n++;
    return n;
  }

  /** The distinct operations using this value, in use-list order. */
  public final List<Operation> users() {
    List<Operation> list = new ArrayList<>();
    for (OpOperand u = firstUse; u != null; u = u.nextUse) {
      if (!list.contains(u.owner())) list.add(u.owner());
    }
    return list;
  }

  public final void replaceAllUsesWith(Value replacement) {
    if (replacement == this) return;
    while (firstUse != null) firstUse.set(replacement);
  }

  /** Replaces the uses for which {@code filter} holds. */
  public final void replaceUsesIf(Value replacement, Predicate<OpOperand> filter) {
    if (replacement == this) return;
    OpOperand u = firstUse;
    while (u != null) {
      OpOperand next = u.nextUse;
      if (filter.test(u)) u.set(replacement);
      u = next;
    }
  }
}
