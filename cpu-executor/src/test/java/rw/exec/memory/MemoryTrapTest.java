package rw.exec.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import rw.exec.trap.Trap;
import rw.exec.trap.TrapKind;
import rw.ir.loc.FileLineColLoc;

/** Every way an access or a free can fail, with its kind and message. */
class MemoryTrapTest {
  private final Memory memory = new Memory();

  private static Trap trap(TrapKind kind, Executable e) {
    Trap t = assertThrows(Trap.class, e);
    assertEquals(kind, t.kind(), t.detail());
    return t;
  }

  @Test
  void loadPastTheEnd() {
    long p = memory.malloc(16);
    Trap t = trap(TrapKind.OUT_OF_BOUNDS, () -> memory.loadI32(Pointers.offsetBy(p, 16)));
    assertEquals("load of 4 bytes at offset 16 is out of bounds of heap allocation #1 of 16 bytes", t.detail());
  }

  @Test
  void partialOverlapAtTheEnd() {
    long p = memory.malloc(16);
    Trap t = trap(TrapKind.OUT_OF_BOUNDS, () -> memory.storeI64(Pointers.offsetBy(p, 12), 1));
    assertEquals("store of 8 bytes at offset 12 reaches past the end of heap allocation #1 of 16 bytes", t.detail());
    trap(TrapKind.OUT_OF_BOUNDS, () -> memory.loadI16(Pointers.offsetBy(p, 15)));
    trap(TrapKind.OUT_OF_BOUNDS, () -> memory.loadF64(Pointers.offsetBy(p, 9)));
  }

  @Test
  void accessBeforeTheStart() {
    long p = memory.malloc(16);
    Trap t = trap(TrapKind.OUT_OF_BOUNDS, () -> memory.loadI8(Pointers.offsetBy(p, -1)));
    assertEquals("load of 1 byte at offset -1 is out of bounds of heap allocation #1 of 16 bytes", t.detail());
  }

  @Test
  void zeroSizedAllocationHasNoValidByte() {
    long p = memory.malloc(0);
    trap(TrapKind.OUT_OF_BOUNDS, () -> memory.loadI8(p));
  }

  @Test
  void nullDereference() {
    Trap t = trap(TrapKind.NULL_DEREFERENCE, () -> memory.loadI32(0));
    assertEquals("load of 4 bytes through a null pointer", t.detail());
    Trap u = trap(TrapKind.NULL_DEREFERENCE, () -> memory.storeF32(24, 1f));
    assertEquals("store of 4 bytes through null pointer + 24", u.detail());
  }

  @Test
  void pointerToNoAllocation() {
    long forged = Pointers.encode(77, 0);
    Trap t = trap(TrapKind.INVALID_POINTER, () -> memory.loadI64(forged));
    assertEquals("load of 8 bytes through invalid pointer 0x4d0000000000: it points into no allocation", t.detail());
    trap(TrapKind.INVALID_POINTER, () -> memory.loadI64(Pointers.encode(Pointers.MAX_ID, 0)));
  }

  @Test
  void useAfterFree() {
    long p = memory.malloc(8);
    memory.free(p);
    Trap t = trap(TrapKind.USE_AFTER_FREE, () -> memory.loadI32(p));
    assertEquals("load of 4 bytes from heap allocation #1 of 8 bytes after it was freed", t.detail());
    trap(TrapKind.USE_AFTER_FREE, () -> memory.storeI8(p, 0));
  }

  @Test
  void freedIdsAreNotReusedSoDanglingPointersStayDetected() {
    long p = memory.malloc(8);
    memory.free(p);
    long q = memory.malloc(8);
    assertEquals(2, Pointers.id(q));
    trap(TrapKind.USE_AFTER_FREE, () -> memory.loadI32(p));
  }

  @Test
  void doubleFree() {
    long p = memory.malloc(8);
    memory.free(p);
    Trap t = trap(TrapKind.DOUBLE_FREE, () -> memory.free(p));
    assertEquals("double free of heap allocation #1 of 8 bytes", t.detail());
  }

  @Test
  void freeOfAnInteriorPointer() {
    long p = memory.malloc(8);
    Trap t = trap(TrapKind.INVALID_FREE, () -> memory.free(Pointers.offsetBy(p, 4)));
    assertEquals("free of a pointer 4 bytes into heap allocation #1 of 8 bytes instead of its start", t.detail());
  }

  @Test
  void freeOfStackGlobalOrUnknownMemory() {
    long s = memory.alloca(4, null, null);
    trap(TrapKind.INVALID_FREE, () -> memory.free(s));
    long g = memory.allocateGlobal("g", 4, null);
    Trap t = trap(TrapKind.INVALID_FREE, () -> memory.free(g));
    assertEquals("free of global @g of 4 bytes, which is not heap memory", t.detail());
    trap(TrapKind.INVALID_FREE, () -> memory.free(Pointers.encode(999, 0)));
  }

  @Test
  void freeOfNullDoesNothing() {
    memory.free(0);
  }

  @Test
  void storeIntoReadOnlyGlobal() {
    long g = memory.allocateGlobal("lut", 4, null);
    memory.protect(g);
    Trap t = trap(TrapKind.WRITE_TO_READ_ONLY, () -> memory.storeI32(g, 1));
    assertEquals("store of 4 bytes into read-only global @lut of 4 bytes", t.detail());
    trap(TrapKind.WRITE_TO_READ_ONLY, () -> memory.fill(g, 0, 4));
    assertEquals(0, memory.loadI32(g));
  }

  @Test
  void bulkOperationsCheckBothRanges() {
    long a = memory.malloc(8);
    long b = memory.malloc(4);
    Trap t = trap(TrapKind.OUT_OF_BOUNDS, () -> memory.copy(b, a, 8));
    assertEquals("memcpy destination write of 8 bytes at offset 0 reaches past the end of heap allocation #2 of 4 bytes", t.detail());
    trap(TrapKind.OUT_OF_BOUNDS, () -> memory.copy(a, b, 8));
    trap(TrapKind.OUT_OF_BOUNDS, () -> memory.fill(b, 0, 5));
    trap(TrapKind.NULL_DEREFERENCE, () -> memory.copy(a, 0, 1));
    trap(TrapKind.OUT_OF_BOUNDS, () -> memory.copy(a, b, -1));
  }

  @Test
  void unterminatedString() {
    long s = memory.malloc(2);
    memory.writeBytes(s, new byte[] {'a', 'b'});
    trap(TrapKind.OUT_OF_BOUNDS, () -> memory.readCString(s));
  }

  @Test
  void describesOriginWhenKnown() {
    long s = memory.alloca(4, "llvm.alloca", new FileLineColLoc("k.mlir", 3, 9));
    Trap t = trap(TrapKind.OUT_OF_BOUNDS, () -> memory.loadI64(s));
    assertEquals("load of 8 bytes at offset 0 reaches past the end of stack allocation #1 of 4 bytes"
        + " (llvm.alloca at k.mlir:3:9)", t.detail());
    long h = memory.malloc(1, new FileLineColLoc("k.mlir", 5, 1));
    assertEquals("heap allocation #2 of 1 byte (allocated at k.mlir:5:1)", memory.allocationAt(h).describe());
  }
}
