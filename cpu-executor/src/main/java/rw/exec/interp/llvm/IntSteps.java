package rw.exec.interp.llvm;

import rw.exec.interp.Frame;

/**
 * The integer steps common enough to get a class of their own. Slots hold i32 sign-extended, so
 * {@code (int)} of a 64-bit result is the wrapped i32 result; and/or/xor and the min/max
 * intrinsics of sign-extended values are sign-extended at any width.
 */
final class IntSteps {
  private IntSteps() {}

  static final class AddI32 extends Binary {
    AddI32(int d, int a, int b) {
      super(d, a, b);
    }

    @Override
    public void execute(Frame f) {
      long[] s = f.s;
      s[d] = (int) (s[a] + s[b]);
    }
  }

  static final class AddI64 extends Binary {
    AddI64(int d, int a, int b) {
      super(d, a, b);
    }

    @Override
    public void execute(Frame f) {
      long[] s = f.s;
      s[d] = s[a] + s[b];
    }
  }

  static final class SubI32 extends Binary {
    SubI32(int d, int a, int b) {
      super(d, a, b);
    }

    @Override
    public void execute(Frame f) {
      long[] s = f.s;
      s[d] = (int) (s[a] - s[b]);
    }
  }

  static final class SubI64 extends Binary {
    SubI64(int d, int a, int b) {
      super(d, a, b);
    }

    @Override
    public void execute(Frame f) {
      long[] s = f.s;
      s[d] = s[a] - s[b];
    }
  }

  static final class MulI32 extends Binary {
    MulI32(int d, int a, int b) {
      super(d, a, b);
    }

    @Override
    public void execute(Frame f) {
      long[] s = f.s;
      s[d] = (int) s[a] * (int) s[b];
    }
  }

  static final class MulI64 extends Binary {
    MulI64(int d, int a, int b) {
      super(d, a, b);
    }

    @Override
    public void execute(Frame f) {
      long[] s = f.s;
      s[d] = s[a] * s[b];
    }
  }

  static final class And extends Binary {
    And(int d, int a, int b) {
      super(d, a, b);
    }

    @Override
    public void execute(Frame f) {
      long[] s = f.s;
      s[d] = s[a] & s[b];
    }
  }

  static final class Or extends Binary {
    Or(int d, int a, int b) {
      super(d, a, b);
    }

    @Override
    public void execute(Frame f) {
      long[] s = f.s;
      s[d] = s[a] | s[b];
    }
  }

  static final class Xor extends Binary {
    Xor(int d, int a, int b) {
      super(d, a, b);
    }

    @Override
    public void execute(Frame f) {
      long[] s = f.s;
      s[d] = s[a] ^ s[b];
    }
  }

  /** {@code shl} on i32: x86 masks the amount to 5 bits, as Java's int shift does. */
  static final class ShlI32 extends Binary {
    ShlI32(int d, int a, int b) {
      super(d, a, b);
    }

    @Override
    public void execute(Frame f) {
      long[] s = f.s;
      s[d] = (int) s[a] << (int) s[b];
    }
  }

  static final class AshrI32 extends Binary {
    AshrI32(int d, int a, int b) {
      super(d, a, b);
    }

    @Override
    public void execute(Frame f) {
      long[] s = f.s;
      s[d] = (int) s[a] >> (int) s[b];
    }
  }

  static final class LshrI32 extends Binary {
    LshrI32(int d, int a, int b) {
      super(d, a, b);
    }

    @Override
    public void execute(Frame f) {
      long[] s = f.s;
      s[d] = (int) s[a] >>> (int) s[b];
    }
  }

  static final class Smin extends Binary {
    Smin(int d, int a, int b) {
      super(d, a, b);
    }

    @Override
    public void execute(Frame f) {
      long[] s = f.s;
      s[d] = Math.min(s[a], s[b]);
    }
  }

  static final class Smax extends Binary {
    Smax(int d, int a, int b) {
      super(d, a, b);
    }

    @Override
    public void execute(Frame f) {
      long[] s = f.s;
      s[d] = Math.max(s[a], s[b]);
    }
  }

  static final class Umin extends Binary {
    Umin(int d, int a, int b) {
      super(d, a, b);
    }

    @Override
    public void execute(Frame f) {
      long[] s = f.s;
      s[d] = Long.compareUnsigned(s[a], s[b]) <= 0 ? s[a] : s[b];
    }
  }

  static final class Umax extends Binary {
    Umax(int d, int a, int b) {
      super(d, a, b);
    }

    @Override
    public void execute(Frame f) {
      long[] s = f.s;
      s[d] = Long.compareUnsigned(s[a], s[b]) >= 0 ? s[a] : s[b];
    }
  }
}
