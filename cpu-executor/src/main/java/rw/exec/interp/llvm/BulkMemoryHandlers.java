package rw.exec.interp.llvm;

import rw.exec.interp.DecodeError;
import rw.exec.interp.Frame;
import rw.exec.interp.HandlerTable;
import rw.exec.interp.OpDecoder;
import rw.exec.interp.Step;
import rw.exec.interp.Types;
import rw.exec.trap.Trap;
import rw.exec.trap.TrapKind;

/**
 * The memory intrinsics ({@code llvm.intr.memcpy memcpy.inline memmove memset memset.inline}),
 * bounds-checked like every access; {@code stacksave}/{@code stackrestore} (release the allocas
 * made in between); hints that change nothing here ({@code lifetime.start/end}, {@code assume},
 * {@code prefetch}, {@code invariant.start/end} are skipped); and {@code llvm.intr.trap} and
 * {@code debugtrap}, which stop the program with an {@link TrapKind#ABORT} trap.
 */
final class BulkMemoryHandlers {
  private BulkMemoryHandlers() {}

  static void register(HandlerTable t) {
    t.register("llvm.intr.memcpy", d -> copy(d, d.operand(2), lengthWidth(d, 2), -1));
    t.register("llvm.intr.memmove", d -> copy(d, d.operand(2), lengthWidth(d, 2), -1));
    t.register("llvm.intr.memcpy.inline", d -> copy(d, -1, 64, d.intAttr("len", -1)));
    t.register("llvm.intr.memset", d -> fill(d, d.operand(2), lengthWidth(d, 2), -1));
    t.register("llvm.intr.memset.inline", d -> fill(d, -1, 64, d.intAttr("len", -1)));
    t.register("llvm.intr.stacksave", BulkMemoryHandlers::stackSave);
    t.register("llvm.intr.stackrestore", BulkMemoryHandlers::stackRestore);
    for (String hint : new String[] {"lifetime.start", "lifetime.end", "assume", "prefetch",
        "invariant.end", "var.annotation", "donothing"}) {
      t.register("llvm.intr." + hint, d -> { });
    }
    t.register("llvm.intr.trap", d -> abort(d, "the program executed llvm.intr.trap"));
    t.register("llvm.intr.debugtrap", d -> abort(d, "the program executed llvm.intr.debugtrap"));
    t.register("llvm.intr.ubsantrap", d -> abort(d, "the program executed llvm.intr.ubsantrap"));
  }

  private static int lengthWidth(OpDecoder d, int operand) {
    int w = Types.intWidth(d.operandType(operand));
    if (w != 32 && w != 64) throw new DecodeError("length must be i32 or i64");
    return w;
  }

  /** Reads a length: from slot {@code slot} (unsigned, of {@code width} bits), else {@code fixed}. */
  private static long length(Frame f, int slot, int width, long fixed) {
    if (slot < 0) return fixed;
    long n = f.s[slot];
    return width == 32 ? n & 0xFFFF_FFFFL : n;
  }

  private static void copy(OpDecoder d, int lenSlot, int width, long fixed) {
    int dst = d.operand(0);
    int src = d.operand(1);
    d.emit(new Step() {
      @Override
      public void execute(Frame f) {
        f.mem.copy(f.s[dst], f.s[src], checked(length(f, lenSlot, width, fixed)));
      }
    });
  }

  private static void fill(OpDecoder d, int lenSlot, int width, long fixed) {
    int dst = d.operand(0);
    int value = d.operand(1);
    d.emit(new Step() {
      @Override
      public void execute(Frame f) {
        f.mem.fill(f.s[dst], (int) f.s[value], checked(length(f, lenSlot, width, fixed)));
      }
    });
  }

  private static long checked(long n) {
    if (n < 0) {
      throw new Trap(TrapKind.OUT_OF_BOUNDS, "memory intrinsic with a length of " + Long.toUnsignedString(n) + " bytes");
    }
    return n;
  }

  private static void stackSave(OpDecoder d) {
    int r = d.result();
    d.emit(new Step() {
      @Override
      public void execute(Frame f) {
        f.s[r] = f.mem.stackMark();
      }
    });
  }

  private static void stackRestore(OpDecoder d) {
    int p = d.operand(0);
    d.emit(new Step() {
      @Override
      public void execute(Frame f) {
        long mark = f.s[p];
        if (mark >= 0 && mark < f.mem.stackMark()) f.mem.popStack((int) mark);
      }
    });
  }

  private static void abort(OpDecoder d, String message) {
    d.emit(new Step() {
      @Override
      public void execute(Frame f) {
        throw new Trap(TrapKind.ABORT, message);
      }
    });
  }
}
