package rw.exec.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

class StandardRuntimeTest {
  /**
   * The runner-utils symbols rw provides, from {@code nm -D --defined-only} of
   * libmlir_runner_utils.so.22.1 and libmlir_c_runner_utils.so.22.1 (minus sparse-tensor, verify,
   * random and sort functions), plus wrappers.c.
   */
  private static final List<String> REFERENCE_SYMBOLS = List.of(
      "_mlir_ciface_printMemrefI8", "_mlir_ciface_printMemrefI16", "_mlir_ciface_printMemrefI32",
      "_mlir_ciface_printMemrefI64", "_mlir_ciface_printMemrefF16", "_mlir_ciface_printMemrefBF16",
      "_mlir_ciface_printMemrefF32", "_mlir_ciface_printMemrefF64", "_mlir_ciface_printMemrefInd",
      "_mlir_ciface_printMemrefC32", "_mlir_ciface_printMemrefC64",
      "printMemrefI32", "printMemrefI64", "printMemrefF32", "printMemrefF64", "printMemrefInd",
      "printMemrefC32", "printMemrefC64",
      "_mlir_ciface_printMemrefShapeI8", "_mlir_ciface_printMemrefShapeI32", "_mlir_ciface_printMemrefShapeI64",
      "_mlir_ciface_printMemrefShapeF32", "_mlir_ciface_printMemrefShapeF64", "_mlir_ciface_printMemrefShapeInd",
      "_mlir_ciface_printMemrefShapeC32", "_mlir_ciface_printMemrefShapeC64",
      "_mlir_ciface_printMemref0dF32", "_mlir_ciface_printMemref1dF32", "_mlir_ciface_printMemref2dF32",
      "_mlir_ciface_printMemref3dF32", "_mlir_ciface_printMemref4dF32", "_mlir_ciface_printMemref1dI8",
      "_mlir_ciface_printMemref1dI32", "_mlir_ciface_printMemref1dI64", "_mlir_ciface_printMemref1dF64",
      "_mlir_ciface_printMemref1dInd", "_mlir_ciface_printMemref1dC32", "_mlir_ciface_printMemref1dC64",
      "_mlir_ciface_nanoTime", "printCString",
      "printI64", "printU64", "printF32", "printF64", "printString", "printOpen", "printClose",
      "printComma", "printNewline", "printFlops", "rtclock", "memrefCopy",
      "mlirAlloc", "mlirAlignedAlloc", "mlirFree", "mlirAlignedFree",
      "_mlir_ciface_fillI32Buffer", "_mlir_ciface_fillF32Buffer1D", "_mlir_ciface_fillF32Buffer2D",
      "_mlir_ciface_fillF32Buffer3D", "_mlir_ciface_rtclock", "_mlir_ciface_printF64",
      "_mlir_ciface_printNewline",
      "malloc", "calloc", "realloc", "aligned_alloc", "free", "memcpy", "memmove", "memset", "abort",
      "putchar", "puts");

  @Test
  void providesExactlyTheReferenceSymbols() {
    RuntimeLibrary lib = StandardRuntime.library();
    Set<String> names = new TreeSet<>();
    lib.functions().forEach(f -> names.add(f.name()));
    assertEquals(new TreeSet<>(REFERENCE_SYMBOLS), names);
    assertEquals(REFERENCE_SYMBOLS.size(), lib.size());
  }

  @Test
  void signaturesAreTheLoweredOnes() {
    RuntimeLibrary lib = StandardRuntime.library();
    assertEquals("void (ptr)", lib.find("_mlir_ciface_printMemrefI32").orElseThrow().signature());
    assertEquals("void (i64, ptr)", lib.find("printMemrefF32").orElseThrow().signature());
    assertEquals("void (ptr, i32)", lib.find("_mlir_ciface_fillI32Buffer").orElseThrow().signature());
    assertEquals("void (ptr, f32)", lib.find("_mlir_ciface_fillF32Buffer2D").orElseThrow().signature());
    assertEquals("f64 ()", lib.find("_mlir_ciface_rtclock").orElseThrow().signature());
    assertEquals("ptr (i64)", lib.find("malloc").orElseThrow().signature());
    assertEquals("void (i64, ptr, ptr)", lib.find("memrefCopy").orElseThrow().signature());
    assertEquals("i64 ()", lib.find("_mlir_ciface_nanoTime").orElseThrow().signature());
  }

  @Test
  void scalarPrintersHaveNoCInterfaceSymbolUnlessAliasesAreAsked() {
    assertFalse(StandardRuntime.library().contains("_mlir_ciface_printI64"));
    RuntimeLibrary extended = StandardRuntime.libraryWithAliases();
    assertTrue(extended.contains("_mlir_ciface_printI64"));
    assertTrue(extended.contains("_mlir_ciface_printF32"));
    assertTrue(extended.contains("_mlir_ciface_printFlops"));
    RuntimeHarness h = new RuntimeHarness(extended);
    h.call("_mlir_ciface_printI64", -3L);
    h.call("_mlir_ciface_printComma");
    h.call("_mlir_ciface_printF32", 0.5f);
    assertEquals("-3, 0.5", h.out());
    assertEquals(StandardRuntime.library().size() + 9, extended.size());
  }

  @Test
  void clocksAdvance() {
    RuntimeHarness h = new RuntimeHarness();
    double wall = (Double) h.call("rtclock");
    assertTrue(wall > 1.6e9, "seconds since 1970: " + wall);
    double a = (Double) h.call("_mlir_ciface_rtclock");
    double b = (Double) h.call("_mlir_ciface_rtclock");
    assertTrue(b >= a);
    long nanos = (Long) h.call("_mlir_ciface_nanoTime");
    assertTrue(Math.abs(nanos / 1e9 - wall) < 60);
  }
}
