package rw.ir;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import rw.ir.type.Type;

/**
 * Deep and shallow copies of operations, remapping values and blocks through an {@link IRMapping}.
 * An operand whose definition has no copy yet when its user is copied (a use that precedes its
 * definition, across blocks or in a graph region) is resolved once the whole copy is made; only
 * the copies that had such operands are looked at again.
 */
final class OperationCloner {
  /** The caller's mapping, or {@code null} when none sees it (see {@link #copies}). */
  private final IRMapping mapping;
  /**
   * Without a mapping, the copies of the values and blocks copied so far: an original's number
   * for this cloner ({@link Value#setNumber}) is the index of its copy, so that no hash map is
   * filled and grown per copied module. Cleared at the end, as the originals keep the cloner.
   */
  private final List<Object> copies;
  /** Whether ops are mapped too: only when the caller sees the mapping. */
  private final boolean mapOps;
  /** Copies with an operand that was not mapped when they were made. */
  private final List<Operation> unresolved = new ArrayList<>();
  /**
   * The operands and result types of the op being copied: {@link Operation#create} reads its
   * lists without keeping them, so one pair serves every copy (no arrays or wrappers per op).
   */
  private final ArrayList<Value> operandBuffer = new ArrayList<>();
  private final ArrayList<Type> typeBuffer = new ArrayList<>();

  private OperationCloner(IRMapping mapping, boolean mapOps) {
    this.mapping = mapping;
    this.mapOps = mapOps;
    this.copies = mapping == null ? new ArrayList<>() : null;
  }

  static Operation clone(Operation op, IRMapping mapping) {
    return clone(op, mapping, true);
  }

  private static Operation clone(Operation op, IRMapping mapping, boolean mapOps) {
    OperationCloner cloner = new OperationCloner(mapping, mapOps);
    Operation copy = cloner.deep(op);
    cloner.resolveLateOperands();
    if (cloner.copies != null) cloner.copies.clear();
    cloner.unresolved.clear();
    return copy;
  }

  static List<Operation> cloneIsolated(List<Operation> ops) {
    Operation[] copies = new Operation[ops.size()];
    for (Operation op : ops) {
      if (!op.hasTrait(Trait.ISOLATED_FROM_ABOVE)) throw new IllegalArgumentException(op.name() + " is not isolated from above");
    }
    boolean parallel = !ops.isEmpty() && ops.get(0).context().isMultithreadingEnabled();
    TaskRun.run(ops.size(), parallel ? Runtime.getRuntime().availableProcessors() : 1, i -> copies[i] = clone(ops.get(i), null, false));
    return List.of(copies);
  }

  static Operation cloneShallow(Operation op, IRMapping mapping) {
    return new OperationCloner(mapping, true).shallow(op);
  }

  /**
   * Copies {@code from}, a region of an op isolated from above, into the region of
   * {@code placeholder}, an empty block without arguments: the entry block's arguments and ops go
   * into {@code placeholder}, the other blocks after it. Numbers the originals, as
   * {@link #cloneIsolated}, so that each original must be copied by one thread at a time.
   */
  static void cloneIntoPlaceholder(Region from, Block placeholder) {
    Operation owner = from.parentOp();
    if (owner == null || !owner.hasTrait(Trait.ISOLATED_FROM_ABOVE)) throw new IllegalArgumentException("not a region of an op isolated from above");
    if (placeholder.first() != null || placeholder.numArguments() != 0 || placeholder.parent() == null) {
      throw new IllegalArgumentException("the placeholder is not an empty block without arguments in a region");
    }
    OperationCloner cloner = new OperationCloner(null, false);
    cloner.region(from, placeholder.parent(), placeholder);
    cloner.resolveLateOperands();
    cloner.copies.clear();
    cloner.unresolved.clear();
  }

  /** Copies the blocks of {@code from} to the end of {@code to}. */
  static void cloneRegionInto(Region from, Region to, IRMapping mapping) {
    OperationCloner cloner = new OperationCloner(mapping, true);
    cloner.region(from, to, null);
    cloner.resolveLateOperands();
  }

  private Operation deep(Operation op) {
    Operation copy = shallow(op);
    for (int i = 0; i < op.numRegions(); i++) region(op.region(i), copy.region(i), null);
    return copy;
  }

  private Operation shallow(Operation op) {
    ArrayList<Value> operands = operandBuffer;
    operands.clear();
    boolean late = false;
    for (int i = 0, n = op.numOperands(); i < n; i++) {
      Value original = op.operand(i);
      Value mapped = copyOf(original);
      late |= mapped == null;
      operands.add(mapped == null ? original : mapped);
    }
    ArrayList<Type> types = typeBuffer;
    types.clear();
    for (int i = 0, n = op.numResults(); i < n; i++) types.add(op.result(i).type());
    List<Block> successors = List.of();
    if (op.numSuccessors() > 0) {
      Block[] mapped = new Block[op.numSuccessors()];
      for (int i = 0; i < mapped.length; i++) {
        Block copy = copyOf(op.successor(i));
        mapped[i] = copy == null ? op.successor(i) : copy;
      }
      successors = Arrays.asList(mapped);
    }
    // The attributes and properties are immutable: the copy shares them.
    Operation copy = Operation.create(op.opName(), op.location(), operands, types, op.attributes(), op.properties(),
        successors, op.numRegions());
    for (int i = 0; i < op.numResults(); i++) record(op.result(i), copy.result(i));
    if (mapOps) mapping.map(op, copy);
    if (late) unresolved.add(copy);
    return copy;
  }

  /**
   * Blocks and their arguments are mapped before any op is copied, so forward branches resolve.
   * With a {@code placeholder} block of {@code to}, the entry block's copy is the placeholder and
   * the others follow it; else the copies go at the end of {@code to}.
   */
  private void region(Region from, Region to, Block placeholder) {
    Block previous = null;
    for (int k = 0; k < from.numBlocks(); k++) {
      Block b = from.block(k);
      Block nb = k == 0 && placeholder != null ? placeholder : new Block();
      for (int i = 0; i < b.numArguments(); i++) {
        BlockArgument a = b.argument(i);
        record(a, nb.addArgument(a.type(), a.location()));
      }
      record(b, nb);
      if (placeholder == null) to.addBlock(nb);
      else if (nb != placeholder) to.insertBlockAfter(previous, nb);
      previous = nb;
    }
    for (int k = 0; k < from.numBlocks(); k++) {
      Block b = from.block(k);
      Block nb = copyOf(b);
      for (Operation o = b.first(); o != null; o = o.nextInBlock()) nb.append(deep(o));
    }
  }

  /** Points operands at copies made after their user was copied; values defined outside stay. */
  private void resolveLateOperands() {
    for (Operation copy : unresolved) {
      for (int i = 0; i < copy.numOperands(); i++) {
        Value mapped = copyOf(copy.operand(i));
        if (mapped != null) copy.setOperand(i, mapped);
      }
    }
  }

  /** The copy of {@code v}, or {@code null} when it has none (yet). */
  private Value copyOf(Value v) {
    if (mapping != null) return mapping.lookupOrNull(v);
    int n = v.numberFor(this);
    return n < 0 ? null : (Value) copies.get(n);
  }

  private Block copyOf(Block b) {
    if (mapping != null) return mapping.lookupOrNull(b);
    int n = b.numberFor(this);
    return n < 0 ? null : (Block) copies.get(n);
  }

  private void record(Value from, Value to) {
    if (mapping != null) {
      mapping.map(from, to);
      return;
    }
    from.setNumber(this, copies.size());
    copies.add(to);
  }

  private void record(Block from, Block to) {
    if (mapping != null) {
      mapping.map(from, to);
      return;
    }
    from.setNumber(this, copies.size());
    copies.add(to);
  }
}
