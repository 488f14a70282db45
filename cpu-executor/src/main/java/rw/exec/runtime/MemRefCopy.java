package rw.exec.runtime;

import static rw.exec.semantics.ValueKind.I64;
import static rw.exec.semantics.ValueKind.PTR;
import static rw.exec.semantics.ValueKind.VOID;

import java.util.List;
import rw.exec.memory.Memory;
import rw.exec.memory.Pointers;

/**
 * {@code memrefCopy(i64 elementSize, ptr src, ptr dst)} of {@code libmlir_c_runner_utils}: the
 * call {@code memref.copy} lowers to when a layout is not contiguous. Both pointers are unranked
 * memrefs; the shapes are those of {@code src} (MLIR assumes they are equal); an empty shape
 * copies nothing. Rows that are contiguous in both memrefs are copied at once.
 */
public final class MemRefCopy {
  private MemRefCopy() {}

  public static void register(RuntimeLibrary.Builder library) {
    library.add(new RuntimeFunction("memrefCopy", List.of(I64, PTR, PTR), VOID, (ctx, a) -> {
      Memory m = ctx.memory();
      copy(m, (Long) a[0], MemRefDescriptor.readUnranked(m, (Long) a[1]),
          MemRefDescriptor.readUnranked(m, (Long) a[2]));
      return null;
    }));
  }

  public static void copy(Memory memory, long elementSize, MemRefDescriptor src, MemRefDescriptor dst) {
    int rank = src.rank();
    for (int d = 0; d < rank; d++) {
      if (src.size(d) == 0) return;
    }
    if (rank == 0) {
      copyRun(memory, elementSize, src, src.offset(), dst, dst.offset(), 1);
      return;
    }
    boolean rows = src.stride(rank - 1) == 1 && dst.stride(rank - 1) == 1;
    long runLength = rows ? src.size(rank - 1) : 1;
    int outerRank = rows ? rank - 1 : rank;
    long[] index = new long[outerRank];
    do {
      long from = src.offset();
      long to = dst.offset();
      for (int d = 0; d < outerRank; d++) {
        from += index[d] * src.stride(d);
        to += index[d] * dst.stride(d);
      }
      copyRun(memory, elementSize, src, from, dst, to, runLength);
    } while (advance(index, src));
  }

  /** Next multi-index in row-major order; false after the last. */
  private static boolean advance(long[] index, MemRefDescriptor shape) {
    for (int d = index.length - 1; d >= 0; d--) {
      if (++index[d] < shape.size(d)) return true;
      index[d] = 0;
    }
    return false;
  }

  private static void copyRun(Memory memory, long elementSize, MemRefDescriptor src, long from,
      MemRefDescriptor dst, long to, long elements) {
    long srcAddress = Pointers.offsetBy(src.aligned(), from * elementSize);
    long dstAddress = Pointers.offsetBy(dst.aligned(), to * elementSize);
    memory.copy(dstAddress, srcAddress, elements * elementSize);
  }
}
