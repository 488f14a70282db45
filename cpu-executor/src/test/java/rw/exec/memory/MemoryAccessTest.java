package rw.exec.memory;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import rw.exec.semantics.NarrowFloat;

/** Typed loads and stores: values, little-endian layout, unaligned access, bulk operations. */
class MemoryAccessTest {
  private final Memory memory = new Memory();

  @Test
  void mallocReturnsZeroedMemory() {
    long p = memory.malloc(16);
    assertEquals(0L, memory.loadI64(p));
    assertEquals(0L, memory.loadI64(Pointers.offsetBy(p, 8)));
  }

  @Test
  void storesAreLittleEndian() {
    long p = memory.malloc(8);
    memory.storeI32(p, 0x11223344);
    assertArrayEquals(new byte[] {0x44, 0x33, 0x22, 0x11}, memory.readBytes(p, 4));
    memory.storeI64(p, 0x0102030405060708L);
    assertArrayEquals(new byte[] {8, 7, 6, 5, 4, 3, 2, 1}, memory.readBytes(p, 8));
    memory.storeI16(p, 0xABCD);
    assertArrayEquals(new byte[] {(byte) 0xCD, (byte) 0xAB}, memory.readBytes(p, 2));
  }

  @Test
  void integerLoadsAreSignExtendedFromTheirWidth() {
    long p = memory.malloc(8);
    memory.storeI8(p, 0xFF);
    assertEquals(-1, memory.loadI8(p));
    memory.storeI16(p, 0x8000);
    assertEquals(-32768, memory.loadI16(p));
    memory.storeI32(p, -5);
    assertEquals(-5, memory.loadI32(p));
    assertEquals(0xFB, memory.loadI8(p) & 0xFF);
  }

  @Test
  void i1UsesBitZeroOfOneByte() {
    long p = memory.malloc(2);
    memory.storeI1(p, -1);
    assertEquals(1, memory.loadI8(p));
    assertEquals(-1, memory.loadI1(p));
    memory.storeI1(p, 0);
    assertEquals(0, memory.loadI1(p));
    memory.storeI8(p, 2);
    assertEquals(0, memory.loadI1(p));
  }

  @Test
  void floatsKeepTheirExactBitsIncludingNanPayloads() {
    long p = memory.malloc(8);
    float nan = Float.intBitsToFloat(0xFFC0_1234);
    memory.storeF32(p, nan);
    assertEquals(0xFFC0_1234, Float.floatToRawIntBits(memory.loadF32(p)));
    assertEquals(0xFFC0_1234, memory.loadI32(p));
    double dnan = Double.longBitsToDouble(0x7FF0_0000_0000_0001L);
    memory.storeF64(p, dnan);
    assertEquals(0x7FF0_0000_0000_0001L, Double.doubleToRawLongBits(memory.loadF64(p)));
    memory.storeF64(p, -0.0);
    assertEquals(Long.MIN_VALUE, memory.loadI64(p));
  }

  @Test
  void halfFloatsAreStoredAsTheir16BitEncoding() {
    long p = memory.malloc(4);
    memory.storeF16(p, 1.5f);
    assertEquals(0x3E00, memory.loadI16(p));
    assertEquals(1.5f, memory.loadF16(p));
    memory.storeBF16(Pointers.offsetBy(p, 2), -2.0f);
    assertEquals((short) 0xC000, (short) memory.loadI16(Pointers.offsetBy(p, 2)));
    assertEquals(-2.0f, memory.loadBF16(Pointers.offsetBy(p, 2)));
    memory.storeI16(p, 0x7E01);
    assertEquals(0x7E01, NarrowFloat.F16.toBits(memory.loadF16(p)));
  }

  @Test
  void pointersAreStoredAs64BitValues() {
    long a = memory.malloc(8);
    long b = memory.malloc(8);
    memory.storePtr(a, Pointers.offsetBy(b, 4));
    assertEquals(Pointers.offsetBy(b, 4), memory.loadPtr(a));
  }

  @Test
  void unalignedAccessesWork() {
    long p = memory.malloc(16);
    long q = Pointers.offsetBy(p, 3);
    memory.storeI64(q, 0x1122334455667788L);
    assertEquals(0x1122334455667788L, memory.loadI64(q));
    memory.storeF32(Pointers.offsetBy(p, 11), 2.5f);
    assertEquals(2.5f, memory.loadF32(Pointers.offsetBy(p, 11)));
  }

  @Test
  void accessAtTheLastValidOffsetWorks() {
    long p = memory.malloc(12);
    memory.storeI32(Pointers.offsetBy(p, 8), 7);
    assertEquals(7, memory.loadI32(Pointers.offsetBy(p, 8)));
    memory.storeI64(Pointers.offsetBy(p, 4), 9);
    assertEquals(9, memory.loadI64(Pointers.offsetBy(p, 4)));
  }

  @Test
  void copyBetweenAllocations() {
    long a = memory.malloc(8);
    long b = memory.malloc(8);
    memory.writeBytes(a, new byte[] {1, 2, 3, 4, 5, 6, 7, 8});
    memory.copy(Pointers.offsetBy(b, 2), Pointers.offsetBy(a, 1), 5);
    assertArrayEquals(new byte[] {0, 0, 2, 3, 4, 5, 6, 0}, memory.readBytes(b, 8));
  }

  @Test
  void overlappingCopyBehavesLikeMemmove() {
    long a = memory.malloc(8);
    memory.writeBytes(a, new byte[] {1, 2, 3, 4, 5, 6, 7, 8});
    memory.copy(Pointers.offsetBy(a, 2), a, 5);
    assertArrayEquals(new byte[] {1, 2, 1, 2, 3, 4, 5, 8}, memory.readBytes(a, 8));
    memory.copy(a, Pointers.offsetBy(a, 1), 7);
    assertArrayEquals(new byte[] {2, 1, 2, 3, 4, 5, 8, 8}, memory.readBytes(a, 8));
  }

  @Test
  void zeroLengthBulkOperationsTouchNothing() {
    memory.copy(0, 0, 0);
    memory.fill(0, 1, 0);
    assertEquals(0, memory.readBytes(0, 0).length);
  }

  @Test
  void fillSetsTheLowByte() {
    long a = memory.malloc(6);
    memory.fill(Pointers.offsetBy(a, 1), 0x1AB, 4);
    assertArrayEquals(new byte[] {0, (byte) 0xAB, (byte) 0xAB, (byte) 0xAB, (byte) 0xAB, 0},
        memory.readBytes(a, 6));
  }

  @Test
  void readsCStrings() {
    long s = memory.malloc(8);
    memory.writeBytes(s, new byte[] {'h', 'i', '!', 0, 'x', 0});
    assertArrayEquals(new byte[] {'h', 'i', '!'}, memory.readCString(s));
    assertArrayEquals(new byte[] {'x'}, memory.readCString(Pointers.offsetBy(s, 4)));
    assertArrayEquals(new byte[0], memory.readCString(Pointers.offsetBy(s, 3)));
  }

  @Test
  void globalsAreWritableUntilProtected() {
    long g = memory.allocateGlobal("table", 8, null);
    memory.storeI32(g, 42);
    memory.protect(g);
    assertEquals(42, memory.loadI32(g));
    Allocation a = memory.allocationAt(g);
    assertEquals(AllocationKind.GLOBAL, a.kind());
    assertEquals("table", a.label());
    assertEquals(true, a.isReadOnly());
  }
}
