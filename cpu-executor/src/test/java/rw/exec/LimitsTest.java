package rw.exec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import rw.dialect.llvm.LlvmVoidType;
import rw.ir.type.FloatType;
import rw.ir.type.IntegerType;

/** Option values of {@code rw run}: sizes and entry-point results. */
class LimitsTest {
  @Test
  void sizesTakeBinaryUnits() {
    assertEquals(1048576, Limits.parseBytes("1048576"));
    assertEquals(512L << 10, Limits.parseBytes("512K"));
    assertEquals(64L << 20, Limits.parseBytes("64m"));
    assertEquals(2L << 30, Limits.parseBytes("2GB"));
    assertThrows(IllegalArgumentException.class, () -> Limits.parseBytes("lots"));
    assertThrows(IllegalArgumentException.class, () -> Limits.parseBytes("-1"));
    assertThrows(IllegalArgumentException.class, () -> Limits.parseBytes("99999999999T"));
  }

  @Test
  void entryResultsMatchAndPrintLikeMlirRunner() {
    assertEquals(EntryResult.F32, EntryResult.fromKeyword("f32"));
    assertEquals(null, EntryResult.fromKeyword("f64"));
    assertEquals(true, EntryResult.VOID.matches(LlvmVoidType.VOID));
    assertEquals(true, EntryResult.I64.matches(IntegerType.I64));
    assertEquals(false, EntryResult.I32.matches(FloatType.F32));
    assertEquals("-7", EntryResult.I32.format(-7));
    assertEquals("1.500000e+00", EntryResult.F32.format(Float.floatToRawIntBits(1.5f)));
    assertEquals("1.401298e-45", EntryResult.F32.format(1));
    assertEquals("INF", EntryResult.F32.format(0x7F800000));
    assertEquals("-INF", EntryResult.F32.format(0xFF800000L));
    assertEquals("nan", EntryResult.F32.format(0xFFC00000L));
  }
}
