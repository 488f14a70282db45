package rw.exec.interp.llvm;

import rw.exec.interp.DecodeError;
import rw.exec.interp.Edge;
import rw.exec.interp.Frame;
import rw.exec.interp.HandlerTable;
import rw.exec.interp.OpDecoder;
import rw.exec.interp.SlotRepr;
import rw.exec.interp.Step;
import rw.exec.interp.Terminator;
import rw.exec.interp.Types;
import rw.exec.semantics.CompareSemantics;
import rw.exec.semantics.FCmpPredicate;
import rw.exec.semantics.ICmpPredicate;
import rw.exec.semantics.ValueKind;
import rw.ir.Operation;

/**
 * {@code llvm.icmp}, {@code llvm.fcmp} (all 16 predicates, NaN-aware, on f16..f64) and {@code
 * llvm.select}. An icmp whose only use is the condition of the {@code llvm.cond_br} ending its
 * block emits no step: the branch compares and jumps in one ({@link #fusedBranch}).
 */
public final class CompareHandlers {
  private CompareHandlers() {}

  public static void register(HandlerTable t) {
    t.register("llvm.icmp", CompareHandlers::icmp);
    t.register("llvm.fcmp", CompareHandlers::fcmp);
    t.register("llvm.select", CompareHandlers::select);
    t.markFoldable("llvm.icmp", "llvm.fcmp", "llvm.select");
  }

  static ICmpPredicate icmpPredicate(OpDecoder d) {
    long code = d.intAttr("predicate", -1);
    if (code < 0 || code >= ICmpPredicate.values().length) throw new DecodeError("has no valid icmp predicate");
    return ICmpPredicate.fromCode(code);
  }

  private static void icmp(OpDecoder d) {
    d.operandKind(0);
    if (d.fuses() && feedsBranch(d.op())) return;
    d.emit(IntCompares.step(icmpPredicate(d), d.result(), d.operand(0), d.operand(1)));
  }

  /** Whether {@code icmp}'s only use is as the condition of the cond_br ending its block. */
  static boolean feedsBranch(Operation icmp) {
    Operation user = OpDecoder.soleUser(icmp);
    return user != null && user.name().equals("llvm.cond_br") && OpDecoder.isSoleOperand(icmp, user, 0);
  }

  /**
   * The terminator of a cond_br {@code d} whose condition comes from a fused icmp, or null when
   * the condition is not such an icmp.
   */
  static Terminator fusedBranch(OpDecoder d, Edge t, Edge e) {
    Operation icmp = d.fuses() ? d.fusibleProducer(0, "llvm.icmp") : null;
    if (icmp == null || !feedsBranch(icmp)) return null;
    OpDecoder producer = d.forOp(icmp);
    return IntCompares.branch(icmpPredicate(producer), producer.operand(0), producer.operand(1), t, e);
  }

  private static void fcmp(OpDecoder d) {
    long code = d.intAttr("predicate", -1);
    if (code < 0 || code >= FCmpPredicate.values().length) throw new DecodeError("has no valid fcmp predicate");
    FCmpPredicate p = FCmpPredicate.fromCode(code);
    ValueKind k = Types.floatKind(d.operandType(0));
    int r = d.result();
    int a = d.operand(0);
    int b = d.operand(1);
    if (k == ValueKind.F64) {
      d.emit(new Binary(r, a, b) {
        @Override
        public void execute(Frame f) {
          long[] s = f.s;
          s[d] = CompareSemantics.fcmp(p, SlotRepr.toDouble(s[a]), SlotRepr.toDouble(s[b])) ? -1L : 0L;
        }
      });
      return;
    }
    d.emit(new Binary(r, a, b) {
      @Override
      public void execute(Frame f) {
        long[] s = f.s;
        s[d] = CompareSemantics.fcmp(p, SlotRepr.toFloat(s[a]), SlotRepr.toFloat(s[b])) ? -1L : 0L;
      }
    });
  }

  private static void select(OpDecoder d) {
    int c = d.operand(0);
    int a = d.operand(1);
    int b = d.operand(2);
    int r = d.result();
    if (Types.isAggregate(d.resultType())) {
      d.emit(new SelectObject(r, c, a, b));
      return;
    }
    d.resultKind();
    d.emit(new Step() {
      @Override
      public void execute(Frame f) {
        long[] s = f.s;
        s[r] = s[c] != 0 ? s[a] : s[b];
      }
    });
  }

  private static final class SelectObject extends Step {
    private final int d;
    private final int c;
    private final int a;
    private final int b;

    SelectObject(int d, int c, int a, int b) {
      this.d = d;
      this.c = c;
      this.a = a;
      this.b = b;
    }

    @Override
    public void execute(Frame f) {
      f.o[d] = f.s[c] != 0 ? f.o[a] : f.o[b];
    }
  }
}
