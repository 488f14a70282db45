package rw.exec.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import rw.exec.memory.AllocationKind;
import rw.exec.memory.Pointers;
import rw.exec.trap.Trap;
import rw.exec.trap.TrapKind;

class HeapFunctionsTest {
  private final RuntimeHarness h = new RuntimeHarness();

  @Test
  void mallocAndFree() {
    long p = (Long) h.call("malloc", 12L);
    assertEquals(AllocationKind.HEAP, h.memory.allocationAt(p).kind());
    assertEquals(12, h.memory.allocationAt(p).size());
    h.call("free", p);
    assertEquals(TrapKind.DOUBLE_FREE, assertThrows(Trap.class, () -> h.call("free", p)).kind());
    h.call("free", 0L);
  }

  @Test
  void mlirAllocationWrappers() {
    long p = (Long) h.call("mlirAlloc", 8L);
    long q = (Long) h.call("mlirAlignedAlloc", 64L, 8L);
    assertEquals(0, q % 64);
    h.call("mlirFree", p);
    h.call("mlirAlignedFree", q);
    assertEquals(0L, h.memory.liveBytes());
  }

  @Test
  void alignedAlloc() {
    long p = (Long) h.call("aligned_alloc", 128L, 256L);
    assertEquals(0, p % 128);
    assertEquals(0L, h.call("aligned_alloc", 24L, 48L));
  }

  @Test
  void callocChecksOverflow() {
    long p = (Long) h.call("calloc", 3L, 4L);
    assertEquals(12, h.memory.allocationAt(p).size());
    assertEquals(TrapKind.MEMORY_LIMIT, assertThrows(Trap.class, () -> h.call("calloc", 1L << 40, 1L << 40)).kind());
  }

  @Test
  void reallocCopiesThePrefixAndFreesTheOldBlock() {
    long p = (Long) h.call("malloc", 4L);
    h.memory.storeI32(p, 77);
    long q = (Long) h.call("realloc", p, 8L);
    assertEquals(77, h.memory.loadI32(q));
    assertEquals(0, h.memory.loadI32(Pointers.offsetBy(q, 4)));
    assertEquals(TrapKind.USE_AFTER_FREE, assertThrows(Trap.class, () -> h.memory.loadI32(p)).kind());
    long r = (Long) h.call("realloc", q, 2L);
    assertEquals(77, h.memory.loadI16(r));
    long s = (Long) h.call("realloc", 0L, 4L);
    assertEquals(4, h.memory.allocationAt(s).size());
  }

  @Test
  void memcpyMemmoveMemsetReturnTheDestination() {
    long a = h.i32Buffer(4, 3);
    long b = (Long) h.call("malloc", 16L);
    assertEquals(b, h.call("memcpy", b, a, 16L));
    assertEquals(9, h.memory.loadI32(Pointers.offsetBy(b, 12)));
    assertEquals(a, h.call("memmove", a, Pointers.offsetBy(a, 4), 12L));
    assertEquals(3, h.memory.loadI32(a));
    assertEquals(b, h.call("memset", b, 0xFF, 4L));
    assertEquals(-1, h.memory.loadI32(b));
    assertEquals(TrapKind.OUT_OF_BOUNDS, assertThrows(Trap.class, () -> h.call("memset", b, 0, 17L)).kind());
  }

  @Test
  void characterOutput() {
    long s = (Long) h.call("malloc", 3L);
    h.memory.writeBytes(s, new byte[] {'h', 'i', 0});
    assertEquals(0, h.call("puts", s));
    assertEquals(0x41, h.call("putchar", 0x141));
    assertEquals("hi\nA", h.out());
  }

  @Test
  void abortTraps() {
    Trap t = assertThrows(Trap.class, () -> h.call("abort"));
    assertEquals(TrapKind.ABORT, t.kind());
    assertEquals("the program called abort()", t.detail());
  }
}
