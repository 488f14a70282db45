package rw.exec.runtime;

import static rw.exec.semantics.ValueKind.I32;
import static rw.exec.semantics.ValueKind.I64;
import static rw.exec.semantics.ValueKind.PTR;

import java.util.List;
import rw.exec.memory.Allocation;
import rw.exec.memory.Memory;
import rw.exec.trap.Trap;
import rw.exec.trap.TrapKind;

/**
 * The C library functions lowered programs call ({@code malloc free aligned_alloc calloc realloc
 * memcpy memmove memset abort putchar puts}) and the allocation wrappers of {@code
 * libmlir_c_runner_utils} ({@code mlirAlloc mlirAlignedAlloc mlirFree mlirAlignedFree}), on top
 * of {@link Memory}: the memory they return is bounds-checked like all other memory.
 */
public final class HeapFunctions {
  private HeapFunctions() {}

  public static void register(RuntimeLibrary.Builder library) {
    library.add(new RuntimeFunction("malloc", List.of(I64), PTR, (ctx, a) -> ctx.memory().malloc((Long) a[0])));
    library.add(new RuntimeFunction("calloc", List.of(I64, I64), PTR, (ctx, a) -> calloc(ctx.memory(), (Long) a[0], (Long) a[1])));
    library.add(new RuntimeFunction("realloc", List.of(PTR, I64), PTR, (ctx, a) -> realloc(ctx.memory(), (Long) a[0], (Long) a[1])));
    library.add(new RuntimeFunction("aligned_alloc", List.of(I64, I64), PTR,
        (ctx, a) -> ctx.memory().alignedAlloc((Long) a[0], (Long) a[1])));
    library.add(RuntimeFunction.procedure("free", List.of(PTR), (ctx, a) -> ctx.memory().free((Long) a[0])));
    library.add(new RuntimeFunction("mlirAlloc", List.of(I64), PTR, (ctx, a) -> ctx.memory().malloc((Long) a[0])));
    library.add(new RuntimeFunction("mlirAlignedAlloc", List.of(I64, I64), PTR,
        (ctx, a) -> ctx.memory().alignedAlloc((Long) a[0], (Long) a[1])));
    library.add(RuntimeFunction.procedure("mlirFree", List.of(PTR), (ctx, a) -> ctx.memory().free((Long) a[0])));
    library.add(RuntimeFunction.procedure("mlirAlignedFree", List.of(PTR), (ctx, a) -> ctx.memory().free((Long) a[0])));
    library.add(new RuntimeFunction("memcpy", List.of(PTR, PTR, I64), PTR, (ctx, a) -> copy(ctx, a)));
    library.add(new RuntimeFunction("memmove", List.of(PTR, PTR, I64), PTR, (ctx, a) -> copy(ctx, a)));
    library.add(new RuntimeFunction("memset", List.of(PTR, I32, I64), PTR, (ctx, a) -> {
      ctx.memory().fill((Long) a[0], (Integer) a[1], (Long) a[2]);
      return a[0];
    }));
    library.add(RuntimeFunction.procedure("abort", List.of(), (ctx, a) -> {
      throw new Trap(TrapKind.ABORT, "the program called abort()");
    }));
    library.add(new RuntimeFunction("putchar", List.of(I32), I32, (ctx, a) -> {
      ctx.out().printByte((Integer) a[0]);
      return (Integer) a[0] & 0xFF;
    }));
    library.add(new RuntimeFunction("puts", List.of(PTR), I32, (ctx, a) -> {
      ctx.out().print(ctx.memory().readCString((Long) a[0])).print("\n");
      return 0;
    }));
  }

  static long calloc(Memory memory, long count, long size) {
    long bytes;
    try {
      bytes = Math.multiplyExact(count, size);
    } catch (ArithmeticException overflow) {
      bytes = -1;
    }
    return memory.malloc(bytes);
  }

  /** C's {@code realloc}: a new block with the common prefix copied; the old one freed. */
  static long realloc(Memory memory, long ptr, long size) {
    if (ptr == 0) return memory.malloc(size);
    Allocation old = memory.allocationAt(ptr);
    long fresh = memory.malloc(size);
    if (old != null && !old.isReleased()) memory.copy(fresh, ptr, Math.min(size, old.size()));
    memory.free(ptr);
    return fresh;
  }

  private static Object copy(RuntimeContext ctx, Object[] a) {
    ctx.memory().copy((Long) a[0], (Long) a[1], (Long) a[2]);
    return a[0];
  }
}
