package rw.exec.runtime;

import static rw.exec.semantics.ValueKind.F32;
import static rw.exec.semantics.ValueKind.F64;
import static rw.exec.semantics.ValueKind.I32;
import static rw.exec.semantics.ValueKind.PTR;

import java.util.List;
import rw.exec.memory.Memory;
import rw.exec.memory.Pointers;

/**
 * The functions of the reference's {@code wrappers.c} (the test library given to mlir-runner next
 * to MLIR's runner utils): the buffer fillers {@code _mlir_ciface_fillI32Buffer} and {@code
 * _mlir_ciface_fillF32Buffer1D/2D/3D} (pointer to a ranked memref descriptor, value), and the
 * C-interface symbols {@code _mlir_ciface_rtclock} (monotonic seconds), {@code
 * _mlir_ciface_printF64} ({@code %g}) and {@code _mlir_ciface_printNewline}. As in wrappers.c,
 * a filler writes {@code product(sizes)} elements from the <em>allocated</em> pointer, ignoring
 * offset and strides.
 */
public final class TestWrapperFunctions {
  private TestWrapperFunctions() {}

  public static void register(RuntimeLibrary.Builder library) {
    library.add(RuntimeFunction.procedure("_mlir_ciface_fillI32Buffer", List.of(PTR, I32),
        (ctx, a) -> fillI32(ctx.memory(), MemRefDescriptor.read(ctx.memory(), (Long) a[0], 1), (Integer) a[1])));
    for (int rank = 1; rank <= 3; rank++) {
      int r = rank;
      library.add(RuntimeFunction.procedure("_mlir_ciface_fillF32Buffer" + r + "D", List.of(PTR, F32),
          (ctx, a) -> fillF32(ctx.memory(), MemRefDescriptor.read(ctx.memory(), (Long) a[0], r), (Float) a[1])));
    }
    library.add(new RuntimeFunction("_mlir_ciface_rtclock", List.of(), F64,
        (ctx, a) -> ClockFunctions.monotonicSeconds()));
    library.add(RuntimeFunction.procedure("_mlir_ciface_printF64", List.of(F64),
        (ctx, a) -> ctx.out().print(CppFloatFormat.format((Double) a[0]))));
    library.add(RuntimeFunction.procedure("_mlir_ciface_printNewline", List.of(), (ctx, a) -> {
      ctx.out().print("\n");
      ctx.out().flush();
    }));
  }

  static void fillI32(Memory memory, MemRefDescriptor m, int value) {
    long n = m.elementCount();
    for (long i = 0; i < n; i++) memory.storeI32(Pointers.offsetBy(m.allocated(), 4 * i), value);
  }

  static void fillF32(Memory memory, MemRefDescriptor m, float value) {
    long n = m.elementCount();
    for (long i = 0; i < n; i++) memory.storeF32(Pointers.offsetBy(m.allocated(), 4 * i), value);
  }
}
