package rw.exec.interp.llvm;

import java.util.List;
import rw.exec.interp.BlockCode;
import rw.exec.interp.DecodeError;
import rw.exec.interp.Edge;
import rw.exec.interp.Frame;
import rw.exec.interp.HandlerTable;
import rw.exec.interp.OpDecoder;
import rw.exec.interp.Terminator;
import rw.exec.interp.Types;
import rw.exec.trap.Trap;
import rw.exec.trap.TrapKind;
import rw.ir.Value;

/**
 * Terminators: {@code llvm.br}, {@code llvm.cond_br} (fused with a preceding icmp when
 * possible), {@code llvm.switch}, {@code llvm.return} and {@code llvm.unreachable} (a trap).
 * Block arguments move as a parallel copy ({@link Edge}).
 */
public final class ControlHandlers {
  private ControlHandlers() {}

  public static void register(HandlerTable t) {
    t.register("llvm.br", ControlHandlers::br);
    t.register("llvm.cond_br", ControlHandlers::condBr);
    t.register("llvm.switch", SwitchHandler::decode);
    t.register("llvm.return", ControlHandlers::ret);
    t.register("llvm.unreachable", ControlHandlers::unreachable);
  }

  private static void br(OpDecoder d) {
    Terminator latch = d.fuses() ? LoopLatch.of(d) : null;
    if (latch != null) {
      d.terminate(latch);
      return;
    }
    int k = d.fuses() ? Fusions.fusedBranchAdd(d.op()) : -1;
    if (k >= 0) {
      d.terminate(incrementJump(d, k));
      return;
    }
    Edge e = d.edge(0, d.op().operands());
    d.terminate(new Terminator() {
      @Override
      public BlockCode next(Frame f) {
        return e.enter(f);
      }
    });
  }

  /** A jump whose operand {@code k} is {@code add(x, y)} fused into it (a loop increment). */
  private static Terminator incrementJump(OpDecoder d, int k) {
    OpDecoder add = d.forOp(d.op().operand(k).definingOp());
    boolean i64 = Types.intWidth(add.resultType()) == 64;
    int x = add.operand(0);
    int y = add.operand(1);
    int to = d.successorArgument(0, k);
    Edge e = d.edge(0, d.op().operands(), k);
    return new Terminator() {
      @Override
      public BlockCode next(Frame f) {
        long[] s = f.s;
        long v = s[x] + s[y];
        BlockCode t = e.take(f);
        s[to] = i64 ? v : (int) v;
        return Edge.thread(t, f);
      }
    };
  }

  private static void condBr(OpDecoder d) {
    long[] segments = d.denseArray("operandSegmentSizes");
    List<Value> all = d.op().operands();
    int nTrue = segments.length == 3 ? (int) segments[1] : d.op().successor(0).numArguments();
    Edge t = d.edge(0, all.subList(1, 1 + nTrue));
    Edge e = d.edge(1, all.subList(1 + nTrue, all.size()));
    Terminator fused = CompareHandlers.fusedBranch(d, t, e);
    if (fused != null) {
      d.terminate(fused);
      return;
    }
    int c = d.operand(0);
    d.terminate(new Terminator() {
      @Override
      public BlockCode next(Frame f) {
        return (f.s[c] != 0 ? t : e).take(f);
      }

      @Override
      public boolean isConditional() {
        return true;
      }
    });
  }

  private static void ret(OpDecoder d) {
    if (d.numOperands() == 0) {
      d.terminate(new Terminator() {
        @Override
        public BlockCode next(Frame f) {
          return null;
        }
      });
      return;
    }
    if (d.numOperands() > 1) throw new DecodeError("returns more than one value");
    int a = d.operand(0);
    if (Types.isAggregate(d.operandType(0))) {
      d.terminate(new Terminator() {
        @Override
        public BlockCode next(Frame f) {
          f.resultObject = f.o[a];
          return null;
        }
      });
      return;
    }
    d.operandKind(0);
    d.terminate(new Terminator() {
      @Override
      public BlockCode next(Frame f) {
        f.result = f.s[a];
        return null;
      }
    });
  }

  private static void unreachable(OpDecoder d) {
    d.terminate(new Terminator() {
      @Override
      public BlockCode next(Frame f) {
        throw new Trap(TrapKind.UNREACHABLE, "control reached llvm.unreachable");
      }
    });
  }
}
