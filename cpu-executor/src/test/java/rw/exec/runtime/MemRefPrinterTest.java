package rw.exec.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import org.junit.jupiter.api.Test;
import rw.exec.memory.Memory;
import rw.exec.memory.Pointers;
import rw.exec.trap.Trap;
import rw.exec.trap.TrapKind;

class MemRefPrinterTest {
  private final RuntimeHarness h = new RuntimeHarness();
  private final Memory m = h.memory;

  private String print(ElementFormat f, MemRefDescriptor d) {
    StringBuilder sb = new StringBuilder();
    MemRefPrinter.print(sb, "Unranked Memref ", m, f, d);
    return sb.toString().replaceAll("base@ = 0x[0-9a-f]+", "base@ = 0xADDR");
  }

  /** print-complex.mlir / print-complex.out (recorded with mlir22 run). */
  @Test
  void complexElementsMatchTheRecordedOutput() throws IOException {
    long f = m.malloc(24);
    float[] fs = {1.5f, -0.25f, 0.1f, 1.0e10f, Float.intBitsToFloat(0x7FC0_0000), -0.0f};
    for (int i = 0; i < fs.length; i++) m.storeF32(Pointers.offsetBy(f, 4L * i), fs[i]);
    h.call("_mlir_ciface_printMemrefC32", h.unranked(RuntimeHarness.contiguous(f, 3)));
    long d = m.malloc(32);
    double[] ds = {2.0, 3.0, -1.0e-7, 123456789.0};
    for (int i = 0; i < ds.length; i++) m.storeF64(Pointers.offsetBy(d, 8L * i), ds[i]);
    h.call("printMemrefC64", 2L, h.ranked(RuntimeHarness.contiguous(d, 1, 2)));
    assertEquals(MemRefPrintGoldenTest.resource("print-complex.out"), h.out());
  }

  @Test
  void printsTheAlignedPointerAndNullAsZero() {
    long buf = m.malloc(8);
    MemRefDescriptor d = new MemRefDescriptor(buf, Pointers.offsetBy(buf, 4), 0, new long[] {1}, new long[] {1});
    StringBuilder sb = new StringBuilder();
    MemRefPrinter.appendMetadata(sb, d);
    assertEquals("base@ = 0x" + Long.toHexString(buf + 4) + " rank = 1 offset = 0 sizes = [1] strides = [1]", sb.toString());
    StringBuilder nul = new StringBuilder();
    MemRefPrinter.appendMetadata(nul, new MemRefDescriptor(0, 0, 0, new long[0], new long[0]));
    assertEquals("base@ = 0 rank = 0 offset = 0 sizes = [] strides = []", nul.toString());
  }

  @Test
  void outOfBoundsDataTrapsLikeAnyAccess() {
    long buf = h.i32Buffer(4, 1);
    MemRefDescriptor tooBig = RuntimeHarness.contiguous(buf, 5);
    Trap t = assertThrows(Trap.class, () -> print(ElementFormat.I32, tooBig));
    assertEquals(TrapKind.OUT_OF_BOUNDS, t.kind());
    m.free(buf);
    assertEquals(TrapKind.USE_AFTER_FREE,
        assertThrows(Trap.class, () -> print(ElementFormat.I32, RuntimeHarness.contiguous(buf, 2))).kind());
  }

  @Test
  void emptyDimensionShowsTheReadableElementAtItsAddress() {
    long buf = h.i32Buffer(4, 7);
    MemRefDescriptor empty = new MemRefDescriptor(buf, buf, 2, new long[] {0}, new long[] {1});
    assertEquals("Unranked Memref base@ = 0xADDR rank = 1 offset = 2 sizes = [0] strides = [1] data = \n[14]\n",
        print(ElementFormat.I32, empty));
    MemRefDescriptor past = new MemRefDescriptor(buf, buf, 4, new long[] {0, 2}, new long[] {2, 1});
    assertEquals("Unranked Memref base@ = 0xADDR rank = 2 offset = 4 sizes = [0, 2] strides = [2, 1] data = \n"
        + "[[0,   0]]\n", print(ElementFormat.I32, past));
  }

  @Test
  void rankedPrintersUseTheMemrefPrefix() {
    long buf = h.i32Buffer(3, 1);
    h.call("_mlir_ciface_printMemref1dI32", h.ranked(RuntimeHarness.contiguous(buf, 3)));
    assertEquals("Memref base@ = 0xADDR rank = 1 offset = 0 sizes = [3] strides = [1] data = \n[0,  1,  2]\n", h.out());
  }

  @Test
  void shapePrintersPrintOnlyTheHeader() {
    long buf = h.i32Buffer(6, 1);
    h.call("_mlir_ciface_printMemrefShapeI32", h.unranked(RuntimeHarness.contiguous(buf, 2, 3)));
    assertEquals("Unranked Memref base@ = 0xADDR rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1]\n", h.out());
  }

  @Test
  void plainPrintersTakeRankAndDescriptor() {
    long buf = h.i32Buffer(2, 5);
    h.call("printMemrefI32", 1L, h.ranked(RuntimeHarness.contiguous(buf, 2)));
    assertEquals("Unranked Memref base@ = 0xADDR rank = 1 offset = 0 sizes = [2] strides = [1] data = \n[0,  5]\n", h.out());
  }

  @Test
  void garbageRankIsAnInvalidArgument() {
    long u = m.malloc(16);
    m.storeI64(u, -1);
    Trap t = assertThrows(Trap.class, () -> h.call("_mlir_ciface_printMemrefF32", u));
    assertEquals(TrapKind.INVALID_ARGUMENT, t.kind());
    assertEquals("memref descriptor with rank -1", t.detail());
  }
}
