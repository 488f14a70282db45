package rw.exec.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import rw.exec.trap.Trap;
import rw.exec.trap.TrapKind;

/** Stack frames, the stack limit, the total memory limit and id reuse. */
class MemoryLimitTest {
  @Test
  void popStackReleasesTheFramesAllocas() {
    Memory m = new Memory();
    long outer = m.alloca(8, null, null);
    int mark = m.stackMark();
    long a = m.alloca(4, null, null);
    long b = m.alloca(100, null, null);
    assertEquals(16 + 16 + 112, m.stackBytes());
    m.popStack(mark);
    assertEquals(16, m.stackBytes());
    m.storeI64(outer, 1);
    Trap t = assertThrows(Trap.class, () -> m.loadI32(a));
    assertEquals(TrapKind.USE_AFTER_FREE, t.kind());
    assertEquals("load of 4 bytes from stack allocation #2 of 4 bytes after its function returned", t.detail());
    assertThrows(Trap.class, () -> m.loadI32(b));
  }

  @Test
  void popStackToAnOuterMarkReleasesNestedFrames() {
    Memory m = new Memory();
    int outer = m.stackMark();
    m.alloca(4, null, null);
    m.stackMark();
    m.alloca(4, null, null);
    m.popStack(outer);
    assertEquals(0, m.stackBytes());
    assertEquals(0, m.liveBytes());
  }

  @Test
  void stackOverflowIsATrapWithTheLimit() {
    Memory m = new Memory(MemoryLimits.DEFAULT.withMaxStackBytes(64));
    m.alloca(16, null, null);
    m.alloca(40, null, null);
    Trap t = assertThrows(Trap.class, () -> m.alloca(1, null, null));
    assertEquals(TrapKind.STACK_OVERFLOW, t.kind());
    assertEquals("stack overflow: an alloca of 1 bytes with 64 bytes of stack in use exceeds the stack"
        + " limit of 64 bytes (allocas in a loop or deep recursion; see --max-stack)", t.detail());
  }

  @Test
  void allocasInALoopRunUntilTheLimitThenTrap() {
    Memory m = new Memory(MemoryLimits.DEFAULT.withMaxStackBytes(1 << 20));
    int n = 0;
    try {
      while (true) {
        m.alloca(4, null, null);
        n++;
      }
    } catch (Trap t) {
      assertEquals(TrapKind.STACK_OVERFLOW, t.kind());
    }
    assertEquals((1 << 20) / 16, n);
  }

  @Test
  void memoryLimitCountsAllLiveBytes() {
    Memory m = new Memory(new MemoryLimits(100, 1000));
    long a = m.malloc(60);
    m.allocateGlobal("g", 20, null);
    Trap t = assertThrows(Trap.class, () -> m.malloc(21));
    assertEquals(TrapKind.MEMORY_LIMIT, t.kind());
    assertEquals("heap allocation of 21 bytes would exceed the memory limit of 100 bytes"
        + " (80 bytes in use; see --max-memory)", t.detail());
    m.free(a);
    m.malloc(80);
    assertEquals(100, m.liveBytes());
  }

  @Test
  void hugeOrNegativeSizesTrap() {
    Memory m = new Memory(new MemoryLimits(Long.MAX_VALUE, Long.MAX_VALUE));
    assertEquals(TrapKind.MEMORY_LIMIT, assertThrows(Trap.class, () -> m.malloc(1L << 31)).kind());
    Trap t = assertThrows(Trap.class, () -> m.malloc(-1));
    assertTrue(t.detail().contains("18446744073709551615 bytes"), t.detail());
    assertEquals(TrapKind.MEMORY_LIMIT, assertThrows(Trap.class, () -> m.alloca(-1, null, null)).kind());
  }

  @Test
  void alignedAllocNeedsAPowerOfTwo() {
    Memory m = new Memory();
    long p = m.alignedAlloc(64, 128);
    assertEquals(0, p % 64);
    assertEquals(128, m.allocationAt(p).size());
    assertEquals(0, m.alignedAlloc(3, 8));
    assertEquals(0, m.alignedAlloc(0, 8));
  }

  @Test
  void releasedIdsAreReusedOnlyAfterTheQuarantine() {
    Memory m = new Memory();
    long first = m.malloc(1);
    m.free(first);
    for (int i = 2; i < Memory.QUARANTINE; i++) {
      int mark = m.stackMark();
      m.alloca(1, null, null);
      m.popStack(mark);
    }
    long fresh = m.malloc(1);
    assertEquals(Memory.QUARANTINE, Pointers.id(fresh));
    m.free(fresh);
    long reused = m.malloc(1);
    assertEquals(Pointers.id(first), Pointers.id(reused));
    assertEquals(0, m.loadI8(reused));
    assertEquals(TrapKind.USE_AFTER_FREE, assertThrows(Trap.class, () -> m.loadI8(fresh)).kind());
  }
}
