package rw.exec.interp;

import java.util.List;
import java.util.Set;
import rw.exec.semantics.ValueKind;
import rw.ir.Operation;
import rw.ir.Value;

/**
 * Folds pure operations whose operands are all constants, as LLVM's IR builder does while
 * mlir-runner translates the module (so such operations never run on the machine): the op's own
 * step is run once on the constants at decode time. The one visible difference is the NaN an
 * invalid float operation makes ({@code inf - inf}, {@code 0 * inf}): LLVM's APFloat gives the
 * positive quiet NaN where x86 gives the negative one, so a folded float result that is NaN
 * without any NaN operand becomes the positive NaN. A step that traps (division by zero) is not
 * folded: it runs, and traps, when reached.
 */
final class ConstantFolder {
  private static final long NAN_F32 = 0x7FC0_0000L;
  private static final long NAN_F64 = 0x7FF8_0000_0000_0000L;

  private ConstantFolder() {}

  /** Whether {@code op} can be folded, given the values already known to be constant. */
  static boolean canFold(Operation op, HandlerTable handlers, Set<Value> known) {
    if (!handlers.isFoldable(op.name()) || op.numResults() != 1 || op.numRegions() != 0) return false;
    if (Types.isAggregate(op.result(0).type())) return false;
    for (int i = 0; i < op.numOperands(); i++) {
      if (!known.contains(op.operand(i)) || Types.isAggregate(op.operand(i).type())) return false;
    }
    return true;
  }

  /**
   * The folded result (slot bits) of {@code op} whose handler made {@code steps}, with the
   * constants in {@code constants}; null when it cannot be folded.
   */
  static Long fold(Operation op, List<Step> steps, long[] constants, int resultSlot, PlanDecoder slots) {
    if (steps.size() != 1) return null;
    long[] s = constants.clone();
    try {
      steps.get(0).execute(new Frame(s, null, null, null));
    } catch (RuntimeException e) {
      return null;
    }
    long bits = s[resultSlot];
    ValueKind k = Types.kind(op.result(0).type());
    if (!k.isFloat() || !isNaN(k, bits)) return bits;
    for (int i = 0; i < op.numOperands(); i++) {
      Value v = op.operand(i);
      if (Types.kind(v.type()).isFloat() && isNaN(Types.kind(v.type()), constants[slots.slot(v)])) return bits;
    }
    return k == ValueKind.F64 ? NAN_F64 : NAN_F32;
  }

  private static boolean isNaN(ValueKind k, long bits) {
    return k == ValueKind.F64 ? Double.isNaN(SlotRepr.toDouble(bits)) : Float.isNaN(SlotRepr.toFloat(bits));
  }
}
