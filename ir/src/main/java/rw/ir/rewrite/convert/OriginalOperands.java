package rw.ir.rewrite.convert;

import java.util.IdentityHashMap;
import java.util.Map;
import rw.ir.OpOperand;
import rw.ir.Operation;
import rw.ir.Value;

/**
 * The operands ops had before the conversion replaced their producers. MLIR's conversion keeps
 * replaced ops in place until the end, so its folders see the input's values (a folded-away op
 * is not a constant; a converted constant still is); rw replaces at once and remembers here what
 * each op's operands were, and what each replaced value became. Kept only when folders exist,
 * and only for ops that have a folder (the only ones folded or looked through by a folder).
 *
 * <p>Nearly every replaced value is recorded, few are ever looked up (only values a fold gives
 * back): what a value became is noted on the value itself ({@link Value#driverNote}), not in a
 * map that grows with the conversion. Remembered ops carry a mark of the conversion, so that the
 * ops never remembered (most) cost no lookup.
 */
final class OriginalOperands {
  /** A replaced value's note: it became {@code to} in the conversion {@code tag} stands for; {@code older}: the note it had. */
  private static final class Replaced extends DriverNote {
    final Value to;

    Replaced(Object tag, Value to, Object older) {
      super(tag, older);
      this.to = to;
    }
  }

  private final OpRules rules;
  private final ConversionState state;
  private final Map<Operation, Value[]> operands = new IdentityHashMap<>(ValueMapping.SMALL);
  /** This conversion's tag on the notes it leaves (a plain object: a note keeps nothing else of the conversion alive). */
  private final Object tag = new Object();

  OriginalOperands(OpRules rules, ConversionState state) {
    this.rules = rules;
    this.state = state;
  }

  /** Before the uses of {@code from} go to {@code to}: the users remember their operands. */
  void replacing(Value from, Value to) {
    for (OpOperand u = from.firstUse(); u != null; u = u.nextUse()) remember(u.owner());
    from.setDriverNote(new Replaced(tag, to, from.driverNote()));
  }

  /** Remembers {@code op}'s operands (once: the first time they are about to change, or before it is erased). */
  void remember(Operation op) {
    if (rules.folder(op) == null || state.isRemembered(op)) return;
    Value[] values = new Value[op.numOperands()];
    for (int i = 0; i < values.length; i++) values[i] = op.operand(i);
    operands.put(op, values);
    state.markRemembered(op);
  }

  private Value[] remembered(Operation op) {
    return state.isRemembered(op) ? operands.get(op) : null;
  }

  Value operand(Operation op, int i) {
    Value[] original = remembered(op);
    return original != null ? original[i] : op.operand(i);
  }

  int numOperands(Operation op) {
    Value[] original = remembered(op);
    return original != null ? original.length : op.numOperands();
  }

  /** Swaps two remembered operands along with an in-place swap of the op's own (remembered before it). */
  void swap(Operation op, int i, int j) {
    Value[] original = remembered(op);
    if (original == null) return;
    Value t = original[i];
    original[i] = original[j];
    original[j] = t;
  }

  /** What an input value is now (itself when it was not replaced). */
  Value current(Value v) {
    for (Value r = replacement(v); r != null; r = replacement(v)) v = r;
    return v;
  }

  /** What {@code v} became in this conversion (its latest replacement), or {@code null}. */
  private Value replacement(Value v) {
    for (Object n = v.driverNote(); n instanceof DriverNote d; n = d.older) {
      if (d.tag == tag && d instanceof Replaced r) return r.to;
    }
    return null;
  }
}
