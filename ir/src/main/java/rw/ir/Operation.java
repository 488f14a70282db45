package rw.ir;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;
import rw.ir.attr.Attribute;
import rw.ir.attr.DictionaryAttr;
import rw.ir.attr.NamedAttribute;
import rw.ir.diag.Diagnostic;
import rw.ir.diag.InFlightDiagnostic;
import rw.ir.diag.Severity;
import rw.ir.loc.Location;
import rw.ir.type.Type;

/**
 * A generic MLIR operation: name, operands, results, attributes, properties, regions, successors
 * and location. Typed views of registered ops wrap an Operation; everything generic (parser,
 * printer, verifier, rewriters) works on this class alone. Every mutator keeps use lists exact.
 */
public final class Operation {
  private static final OpOperand[] NO_OPERANDS = {};
  private final OpName name;
  private Location location;
  private OpOperand[] operands;
  /** No result ({@code null}), the single result, or an {@code OpResult[]} (most ops have one: no array). */
  private final Object results;
  /** The regions and successors (see {@link OpNested}). */
  private Object nested;
  private DictionaryAttr attributes;
  private Attribute properties;

  Block block;
  Operation prev;
  Operation next;
  int orderIndex = -1;
  private Object markOwner;
  // Three booleans, not bits of one byte: parallel passes clear verifiedContents on shared
  // ancestors while other flags of those ops may be written, and a read-modify-write of a shared
  // byte could lose one of the writes. They still fit the 64 bytes of the op with the byte below.
  private boolean verifiedSelf;
  private boolean verifiedContents;
  private boolean verifiedSymbolTable;
  private byte markBits;

  private Operation(OpName name, Location location, List<? extends Value> operands, List<? extends Type> resultTypes,
      DictionaryAttr attributes, Attribute properties, List<? extends Block> successors, Region[] regions) {
    this.name = name;
    this.location = location;
    this.attributes = attributes;
    this.properties = properties;
    int n = operands.size();
    this.operands = n == 0 ? NO_OPERANDS : new OpOperand[n];
    for (int i = 0; i < n; i++) this.operands[i] = new OpOperand(this, i, operands.get(i));
    this.results = makeResults(resultTypes);
    int k = successors.size();
    BlockOperand[] blockOperands = k == 0 ? OpNested.NO_SUCCESSORS : new BlockOperand[k];
    for (int i = 0; i < k; i++) blockOperands[i] = new BlockOperand(this, i, successors.get(i));
    this.nested = OpNested.of(regions, blockOperands);
    for (Region r : regions) r.attach(this);
  }

  /** Creates a detached operation; insert it into a block with {@link Block#append} and friends. */
  public static Operation create(OperationState state) {
    if (state.location == null) throw new IllegalArgumentException("operation without location");
    Region[] regions = state.regions.isEmpty() ? OpNested.NO_REGIONS : state.regions.toArray(OpNested.NO_REGIONS);
    return new Operation(state.name, state.location, state.operands, state.resultTypes, state.attributeDictionary(),
        state.properties, state.successors, regions);
  }

  /**
   * Creates a detached operation from its parts, as {@link #create(OperationState)} would from a
   * state holding them, with {@code numRegions} new empty regions: the builders' path, which
   * needs no state and no copies of the lists (they are read, not kept).
   */
  public static Operation create(OpName name, Location location, List<? extends Value> operands, List<? extends Type> resultTypes,
      DictionaryAttr attributes, Attribute properties, List<? extends Block> successors, int numRegions) {
    if (location == null) throw new IllegalArgumentException("operation without location");
    Region[] regions = numRegions == 0 ? OpNested.NO_REGIONS : new Region[numRegions];
    for (int i = 0; i < numRegions; i++) regions[i] = new Region();
    return new Operation(name, location, operands, resultTypes, attributes == null ? DictionaryAttr.EMPTY : attributes,
        properties, successors, regions);
  }

  // ---- identity ----

  public String name() {
    return name.name();
  }

  public OpName opName() {
    return name;
  }

  /** The definition of a registered op, or {@code null}. */
  public OpDef def() {
    return name.def();
  }

  public boolean isRegistered() {
    return name.isRegistered();
  }

  public boolean hasTrait(Trait t) {
    return name.hasTrait(t);
  }

  public Context context() {
    return name.context();
  }

  public Location location() {
    return location;
  }

  public void setLocation(Location location) {
    if (location == null) throw new IllegalArgumentException("null location");
    this.location = location;
  }

  // ---- operands ----

  public int numOperands() {
    return operands.length;
  }

  public Value operand(int i) {
    return operands[i].get();
  }

  public OpOperand opOperand(int i) {
    return operands[i];
  }

  public List<Value> operands() {
    List<Value> list = new ArrayList<>(operands.length);
    for (OpOperand o : operands) list.add(o.get());
    return list;
  }

  public List<Type> operandTypes() {
    List<Type> list = new ArrayList<>(operands.length);
    for (OpOperand o : operands) list.add(o.get().type());
    return list;
  }

  public void setOperand(int i, Value v) {
    operands[i].set(v);
  }

  /** Replaces all operands, unlinking the old uses. */
  public void setOperands(List<? extends Value> values) {
    for (OpOperand o : operands) o.drop();
    operands = values.isEmpty() ? NO_OPERANDS : new OpOperand[values.size()];
    for (int i = 0; i < operands.length; i++) operands[i] = new OpOperand(this, i, values.get(i));
    markChanged();
  }

  /** Inserts {@code values} as operands starting at {@code index}. */
  public void insertOperands(int index, List<? extends Value> values) {
    List<Value> all = operands();
    all.addAll(index, values);
    setOperands(all);
  }

  public void eraseOperand(int index) {
    List<Value> all = operands();
    all.remove(index);
    setOperands(all);
  }

  // ---- results ----

  private Object makeResults(List<? extends Type> types) {
    int n = types.size();
    if (n == 0) return null;
    if (n == 1) return new OpResult(this, 0, types.get(0));
    OpResult[] all = new OpResult[n];
    for (int i = 0; i < n; i++) all[i] = new OpResult(this, i, types.get(i));
    return all;
  }

  public int numResults() {
    if (results == null) return 0;
    return results instanceof OpResult ? 1 : ((OpResult[]) results).length;
  }

  public OpResult result(int i) {
    if (results instanceof OpResult single) {
      if (i != 0) throw new IndexOutOfBoundsException("result #" + i + " of " + name + ", which has 1");
      return single;
    }
    if (results == null) throw new IndexOutOfBoundsException("result #" + i + " of " + name + ", which has none");
    return ((OpResult[]) results)[i];
  }

  /** The single result; an error to call on ops with another number of results. */
  public OpResult result() {
    if (results instanceof OpResult single) return single;
    throw new IllegalStateException(name + " has " + numResults() + " results");
  }

  public List<OpResult> results() {
    if (results == null) return List.of();
    return results instanceof OpResult single ? List.of(single) : Arrays.asList((OpResult[]) results);
  }

  public List<Type> resultTypes() {
    int n = numResults();
    List<Type> list = new ArrayList<>(n);
    for (int i = 0; i < n; i++) list.add(result(i).type());
    return list;
  }

  public boolean hasUses() {
    for (int i = 0, n = numResults(); i < n; i++) {
      if (result(i).hasUses()) return true;
    }
    return false;
  }

  /** Replaces every use of this op's results with the corresponding value. */
  public void replaceAllUsesWith(List<? extends Value> values) {
    int n = numResults();
    if (values.size() != n) {
      throw new IllegalArgumentException(name + ": " + values.size() + " replacements for " + n + " results");
    }
    for (int i = 0; i < n; i++) result(i).replaceAllUsesWith(values.get(i));
  }

  public void replaceAllUsesWith(Operation other) {
    replaceAllUsesWith(other.results());
  }

  // ---- attributes and properties ----

  /** The discardable attributes ({@code {...}} in the generic form). */
  public DictionaryAttr attributes() {
    return attributes;
  }

  public void setAttributes(DictionaryAttr attrs) {
    this.attributes = attrs == null ? DictionaryAttr.EMPTY : attrs;
    markChanged();
  }

  /** The attribute {@code attrName} from the attribute dictionary, or {@code null}. */
  public Attribute attr(String attrName) {
    return attributes.get(attrName);
  }

  public void setAttr(String attrName, Attribute value) {
    attributes = attributes.with(attrName, value);
    markChanged();
  }

  public void removeAttr(String attrName) {
    attributes = attributes.without(attrName);
    markChanged();
  }

  /** The properties ({@code <{...}>} in the generic form), or {@code null}. */
  public Attribute properties() {
    return properties;
  }

  public void setProperties(Attribute props) {
    this.properties = props;
    markChanged();
  }

  /**
   * An inherent attribute: looked up in the properties (when they are a dictionary) first, then
   * among the attributes. {@code null} when absent.
   */
  public Attribute inherentAttr(String attrName) {
    if (properties instanceof DictionaryAttr d) {
      Attribute a = d.get(attrName);
      if (a != null) return a;
    }
    return attributes.get(attrName);
  }

  /**
   * The properties (when they are a dictionary) and the attributes in one sorted dictionary, as
   * MLIR's getAttrDictionary: what a custom form's {@code attr-dict} prints from.
   */
  public DictionaryAttr attrDictionary() {
    if (!(properties instanceof DictionaryAttr d) || d.isEmpty()) return attributes;
    if (attributes.isEmpty()) return d;
    List<NamedAttribute> all = new ArrayList<>(d.entries());
    for (NamedAttribute a : attributes.entries()) {
      if (!d.contains(a.name())) all.add(a);
    }
    return DictionaryAttr.of(all);
  }

  /** Sets an inherent attribute where it lives: in the properties when the op has them. */
  public void setInherentAttr(String attrName, Attribute value) {
    if (properties instanceof DictionaryAttr d) properties = d.with(attrName, value);
    else setAttr(attrName, value);
    markChanged();
  }

  // ---- regions and successors ----

  public int numRegions() {
    Object n = nested;
    if (n == null) return 0;
    return (n instanceof Region[] r ? r : OpNested.regions(n)).length;
  }

  public Region region(int i) {
    Object n = nested;
    return (n instanceof Region[] r ? r : OpNested.regions(n))[i];
  }

  public List<Region> regions() {
    return Arrays.asList(OpNested.regions(nested));
  }

  public int numSuccessors() {
    Object n = nested;
    if (n == null || n instanceof Region[]) return 0;
    return OpNested.successors(n).length;
  }

  public Block successor(int i) {
    return OpNested.successors(nested)[i].get();
  }

  public BlockOperand blockOperand(int i) {
    return OpNested.successors(nested)[i];
  }

  public List<Block> successors() {
    BlockOperand[] successors = OpNested.successors(nested);
    List<Block> list = new ArrayList<>(successors.length);
    for (BlockOperand s : successors) list.add(s.get());
    return list;
  }

  public void setSuccessor(int i, Block b) {
    OpNested.successors(nested)[i].set(b);
  }

  // ---- position ----

  /** The block holding this op, or {@code null} when detached. */
  public Block block() {
    return block;
  }

  public Region parentRegion() {
    return block == null ? null : block.parent();
  }

  /** The op whose region holds this op, or {@code null} at the top. */
  public Operation parentOp() {
    return block == null ? null : block.parentOp();
  }

  /** The closest enclosing op named {@code opName}, or {@code null}. */
  public Operation parentOfName(String opName) {
    for (Operation p = parentOp(); p != null; p = p.parentOp()) {
      if (p.name().equals(opName)) return p;
    }
    return null;
  }

  /** The closest enclosing op with trait {@code t}, or {@code null}. */
  public Operation parentWithTrait(Trait t) {
    for (Operation p = parentOp(); p != null; p = p.parentOp()) {
      if (p.hasTrait(t)) return p;
    }
    return null;
  }

  public Operation nextInBlock() {
    return next;
  }

  public Operation prevInBlock() {
    return prev;
  }

  /** Whether this op is {@code other} or contains it in one of its regions. */
  public boolean isAncestorOf(Operation other) {
    for (Operation o = other; o != null; o = o.parentOp()) {
      if (o == this) return true;
    }
    return false;
  }

  /** Whether this op comes before {@code other}, both in the same block. */
  public boolean isBeforeInBlock(Operation other) {
    if (block == null || other.block != block) throw new IllegalStateException("ops not in the same block");
    block.ensureOrder();
    return orderIndex < other.orderIndex;
  }

  public void moveBefore(Operation anchor) {
    remove();
    anchor.block().insertBefore(anchor, this);
  }

  public void moveAfter(Operation anchor) {
    remove();
    anchor.block().insertAfter(anchor, this);
  }

  /** Unlinks this op from its block, keeping it intact for reinsertion. */
  public void remove() {
    if (block != null) block.unlink(this);
  }

  /** Drops every operand and successor use held by this op and by all ops nested in it. */
  public void dropAllReferences() {
    dropOwnReferences();
    for (Region r : OpNested.regions(nested)) r.dropAllReferences();
    markContentsChanged();
  }

  private void dropOwnReferences() {
    for (OpOperand o : operands) o.drop();
    operands = NO_OPERANDS;
    for (BlockOperand s : OpNested.successors(nested)) s.drop();
    nested = OpNested.of(OpNested.regions(nested), OpNested.NO_SUCCESSORS);
    markChanged();
  }

  /**
   * Removes this op from its block and destroys it. Its results must be unused: erasing a used
   * value is a bug of the caller. The ops nested in an op isolated from above use only values
   * defined inside it, which go with it: their references are left as they are, unwalked.
   */
  public void erase() {
    for (int i = 0, n = numResults(); i < n; i++) {
      if (result(i).hasUses()) throw new IllegalStateException("erasing " + name + " whose result #" + i + " is still used");
    }
    remove();
    if (numRegions() == 0 || !hasTrait(Trait.ISOLATED_FROM_ABOVE)) dropAllReferences();
    else dropOwnReferences();
  }

  // ---- traversal and cloning ----

  /** Visits this op and every nested op, children before parents (post-order). */
  public void walk(Consumer<Operation> visitor) {
    Walk.postOrder(this, visitor);
  }

  /** Visits parents before children; the callback may skip an op's regions or stop the walk. */
  public WalkResult walkPreOrder(Function<Operation, WalkResult> visitor) {
    return Walk.preOrder(this, visitor);
  }

  /** A deep copy; operands defined outside are kept unless {@code mapping} maps them. */
  public Operation clone(IRMapping mapping) {
    return OperationCloner.clone(this, mapping);
  }

  public Operation clone() {
    return clone(new IRMapping());
  }

  /**
   * Deep copies of {@code ops}, which must be isolated from above (so that copying one writes
   * nothing another reads), made on several threads when their context allows it.
   */
  public static List<Operation> cloneIsolated(List<Operation> ops) {
    return OperationCloner.cloneIsolated(ops);
  }

  /** A copy without regions' contents (the regions are present but empty). */
  public Operation cloneWithoutRegions(IRMapping mapping) {
    return OperationCloner.cloneShallow(this, mapping);
  }

  // ---- verification state ----

  /**
   * Whether this op and everything nested in it passed the verifier and have not changed since:
   * every mutator of the IR records its change, on the op it changes ({@link #markChanged}) or
   * on the op whose regions it changes ({@link #markContentsChanged}). New ops, clones too,
   * start unverified.
   */
  public boolean isVerified() {
    return verifiedSelf && verifiedContents;
  }

  /** Whether the ops nested in this op are unchanged since they passed the verifier. */
  public boolean isContentsVerified() {
    return verifiedContents;
  }

  /**
   * Whether the symbol table this op holds (if it is one) is unchanged since it passed the
   * verifier; false after a rename within it, whose names are due to be checked again (see
   * {@link #renameSymbolInTable}).
   */
  public boolean isSymbolTableVerified() {
    return verifiedSymbolTable;
  }

  /** The verifier's record that this op passed (with everything nested in it, once all did). */
  public void markVerified() {
    verifiedSelf = true;
    verifiedContents = true;
    verifiedSymbolTable = true;
  }

  /**
   * Runs {@code rename}, which renames a symbol of the symbol table this op holds and every
   * reference to it in the table, and returns the ops it rewrote. When the table's contents had
   * passed the verifier, such a rename leaves each of those ops as valid as before, and every
   * reference in the table that resolved still resolves, to the same op: only the uniqueness of
   * the table's names is due again, so the rewritten ops keep the verifier's record and the table
   * is marked for that check alone. The verifier then does not walk the table's contents again
   * (MLIR verifies them all again after a pass; the outcome is the same).
   */
  public void renameSymbolInTable(Supplier<List<Operation>> rename) {
    boolean wasVerified = isContentsVerified();
    List<Operation> rewritten = rename.get();
    if (!wasVerified) return;
    for (Operation op : rewritten) {
      if (op == this) return;
      if (!isAncestorOf(op)) throw new IllegalStateException(op + " is not in " + this);
    }
    for (Operation op : rewritten) {
      op.verifiedSelf = true;
      for (Operation p = op.parentOp(); p != this; p = p.parentOp()) p.verifiedContents = true;
    }
    verifiedContents = true;
    verifiedSymbolTable = false;
  }

  /**
   * Records a change of this op itself (operands, attributes, properties, result types): it needs
   * verifying again, and so do the regions of its ancestors.
   */
  public void markChanged() {
    verifiedSelf = false;
    Operation parent = parentOp();
    if (parent != null) parent.markContentsChanged();
  }

  /**
   * Records a change in the regions of this op: they and the regions of its ancestors need
   * verifying again. Stops at the first op already so marked, whose ancestors are marked too.
   */
  public void markContentsChanged() {
    for (Operation p = this; p != null && p.verifiedContents; p = p.parentOp()) p.verifiedContents = false;
  }

  // ---- marks of a rewrite driver ----

  /**
   * The bits that the driver holding token {@code owner} set on this op, 0 when none (or when
   * another driver marked it last): a driver's per-op flags without an identity map.
   */
  public int marks(Object owner) {
    return markOwner == owner ? markBits & 0xFF : 0;
  }

  /** The token of the driver that marked this op last, or {@code null}. */
  public Object markOwner() {
    return markOwner;
  }

  /** Sets the bits of driver {@code owner}, the low 8 only (a byte keeps an Operation at 64 bytes). */
  public void setMarks(Object owner, int bits) {
    if ((bits & ~0xFF) != 0) throw new IllegalArgumentException("marks beyond 8 bits: " + Integer.toHexString(bits));
    this.markOwner = owner;
    this.markBits = (byte) bits;
  }

  // ---- diagnostics ----

  /** Reports {@code 'name' op message} at this op's location. */
  public Diagnostic emitOpError(String message) {
    return diagnose(Severity.ERROR, "'" + name + "' op " + message).report();
  }

  public Diagnostic emitError(String message) {
    return diagnose(Severity.ERROR, message).report();
  }

  /**
   * Starts a diagnostic at this op; attach notes, then report it. When the context prints ops on
   * diagnostics, the first note is MLIR's {@code see current operation: <op>}.
   */
  public InFlightDiagnostic diagnose(Severity severity, String message) {
    InFlightDiagnostic d = new InFlightDiagnostic(context().diagnostics(), severity, location, message);
    if (severity == Severity.NOTE || !context().printsOpOnDiagnostic()) return d;
    String printed = context().printOp(this, severity == Severity.ERROR);
    return d.note(location, "see current operation: " + (printed.indexOf('\n') >= 0 ? "\n" : "") + printed);
  }

  @Override
  public String toString() {
    return name + " at " + location;
  }
}
