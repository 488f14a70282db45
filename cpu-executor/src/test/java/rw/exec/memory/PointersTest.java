package rw.exec.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Random;
import org.junit.jupiter.api.Test;

class PointersTest {
  @Test
  void encodeDecodeRoundTrips() {
    Random r = new Random(1);
    for (int i = 0; i < 10_000; i++) {
      int id = r.nextInt(Pointers.MAX_ID + 1);
      long offset = r.nextLong() & Pointers.OFFSET_MASK;
      long p = Pointers.encode(id, offset);
      assertEquals(id, Pointers.id(p));
      assertEquals(offset, Pointers.offset(p));
    }
  }

  @Test
  void layoutIsIdInHighBitsOffsetInLow40() {
    assertEquals(0x0000_0100_0000_0000L, Pointers.encode(1, 0));
    assertEquals(0x0000_0300_0000_0010L, Pointers.encode(3, 16));
    assertEquals(0xFFFF_FF00_0000_0000L, Pointers.encode(Pointers.MAX_ID, 0));
    assertEquals(0L, Pointers.encode(0, 0));
  }

  @Test
  void rejectsIdsOutOfRange() {
    assertThrows(IllegalArgumentException.class, () -> Pointers.encode(-1, 0));
    assertThrows(IllegalArgumentException.class, () -> Pointers.encode(Pointers.MAX_ID + 1, 0));
  }

  @Test
  void offsetArithmeticStaysWithinTheAllocationField() {
    long p = Pointers.encode(5, 8);
    assertEquals(Pointers.encode(5, 24), Pointers.offsetBy(p, 16));
    long before = Pointers.offsetBy(p, -12);
    assertEquals(5, Pointers.id(before));
    assertEquals(-4, Pointers.signedOffset(before));
    assertEquals(p, Pointers.offsetBy(before, 12));
    long far = Pointers.offsetBy(p, 1L << 41);
    assertEquals(5, Pointers.id(far));
  }

  @Test
  void nullBasedArithmeticIsPlainIntegerArithmetic() {
    assertEquals(16, Pointers.offsetBy(Pointers.NULL, 16));
    assertEquals(-8, Pointers.offsetBy(Pointers.NULL, -8));
    assertEquals(3L * 4 * 1_000_000_000L, Pointers.offsetBy(0, 3L * 4 * 1_000_000_000L));
  }

  @Test
  void hexPrintsLikePercentP() {
    assertEquals("0x10000000000", Pointers.hex(Pointers.encode(1, 0)));
    assertEquals("0x0", Pointers.hex(0));
  }
}
