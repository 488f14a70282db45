package rw.exec.interp.llvm;

import rw.exec.interp.Frame;
import rw.exec.interp.SlotRepr;
import rw.exec.semantics.FloatSemantics;

/** The f32 and f64 steps of {@code fadd fsub fmul fdiv}, with classes of their own (hot in kernels). */
final class FloatSteps {
  private FloatSteps() {}

  static final class AddF32 extends Binary {
    AddF32(int d, int a, int b) {
      super(d, a, b);
    }

    @Override
    public void execute(Frame f) {
      long[] s = f.s;
      s[d] = SlotRepr.ofFloat(FloatSemantics.addF32(SlotRepr.toFloat(s[a]), SlotRepr.toFloat(s[b])));
    }
  }

  static final class SubF32 extends Binary {
    SubF32(int d, int a, int b) {
      super(d, a, b);
    }

    @Override
    public void execute(Frame f) {
      long[] s = f.s;
      s[d] = SlotRepr.ofFloat(FloatSemantics.subF32(SlotRepr.toFloat(s[a]), SlotRepr.toFloat(s[b])));
    }
  }

  static final class MulF32 extends Binary {
    MulF32(int d, int a, int b) {
      super(d, a, b);
    }

    @Override
    public void execute(Frame f) {
      long[] s = f.s;
      s[d] = SlotRepr.ofFloat(FloatSemantics.mulF32(SlotRepr.toFloat(s[a]), SlotRepr.toFloat(s[b])));
    }
  }

  static final class DivF32 extends Binary {
    DivF32(int d, int a, int b) {
      super(d, a, b);
    }

    @Override
    public void execute(Frame f) {
      long[] s = f.s;
      s[d] = SlotRepr.ofFloat(FloatSemantics.divF32(SlotRepr.toFloat(s[a]), SlotRepr.toFloat(s[b])));
    }
  }

  static final class AddF64 extends Binary {
    AddF64(int d, int a, int b) {
      super(d, a, b);
    }

    @Override
    public void execute(Frame f) {
      long[] s = f.s;
      s[d] = SlotRepr.ofDouble(FloatSemantics.addF64(SlotRepr.toDouble(s[a]), SlotRepr.toDouble(s[b])));
    }
  }

  static final class SubF64 extends Binary {
    SubF64(int d, int a, int b) {
      super(d, a, b);
    }

    @Override
    public void execute(Frame f) {
      long[] s = f.s;
      s[d] = SlotRepr.ofDouble(FloatSemantics.subF64(SlotRepr.toDouble(s[a]), SlotRepr.toDouble(s[b])));
    }
  }

  static final class MulF64 extends Binary {
    MulF64(int d, int a, int b) {
      super(d, a, b);
    }

    @Override
    public void execute(Frame f) {
      long[] s = f.s;
      s[d] = SlotRepr.ofDouble(FloatSemantics.mulF64(SlotRepr.toDouble(s[a]), SlotRepr.toDouble(s[b])));
    }
  }

  static final class DivF64 extends Binary {
    DivF64(int d, int a, int b) {
      super(d, a, b);
    }

    @Override
    public void execute(Frame f) {
      long[] s = f.s;
      s[d] = SlotRepr.ofDouble(FloatSemantics.divF64(SlotRepr.toDouble(s[a]), SlotRepr.toDouble(s[b])));
    }
  }
}
