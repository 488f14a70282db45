package rw.exec.interp.llvm;

import rw.exec.interp.DecodeError;
import rw.exec.interp.Frame;
import rw.exec.interp.HandlerTable;
import rw.exec.interp.OpDecoder;
import rw.exec.interp.Step;
import rw.exec.interp.Types;
import rw.exec.interp.llvm.IntSteps.Op;
import rw.exec.semantics.IntSemantics;
import rw.ir.Operation;

/**
 * Integer arithmetic at every width i1..i32 and i64 with LLVM's semantics ({@link IntSemantics}):
 * add, sub, mul (wrapping; nsw/nuw flags make poison in LLVM, rw wraps), udiv, sdiv, urem, srem
 * (trapping on zero and on MIN / -1), and, or, xor, shl, lshr, ashr. The common i32 and i64
 * cases have steps of their own; other widths go through the width-taking semantics.
 */
public final class IntArithHandlers {
  private IntArithHandlers() {}

  /** An operation on i1..i32 values of a given width (sign-extended ints). */
  @FunctionalInterface
  interface IntOp {
    int apply(int width, int a, int b);
  }

  /** An operation on i64 values. */
  @FunctionalInterface
  interface LongOp {
    long apply(long a, long b);
  }

  public static void register(HandlerTable t) {
    t.register("llvm.add", IntArithHandlers::add);
    t.register("llvm.sub", d -> pairOr(d, () -> wrapping(d, Op.SUB, IntSemantics::sub)));
    t.register("llvm.mul", IntArithHandlers::mul);
    t.register("llvm.and", d -> pairOr(d, () -> bitwise(d, Op.AND)));
    t.register("llvm.or", d -> pairOr(d, () -> bitwise(d, Op.OR)));
    t.register("llvm.xor", d -> pairOr(d, () -> bitwise(d, Op.XOR)));
    t.register("llvm.udiv", d -> generic(d, IntSemantics::udiv, IntSemantics::udivI64));
    t.register("llvm.sdiv", d -> generic(d, IntSemantics::sdiv, IntSemantics::sdivI64));
    t.register("llvm.urem", d -> generic(d, IntSemantics::urem, IntSemantics::uremI64));
    t.register("llvm.srem", d -> generic(d, IntSemantics::srem, IntSemantics::sremI64));
    t.register("llvm.shl", d -> pairOr(d, () -> shift(d, Op.SHL, IntSemantics::shl, IntSemantics::shlI64)));
    t.register("llvm.lshr", d -> pairOr(d, () -> shift(d, Op.LSHR, IntSemantics::lshr, IntSemantics::lshrI64)));
    t.register("llvm.ashr", d -> pairOr(d, () -> shift(d, Op.ASHR, IntSemantics::ashr, IntSemantics::ashrI64)));
    t.register("llvm.intr.smin", d -> bitwise(d, Op.SMIN));
    t.register("llvm.intr.smax", d -> bitwise(d, Op.SMAX));
    t.register("llvm.intr.umin", d -> bitwise(d, Op.UMIN));
    t.register("llvm.intr.umax", d -> bitwise(d, Op.UMAX));
    IntUnaryHandlers.register(t);
    t.markFoldable("llvm.add", "llvm.sub", "llvm.mul", "llvm.and", "llvm.or", "llvm.xor", "llvm.udiv", "llvm.sdiv",
        "llvm.urem", "llvm.srem", "llvm.shl", "llvm.lshr", "llvm.ashr");
  }

  /** Width of the op's integer result (checked: i1..i32 or i64). */
  static int width(OpDecoder d) {
    d.resultKind();
    int w = Types.intWidth(d.resultType());
    if (Types.intWidth(d.operandType(0)) != w) throw new DecodeError("operand and result widths differ");
    return w;
  }

  private static void add(OpDecoder d) {
    if (d.fuses() && Fusions.isAbsorbed(d.op())) return;
    int k = d.fuses() ? Fusions.fusedMulOperand(d.op()) : -1;
    if (k < 0) {
      pairOr(d, () -> wrapping(d, Op.ADD, IntSemantics::add));
      return;
    }
    OpDecoder mul = d.forOp(d.op().operand(k).definingOp());
    d.emit(FusedSteps.mulAdd(width(d) == 64, d.result(), d.operand(1 - k), mul.operand(0), mul.operand(1)));
  }

  private static void mul(OpDecoder d) {
    if (d.fuses() && Fusions.isAbsorbed(d.op())) return;
    pairOr(d, () -> wrapping(d, Op.MUL, IntSemantics::mul));
  }

  /**
   * Emits nothing when this op is fused into its user, the fused pair when a producer is fused
   * into this op ({@link Fusions#fusedBinaryOperand}), else runs {@code single}.
   */
  private static void pairOr(OpDecoder d, Runnable single) {
    Operation op = d.op();
    if (d.fuses() && Fusions.isAbsorbed(op)) return;
    int k = d.fuses() ? Fusions.fusedBinaryOperand(op) : -1;
    if (k < 0) {
      single.run();
      return;
    }
    Operation producer = op.operand(k).definingOp();
    OpDecoder p = d.forOp(producer);
    d.emit(PairSteps.of(width(d) == 64, PairSteps.code(op.name()), PairSteps.code(producer.name()), k == 0,
        d.result(), d.operand(1 - k), p.operand(0), p.operand(1)));
  }

  private static void wrapping(OpDecoder d, Op op, IntOp narrow) {
    int w = width(d);
    if (w == 32) d.emit(IntSteps.i32(op).make(d.result(), d.operand(0), d.operand(1)));
    else if (w == 64) d.emit(IntSteps.i64(op).make(d.result(), d.operand(0), d.operand(1)));
    else d.emit(narrow(narrow, w, d));
  }

  /** Ops whose result on sign-extended operands is sign-extended at any width. */
  private static void bitwise(OpDecoder d, Op op) {
    width(d);
    d.emit(IntSteps.i64(op).make(d.result(), d.operand(0), d.operand(1)));
  }

  private static void shift(OpDecoder d, Op op, IntOp narrow, LongOp i64) {
    int w = width(d);
    if (w == 32) d.emit(IntSteps.i32(op).make(d.result(), d.operand(0), d.operand(1)));
    else generic(d, narrow, i64);
  }

  private static void generic(OpDecoder d, IntOp narrow, LongOp i64) {
    int w = width(d);
    if (w == 64) d.emit(wide(i64, d));
    else d.emit(narrow(narrow, w, d));
  }

  private static Step narrow(IntOp op, int w, OpDecoder d) {
    return new Binary(d.result(), d.operand(0), d.operand(1)) {
      @Override
      public void execute(Frame f) {
        long[] s = f.s;
        s[this.d] = op.apply(w, (int) s[a], (int) s[b]);
      }
    };
  }

  private static Step wide(LongOp op, OpDecoder d) {
    return new Binary(d.result(), d.operand(0), d.operand(1)) {
      @Override
      public void execute(Frame f) {
        long[] s = f.s;
        s[this.d] = op.apply(s[a], s[b]);
      }
    };
  }
}
