package rw.exec.interp.llvm;

import java.util.List;
import rw.exec.interp.BlockCode;
import rw.exec.interp.Edge;
import rw.exec.interp.Frame;
import rw.exec.interp.OpDecoder;
import rw.exec.interp.Terminator;
import rw.exec.interp.Types;
import rw.exec.semantics.CompareSemantics;
import rw.exec.semantics.ICmpPredicate;
import rw.ir.Block;
import rw.ir.Operation;
import rw.ir.Value;

/**
 * The back edge of a loop as the SPIR-V CPU runner pipeline lowers {@code scf.for}: an {@code
 * llvm.br} (maybe with the loop increment fused in, see {@link Fusions}) to a header block that
 * holds nothing but constants, an {@code icmp} and the {@code cond_br} it decides. The jump
 * passes its values, then runs the header's test and takes the header's chosen edge itself, so
 * one loop iteration enters one block. The header block is still decoded for its other entries.
 */
final class LoopLatch {
  private LoopLatch() {}

  /** The latch terminator for the br {@code d}, or null when its target is not such a header. */
  static Terminator of(OpDecoder d) {
    Block header = d.op().successor(0);
    Operation condBr = header.last();
    if (condBr == null || !condBr.name().equals("llvm.cond_br")) return null;
    Operation icmp = condBr.operand(0).definingOp();
    if (icmp == null || !icmp.name().equals("llvm.icmp") || !CompareHandlers.feedsBranch(icmp)) return null;
    for (Operation op : header) {
      if (op != icmp && op != condBr && !d.env().handlers().isConstant(op.name())) return null;
    }
    OpDecoder test = d.forOp(icmp);
    OpDecoder branch = d.forOp(condBr);
    long[] segments = branch.denseArray("operandSegmentSizes");
    List<Value> all = condBr.operands();
    int nTrue = segments.length == 3 ? (int) segments[1] : condBr.successor(0).numArguments();
    Edge t = branch.edge(0, all.subList(1, 1 + nTrue));
    Edge e = branch.edge(1, all.subList(1 + nTrue, all.size()));
    ICmpPredicate p = CompareHandlers.icmpPredicate(test);
    int k = Fusions.fusedBranchAdd(d.op());
    if (p == ICmpPredicate.SLT && k >= 0) return new CountingLatch(d, k, header.size(), test.operand(0), test.operand(1), t, e);
    return new Latch(d, k, header.size(), p, test.operand(0), test.operand(1), t, e);
  }

  /**
   * The most common latch, with a class of its own: {@code i + step} passed to the header, which
   * tests {@code slt}. Behaves exactly as {@link Latch} with those.
   */
  private static final class CountingLatch extends Terminator {
    private final Edge into;
    private final int to;
    private final int x;
    private final int y;
    private final boolean i64;
    private final int headerOps;
    private final int a;
    private final int b;
    private final Edge t;
    private final Edge e;

    CountingLatch(OpDecoder d, int k, int headerOps, int a, int b, Edge t, Edge e) {
      OpDecoder add = d.forOp(d.op().operand(k).definingOp());
      this.into = d.edge(0, d.op().operands(), k);
      this.to = d.successorArgument(0, k);
      this.x = add.operand(0);
      this.y = add.operand(1);
      this.i64 = Types.intWidth(add.resultType()) == 64;
      this.headerOps = headerOps;
      this.a = a;
      this.b = b;
      this.t = t;
      this.e = e;
    }

    @Override
    public BlockCode next(Frame f) {
      long[] s = f.s;
      long v = s[x] + s[y];
      into.take(f);
      s[to] = i64 ? v : (int) v;
      f.machine.charge(headerOps);
      return (s[a] < s[b] ? t : e).take(f);
    }
  }

  /** The jump into the header, the header's test and its two edges, in one terminator. */
  private static final class Latch extends Terminator {
    private final Edge into;
    private final int to;
    private final int x;
    private final int y;
    private final boolean i64;
    private final int headerOps;
    private final ICmpPredicate p;
    private final int a;
    private final int b;
    private final Edge t;
    private final Edge e;

    Latch(OpDecoder d, int k, int headerOps, ICmpPredicate p, int a, int b, Edge t, Edge e) {
      this.into = d.edge(0, d.op().operands(), k);
      if (k >= 0) {
        OpDecoder add = d.forOp(d.op().operand(k).definingOp());
        this.to = d.successorArgument(0, k);
        this.x = add.operand(0);
        this.y = add.operand(1);
        this.i64 = Types.intWidth(add.resultType()) == 64;
      } else {
        this.to = -1;
        this.x = -1;
        this.y = -1;
        this.i64 = false;
      }
      this.headerOps = headerOps;
      this.p = p;
      this.a = a;
      this.b = b;
      this.t = t;
      this.e = e;
    }

    @Override
    public BlockCode next(Frame f) {
      long[] s = f.s;
      if (to >= 0) {
        long v = s[x] + s[y];
        into.take(f);
        s[to] = i64 ? v : (int) v;
      } else {
        into.take(f);
      }
      f.machine.charge(headerOps);
      return (CompareSemantics.icmpI64(p, s[a], s[b]) ? t : e).take(f);
    }
  }
}
