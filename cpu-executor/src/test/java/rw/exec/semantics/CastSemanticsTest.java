package rw.exec.semantics;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class CastSemanticsTest {
  @Test
  void integerWidening() {
    assertEquals(-1, CastSemantics.sext(-1));
    assertEquals(-1L, CastSemantics.sextToI64(-1));
    assertEquals(255, CastSemantics.zext(8, -1));
    assertEquals(1, CastSemantics.zext(1, -1));
    assertEquals(0xFFFF_FFFFL, CastSemantics.zextToI64(32, -1));
    assertEquals(0x8000L, CastSemantics.zextToI64(16, -32768));
    assertEquals(1L, CastSemantics.zextToI64(1, -1));
  }

  @Test
  void truncation() {
    assertEquals(-1, CastSemantics.trunc(8, 255));
    assertEquals(0x7F, CastSemantics.trunc(8, 0x17F));
    assertEquals(-1, CastSemantics.trunc(1, 3));
    assertEquals(0, CastSemantics.trunc(1, 2));
    assertEquals(-1294967296, CastSemantics.truncFromI64(32, 3_000_000_000L));
    assertEquals(-32768, CastSemantics.truncFromI64(16, 0x1_8000L));
  }

  @Test
  void signedIntToFloatRoundsToNearestEven() {
    assertEquals(16777216f, CastSemantics.sitofpF32(16777217));
    assertEquals(16777220f, CastSemantics.sitofpF32(16777219));
    assertEquals(-2147483648f, CastSemantics.sitofpF32(Integer.MIN_VALUE));
    assertEquals(9.223372036854775807E18, CastSemantics.sitofpF64(Long.MAX_VALUE));
    assertEquals(-1.0, CastSemantics.sitofpF64(-1));
    assertEquals(2048f, CastSemantics.sitofpNarrow(NarrowFloat.F16, 2049));
    assertEquals(-3f, CastSemantics.sitofpNarrow(NarrowFloat.BF16, -3));
  }

  @Test
  void unsignedIntToFloat() {
    assertEquals(4294967296f, CastSemantics.uitofpF32(32, -1));
    assertEquals(255.0, CastSemantics.uitofpF64(8, -1));
    assertEquals(1f, CastSemantics.uitofpF32(1, -1));
    assertEquals(0x1p64f, CastSemantics.uitofpI64ToF32(-1L));
    assertEquals(0x1p64, CastSemantics.uitofpI64ToF64(-1L));
    assertEquals(0x1p63, CastSemantics.uitofpI64ToF64(Long.MIN_VALUE));
    assertEquals(65280f, CastSemantics.uitofpNarrow(NarrowFloat.BF16, 16, 0xFF00));
    assertEquals(Float.POSITIVE_INFINITY, CastSemantics.uitofpI64ToNarrow(NarrowFloat.F16, -1L));
  }

  @Test
  void unsignedI64ToFloatIsCorrectlyRounded() {
    Random r = new Random(2);
    for (int i = 0; i < 20_000; i++) {
      long a = r.nextLong() | Long.MIN_VALUE;
      if (i % 3 == 0) a = Long.MIN_VALUE | (r.nextLong() & 0xFFFF_FFFFL) | (1L << 40);
      BigDecimal exact = new BigDecimal(Long.toUnsignedString(a));
      double d = CastSemantics.uitofpI64ToF64(a);
      double dErr = exact.subtract(new BigDecimal(d)).abs().doubleValue();
      assertEquals(true, dErr <= Math.ulp(d) / 2, "uitofp f64 of " + Long.toUnsignedString(a));
      float f = CastSemantics.uitofpI64ToF32(a);
      double fErr = exact.subtract(new BigDecimal(f)).abs().doubleValue();
      assertEquals(true, fErr <= Math.ulp(f) / 2, "uitofp f32 of " + Long.toUnsignedString(a));
    }
  }

  @Test
  void floatToIntInRangeTruncatesTowardZero() {
    assertEquals(-5, CastSemantics.fptosi(32, -5.9));
    assertEquals(5, CastSemantics.fptoui(32, 5.9));
    assertEquals(0, CastSemantics.fptoui(32, -0.9));
    assertEquals(-1294967296, CastSemantics.fptoui(32, 3.0e9));
    assertEquals(Integer.MIN_VALUE, CastSemantics.fptosi(32, -2147483648.9));
    assertEquals(Long.MAX_VALUE - 1023, CastSemantics.fptosiI64(0x1p63 - 1024));
    assertEquals(Long.MIN_VALUE, CastSemantics.fptosiI64(-0x1p63));
    assertEquals(-1L << 11, CastSemantics.fptouiI64(0x1p64 - 2048));
    assertEquals(Long.MIN_VALUE, CastSemantics.fptouiI64(0x1p63));
    assertEquals(-1, CastSemantics.fptosi(1, 1.0));
    assertEquals(127, CastSemantics.fptosi(8, 127.9));
  }

  /**
   * NaN and out-of-range conversions: the expected values are what mlir-runner-22 printed for
   * semantics/fptoint-x86.mlir (fptoint-x86.out); columns are fptosi i32, fptoui i32, fptosi i8,
   * fptoui i8 (zero-extended), fptosi i64 and fptoui i64 (both truncated to i32).
   */
  @Test
  void outOfRangeConversionsDoWhatX86Does() {
    float[] inputs = {Float.intBitsToFloat(0x7FC0_0000), 3.0e9f, -3.0e9f, -5.5f, 300.7f, 1.0e20f};
    List<List<String>> rows = Recorded.rows("fptoint-x86.out");
    for (int i = 0; i < inputs.length; i++) {
      double x = inputs[i];
      int[] got = {CastSemantics.fptosi(32, x), CastSemantics.fptoui(32, x), CastSemantics.fptosi(8, x),
          CastSemantics.zext(8, CastSemantics.fptoui(8, x)), (int) CastSemantics.fptosiI64(x),
          (int) CastSemantics.fptouiI64(x)};
      for (int k = 0; k < got.length; k++) {
        assertEquals(Integer.parseInt(rows.get(i).get(k)), got[k], "input " + inputs[i] + " column " + k);
      }
    }
  }

  @Test
  void floatExtensionAndTruncation() {
    assertEquals(0.1f, (float) CastSemantics.fpextToF64(0.1f));
    assertEquals((double) 0.1f, CastSemantics.fpextToF64(0.1f));
    assertEquals(0.1f, CastSemantics.fptruncToF32(0.1));
    assertEquals(Float.POSITIVE_INFINITY, CastSemantics.fptruncToF32(1e39));
    assertEquals(0.0999755859375f, CastSemantics.fptruncToNarrow(NarrowFloat.F16, 0.1));
    double justAboveHalfway = 1 + 0x1p-11 + 0x1p-40;
    assertEquals(1 + 0x1p-10f, CastSemantics.fptruncToNarrow(NarrowFloat.F16, justAboveHalfway));
    assertEquals(1f, CastSemantics.fptruncToNarrow(NarrowFloat.F16, (float) justAboveHalfway));
  }

  @Test
  void bitcastsPreserveBits() {
    assertEquals(1f, CastSemantics.bitcastI32ToF32(0x3F80_0000));
    assertEquals(0xFFC0_0001, CastSemantics.bitcastF32ToI32(CastSemantics.bitcastI32ToF32(0xFFC0_0001)));
    assertEquals(0x7FF0_0000_0000_0001L, CastSemantics.bitcastF64ToI64(CastSemantics.bitcastI64ToF64(0x7FF0_0000_0000_0001L)));
    assertEquals(1.5f, CastSemantics.bitcastI16ToNarrow(NarrowFloat.F16, 0x3E00));
    assertEquals(-1f, CastSemantics.bitcastI16ToNarrow(NarrowFloat.BF16, ValueRepr.wrap(16, 0xBF80)));
    assertEquals(ValueRepr.wrap(16, 0xFE01), CastSemantics.bitcastNarrowToI16(NarrowFloat.F16,
        CastSemantics.bitcastI16ToNarrow(NarrowFloat.F16, 0xFE01)));
  }

  @Test
  void pointerIntegerCasts() {
    long p = 0x0000_0300_0000_0010L;
    assertEquals(0x10, CastSemantics.ptrtoint(32, p));
    assertEquals(0xFFFF_FFFFL, CastSemantics.inttoptr(32, -1));
    assertEquals(5L, CastSemantics.inttoptr(8, 5));
  }
}
