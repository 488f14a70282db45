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
  private final IRMapping mapping;
  /** Whether ops are mapped too: only when the caller sees the mapping. */
  private final boolean mapOps;
  /** Copies with an operand that was not mapped when they were made. */
  private final List<Operation> unresolved = new ArrayList<>();

  private OperationCloner(IRMapping mapping, boolean mapOps) {
    this.mapping = mapping;
    this.mapOps = mapOps;
  }

  static Operation clone(Operation op, IRMapping mapping) {
    return clone(op, mapping, true);
  }

  private static Operation clone(Operation op, IRMapping mapping, boolean mapOps) {
    OperationCloner cloner = new OperationCloner(mapping, mapOps);
    Operation copy = cloner.deep(op);
    cloner.resolveLateOperands();
    return copy;
  }

  static List<Operation> cloneIsolated(List<Operation> ops) {
    Operation[] copies = new Operation[ops.size()];
    for (Operation op : ops) {
      if (!op.hasTrait(Trait.ISOLATED_FROM_ABOVE)) throw new IllegalArgumentException(op.name() + " is not isolated from above");
    }
    boolean parallel = !ops.isEmpty() && ops.get(0).context().isMultithreadingEnabled();
    TaskRun.run(ops.size(), parallel ? Runtime.getRuntime().availableProcessors() : 1, i -> copies[i] = clone(ops.get(i), new IRMapping(), false));
    return List.of(copies);
  }

  static Operation cloneShallow(Operation op, IRMapping mapping) {
    return new OperationCloner(mapping, true).shallow(op);
  }

  /** Copies the blocks of {@code from} to the end of {@code to}. */
  static void cloneRegionInto(Region from, Region to, IRMapping mapping) {
    OperationCloner cloner = new OperationCloner(mapping, true);
    cloner.region(from, to);
    cloner.resolveLateOperands();
  }

  private Operation deep(Operation op) {
    Operation copy = shallow(op);
    for (int i = 0; i < op.numRegions(); i++) region(op.region(i), copy.region(i));
    return copy;
  }

  private Operation shallow(Operation op) {
    Value[] operands = new Value[op.numOperands()];
    boolean late = false;
    for (int i = 0; i < operands.length; i++) {
      Value original = op.operand(i);
      Value mapped = mapping.lookupOrNull(original);
      late |= mapped == null;
      operands[i] = mapped == null ? original : mapped;
    }
    List<Block> successors = List.of();
    if (op.numSuccessors() > 0) {
      Block[] mapped = new Block[op.numSuccessors()];
      for (int i = 0; i < mapped.length; i++) mapped[i] = mapping.lookupOrDefault(op.successor(i));
      successors = Arrays.asList(mapped);
    }
    // The attributes and properties are immutable: the copy shares them.
    Operation copy = Operation.create(op.opName(), op.location(), Arrays.asList(operands), resultTypes(op), op.attributes(),
        op.properties(), successors, op.numRegions());
    for (int i = 0; i < op.numResults(); i++) mapping.map(op.result(i), copy.result(i));
    if (mapOps) mapping.map(op, copy);
    if (late) unresolved.add(copy);
    return copy;
  }

  private static List<Type> resultTypes(Operation op) {
    int n = op.numResults();
    if (n == 0) return List.of();
    return n == 1 ? List.of(op.result(0).type()) : op.resultTypes();
  }

  /** Blocks and their arguments are mapped before any op is copied, so forward branches resolve. */
  private void region(Region from, Region to) {
    for (int k = 0; k < from.numBlocks(); k++) {
      Block b = from.block(k);
      Block nb = new Block();
      for (int i = 0; i < b.numArguments(); i++) {
        BlockArgument a = b.argument(i);
        mapping.map(a, nb.addArgument(a.type(), a.location()));
      }
      mapping.map(b, nb);
      to.addBlock(nb);
    }
    for (int k = 0; k < from.numBlocks(); k++) {
      Block b = from.block(k);
      Block nb = mapping.lookupOrNull(b);
      for (Operation o = b.first(); o != null; o = o.nextInBlock()) nb.append(deep(o));
    }
  }

  /** Points operands at copies made after their user was copied; values defined outside stay. */
  private void resolveLateOperands() {
    for (Operation copy : unresolved) {
      for (int i = 0; i < copy.numOperands(); i++) {
        Value mapped = mapping.lookupOrNull(copy.operand(i));
        if (mapped != null) copy.setOperand(i, mapped);
      }
    }
  }
}
