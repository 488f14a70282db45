package rw.exec.interp.llvm;

import rw.exec.interp.Frame;
import rw.exec.interp.HandlerTable;
import rw.exec.interp.OpDecoder;
import rw.exec.semantics.IntSemantics;

/**
 * The one-operand integer intrinsics: {@code llvm.intr.abs ctpop ctlz cttz bitreverse bswap}.
 * Their poison flags ({@code is_int_min_poison}, {@code is_zero_poison}) are ignored: rw
 * computes the defined result ({@link IntSemantics}).
 */
final class IntUnaryHandlers {
  private IntUnaryHandlers() {}

  @FunctionalInterface
  interface IntFn {
    int apply(int width, int a);
  }

  @FunctionalInterface
  interface LongFn {
    long apply(long a);
  }

  static void register(HandlerTable t) {
    t.register("llvm.intr.abs", d -> unary(d, IntSemantics::abs, IntSemantics::absI64));
    t.register("llvm.intr.ctpop", d -> unary(d, IntSemantics::ctpop, IntSemantics::ctpopI64));
    t.register("llvm.intr.ctlz", d -> unary(d, IntSemantics::ctlz, IntSemantics::ctlzI64));
    t.register("llvm.intr.cttz", d -> unary(d, IntSemantics::cttz, IntSemantics::cttzI64));
    t.register("llvm.intr.bitreverse", d -> unary(d, IntSemantics::bitreverse, IntSemantics::bitreverseI64));
    t.register("llvm.intr.bswap", d -> unary(d, IntSemantics::bswap, IntSemantics::bswapI64));
  }

  private static void unary(OpDecoder d, IntFn narrow, LongFn wide) {
    int w = IntArithHandlers.width(d);
    if (w == 64) {
      d.emit(new Unary(d.result(), d.operand(0)) {
        @Override
        public void execute(Frame f) {
          long[] s = f.s;
          s[this.d] = wide.apply(s[a]);
        }
      });
      return;
    }
    d.emit(new Unary(d.result(), d.operand(0)) {
      @Override
      public void execute(Frame f) {
        long[] s = f.s;
        s[this.d] = narrow.apply(w, (int) s[a]);
      }
    });
  }
}
