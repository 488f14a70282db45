package rw.exec.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import org.junit.jupiter.api.Test;
import rw.exec.memory.Memory;

/**
 * The wrappers.c fillers and memrefCopy, against fillers.out and memref-copy.out (recorded with
 * mlir22 run from fillers.mlir and memref-copy.mlir). Each test builds the program's memrefs.
 */
class FillersAndCopyTest {
  private final RuntimeHarness h = new RuntimeHarness();
  private final Memory m = h.memory;

  @Test
  void fillersMatchTheRecordedOutput() throws IOException {
    long a = m.malloc(20);
    h.call("_mlir_ciface_fillI32Buffer", h.ranked(RuntimeHarness.contiguous(a, 5)), -3);
    h.call("_mlir_ciface_printMemrefI32", h.unranked(RuntimeHarness.contiguous(a, 5)));
    long b = m.malloc(16);
    h.call("_mlir_ciface_fillF32Buffer1D", h.ranked(RuntimeHarness.contiguous(b, 4)), 2.5f);
    h.call("_mlir_ciface_printMemrefF32", h.unranked(RuntimeHarness.contiguous(b, 4)));
    long c = m.malloc(24);
    h.call("_mlir_ciface_fillF32Buffer2D", h.ranked(RuntimeHarness.contiguous(c, 2, 3)), 1.0e-3f);
    h.call("_mlir_ciface_printMemrefF32", h.unranked(RuntimeHarness.contiguous(c, 2, 3)));
    long d = m.malloc(32);
    h.call("_mlir_ciface_fillF32Buffer3D", h.ranked(RuntimeHarness.contiguous(d, 2, 2, 2)), -0.0f);
    h.call("_mlir_ciface_printMemrefF32", h.unranked(RuntimeHarness.contiguous(d, 2, 2, 2)));
    long e = m.malloc(32);
    h.call("_mlir_ciface_fillI32Buffer", h.ranked(RuntimeHarness.contiguous(e, 8)), 0);
    MemRefDescriptor view = new MemRefDescriptor(e, e, 2, new long[] {3}, new long[] {2});
    h.call("_mlir_ciface_fillI32Buffer", h.ranked(view), 9);
    h.call("_mlir_ciface_printMemrefI32", h.unranked(RuntimeHarness.contiguous(e, 8)));
    assertEquals(MemRefPrintGoldenTest.resource("fillers.out"), h.out());
  }

  @Test
  void memrefCopyMatchesTheRecordedOutput() throws IOException {
    long src = m.malloc(48);
    for (int i = 0; i < 12; i++) m.storeI32(src + 4L * i, i * 10 + 1);
    MemRefDescriptor transposed = new MemRefDescriptor(src, src, 0, new long[] {3, 2}, new long[] {1, 3});
    long d1 = m.malloc(24);
    copy(transposed, RuntimeHarness.contiguous(d1, 3, 2));
    h.call("_mlir_ciface_printMemrefI32", h.unranked(RuntimeHarness.contiguous(d1, 3, 2)));
    MemRefDescriptor strided = new MemRefDescriptor(src, src, 1, new long[] {2, 2}, new long[] {6, 2});
    long d2 = m.malloc(16);
    copy(strided, RuntimeHarness.contiguous(d2, 2, 2));
    h.call("_mlir_ciface_printMemrefI32", h.unranked(RuntimeHarness.contiguous(d2, 2, 2)));
    long d3 = m.malloc(48);
    copy(transposed, new MemRefDescriptor(d3, d3, 2, new long[] {3, 2}, new long[] {1, 4}));
    h.call("_mlir_ciface_printMemrefI32", h.unranked(RuntimeHarness.contiguous(d3, 12)));
    assertEquals(MemRefPrintGoldenTest.resource("memref-copy.out"), h.out());
  }

  private void copy(MemRefDescriptor from, MemRefDescriptor to) {
    h.call("memrefCopy", 4L, h.unranked(from), h.unranked(to));
  }

  @Test
  void memrefCopyOfContiguousRowsRankZeroAndEmptyShapes() {
    long src = h.i32Buffer(6, 1);
    long dst = m.malloc(24);
    MemRefCopy.copy(m, 4, RuntimeHarness.contiguous(src, 2, 3), RuntimeHarness.contiguous(dst, 2, 3));
    for (int i = 0; i < 6; i++) assertEquals(i, m.loadI32(dst + 4L * i));
    long one = m.malloc(4);
    MemRefCopy.copy(m, 4, new MemRefDescriptor(src, src, 5, new long[0], new long[0]),
        new MemRefDescriptor(one, one, 0, new long[0], new long[0]));
    assertEquals(5, m.loadI32(one));
    long none = m.malloc(0);
    MemRefCopy.copy(m, 4, RuntimeHarness.contiguous(none, 0, 3), RuntimeHarness.contiguous(none, 0, 3));
  }

  @Test
  void fillersWriteFromTheAllocatedPointer() {
    long buf = m.malloc(16);
    MemRefDescriptor d = new MemRefDescriptor(buf, buf + 8, 1, new long[] {2}, new long[] {1});
    h.call("_mlir_ciface_fillF32Buffer1D", h.ranked(d), 1.0f);
    assertEquals(1.0f, m.loadF32(buf));
    assertEquals(1.0f, m.loadF32(buf + 4));
    assertEquals(0.0f, m.loadF32(buf + 8));
  }
}
