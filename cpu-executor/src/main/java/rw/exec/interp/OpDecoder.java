package rw.exec.interp;

import java.util.List;
import rw.exec.semantics.ValueKind;
import rw.ir.Block;
import rw.ir.OpOperand;
import rw.ir.Operation;
import rw.ir.Value;
import rw.ir.attr.Attribute;
import rw.ir.attr.DenseArrayAttr;
import rw.ir.attr.IntegerAttr;
import rw.ir.attr.SymbolRefAttr;
import rw.ir.loc.Location;
import rw.ir.type.Type;

/**
 * What an {@link OpHandler} sees of the operation it decodes: operand and result slots, types,
 * attributes, the environment (layout, symbols), and where to put its step, terminator or
 * constant. Every value has one slot for the whole function: scalars in the frame's long slots,
 * aggregates in its object slots (the slot number says which by the value's type).
 */
public final class OpDecoder {
  private final PlanDecoder plan;
  private final Operation op;

  OpDecoder(PlanDecoder plan, Operation op) {
    this.plan = plan;
    this.op = op;
  }

  public Operation op() {
    return op;
  }

  public Location location() {
    return op.location();
  }

  public DecodeEnv env() {
    return plan.env();
  }

  public DataLayout layout() {
    return plan.env().layout();
  }

  // ---- types and slots ----

  public int numOperands() {
    return op.numOperands();
  }

  public Type operandType(int i) {
    return op.operand(i).type();
  }

  public Type resultType() {
    return op.result(0).type();
  }

  public boolean hasResult() {
    return op.numResults() > 0;
  }

  public ValueKind operandKind(int i) {
    return Types.kind(operandType(i));
  }

  public ValueKind resultKind() {
    return Types.kind(resultType());
  }

  /** The slot of operand {@code i} (an object slot when its type is an aggregate). */
  public int operand(int i) {
    return plan.slot(op.operand(i));
  }

  /** The slots of operands {@code from} (inclusive) to {@code to} (exclusive). */
  public int[] operands(int from, int to) {
    int[] slots = new int[to - from];
    for (int i = from; i < to; i++) slots[i - from] = operand(i);
    return slots;
  }

  /** The slot of {@code v}, which may belong to another op (fusion). */
  public int slot(Value v) {
    return plan.slot(v);
  }

  /** The slot of the (first) result. */
  public int result() {
    return plan.slot(op.result(0));
  }

  /**
   * The value of operand {@code i} when it is an integer constant ({@code llvm.mlir.constant}),
   * sign-extended to 64 bits; null otherwise.
   */
  public Long knownInt(int i) {
    Operation def = op.operand(i).definingOp();
    if (def == null || !def.name().equals("llvm.mlir.constant") || Types.isAggregate(operandType(i))) return null;
    if (!(def.inherentAttr("value") instanceof IntegerAttr)) return null;
    if (!Types.kind(operandType(i)).isInteger()) return null;
    return ConstantValues.scalar(def.inherentAttr("value"), operandType(i));
  }

  /** The value of {@code v} when it is a scalar constant (or folded) already decoded, else null. */
  public Long knownScalar(Value v) {
    return plan.knownScalar(v);
  }

  // ---- attributes ----

  /** The inherent attribute {@code name} (properties first, then attributes), or null. */
  public Attribute attr(String name) {
    return op.inherentAttr(name);
  }

  /** An integer attribute's value; {@code fallback} when absent. */
  public long intAttr(String name, long fallback) {
    Attribute a = attr(name);
    if (a == null) return fallback;
    if (a instanceof IntegerAttr ia) return ia.longValue();
    throw new DecodeError("attribute '" + name + "' should be an integer, got " + a);
  }

  /** A dense integer array attribute ({@code array<i32: ...>}); empty when absent. */
  public long[] denseArray(String name) {
    Attribute a = attr(name);
    if (a == null) return new long[0];
    if (!(a instanceof DenseArrayAttr da)) throw new DecodeError("attribute '" + name + "' should be a dense array, got " + a);
    long[] v = new long[da.size()];
    for (int i = 0; i < v.length; i++) v[i] = da.values().get(i).longValue();
    return v;
  }

  /** The name a symbol-reference attribute refers to (its leaf). */
  public String symbolAttr(String name) {
    Attribute a = attr(name);
    if (a instanceof SymbolRefAttr ref) return ref.leaf();
    throw new DecodeError("expected symbol reference attribute '" + name + "', got " + a);
  }

  // ---- output ----

  public void emit(Step step) {
    plan.emit(op, step);
  }

  public void terminate(Terminator t) {
    plan.terminate(op, t);
  }

  /** The result is the scalar {@code bits}, known now (only for constant handlers). */
  public void constant(long bits) {
    plan.constantScalar(op, bits);
  }

  /** The result is the aggregate {@code value}, known now (only for constant handlers). */
  public void constantObject(Object value) {
    plan.constantObject(op, value);
  }

  /** The edge to successor {@code index}, passing {@code args} to its arguments. */
  public Edge edge(int index, List<Value> args) {
    return edge(index, args, -1);
  }

  /**
   * The edge to successor {@code index}, passing {@code args} to its arguments except argument
   * {@code skip}, which the terminator sets itself (-1: none).
   */
  public Edge edge(int index, List<Value> args, int skip) {
    Block target = op.successor(index);
    if (target.numArguments() != args.size()) {
      throw new DecodeError("passes " + args.size() + " values to a block with " + target.numArguments() + " arguments");
    }
    return plan.edge(target, args, skip);
  }

  /** The slot of argument {@code arg} of successor {@code index}. */
  public int successorArgument(int index, int arg) {
    return plan.slot(op.successor(index).argument(arg));
  }

  // ---- fusion ----

  /** Whether this op may be fused with others ({@link DecodeEnv#fuses}). */
  public boolean fuses() {
    return plan.env().fuses();
  }

  /** A decoder for {@code other} (an op fused into this one), to read its slots and attributes. */
  public OpDecoder forOp(Operation other) {
    return new OpDecoder(plan, other);
  }

  /**
   * The op defining operand {@code i} when it may be fused into this op: named {@code name}, in
   * the same block, with this operand as the only use of its single result. Null otherwise.
   */
  public Operation fusibleProducer(int i, String name) {
    Operation def = op.operand(i).definingOp();
    if (def == null || !def.name().equals(name) || def.block() != op.block()) return null;
    return soleUser(def) == op && op.operand(i).hasOneUse() ? def : null;
  }

  /** The only op using the single result of {@code producer} when it is in the same block, else null. */
  public static Operation soleUser(Operation producer) {
    if (producer.numResults() != 1 || !producer.result(0).hasOneUse()) return null;
    for (OpOperand use : producer.result(0).uses()) {
      Operation user = use.owner();
      return user.block() == producer.block() ? user : null;
    }
    return null;
  }

  /** Whether this op's result is used only by the op {@code user} at operand {@code index}. */
  public static boolean isSoleOperand(Operation producer, Operation user, int index) {
    return user != null && index < user.numOperands() && user.operand(index) == producer.result(0)
        && soleUser(producer) == user;
  }
}
