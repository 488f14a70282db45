package rw.ir;

import rw.ir.type.Type;

/** Deep and shallow copies of operations, remapping values and blocks through an {@link IRMapping}. */
final class OperationCloner {
  private OperationCloner() {}

  static Operation clone(Operation op, IRMapping mapping) {
    Operation copy = cloneShallow(op, mapping);
    for (int i = 0; i < op.numRegions(); i++) cloneRegionInto(op.region(i), copy.region(i), mapping);
    return copy;
  }

  static java.util.List<Operation> cloneIsolated(java.util.List<Operation> ops) {
    Operation[] copies = new Operation[ops.size()];
    for (Operation op : ops) {
      if (!op.hasTrait(Trait.ISOLATED_FROM_ABOVE)) throw new IllegalArgumentException(op.name() + " is not isolated from above");
    }
    boolean parallel = !ops.isEmpty() && ops.get(0).context().isMultithreadingEnabled();
    TaskRun.run(ops.size(), parallel ? Runtime.getRuntime().availableProcessors() : 1, i -> copies[i] = clone(ops.get(i), new IRMapping()));
    return java.util.List.of(copies);
  }

  static Operation cloneShallow(Operation op, IRMapping mapping) {
    OperationState s = new OperationState(op.opName(), op.location());
    for (int i = 0; i < op.numOperands(); i++) s.addOperand(mapping.lookupOrDefault(op.operand(i)));
    s.addTypes(op.resultTypes());
    s.attributes.addAll(op.attributes().entries());
    s.properties = op.properties();
    for (Block succ : op.successors()) s.addSuccessor(mapping.lookupOrDefault(succ));
    for (int i = 0; i < op.numRegions(); i++) s.addRegion();
    Operation copy = Operation.create(s);
    for (int i = 0; i < op.numResults(); i++) mapping.map(op.result(i), copy.result(i));
    mapping.map(op, copy);
    return copy;
  }

  /**
   * Copies the blocks of {@code from} to the end of {@code to}. Blocks and their arguments are
   * mapped before any op is copied, so forward branches and uses resolve.
   */
  static void cloneRegionInto(Region from, Region to, IRMapping mapping) {
    for (Block b : from.blocks()) {
      Block nb = new Block();
      for (BlockArgument a : b.arguments()) {
        Type t = a.type();
        mapping.map(a, nb.addArgument(t, a.location()));
      }
      mapping.map(b, nb);
      to.addBlock(nb);
    }
    for (Block b : from.blocks()) {
      Block nb = mapping.lookupOrNull(b);
      for (Operation o = b.first(); o != null; o = o.nextInBlock()) nb.append(clone(o, mapping));
    }
    remapLateOperands(to, mapping);
  }

  /** Points operands at copies made after their user was copied (uses that precede definitions). */
  private static void remapLateOperands(Region region, IRMapping mapping) {
    for (Block b : region.blocks()) {
      for (Operation o = b.first(); o != null; o = o.nextInBlock()) {
        o.walk(nested -> {
          for (int i = 0; i < nested.numOperands(); i++) {
            Value mapped = mapping.lookupOrNull(nested.operand(i));
            if (mapped != null) nested.setOperand(i, mapped);
          }
        });
      }
    }
  }
}
