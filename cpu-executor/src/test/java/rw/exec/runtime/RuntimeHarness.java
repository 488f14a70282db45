package rw.exec.runtime;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import rw.exec.memory.Memory;
import rw.exec.memory.Pointers;

/** A memory, captured output streams and the standard library, for calling runtime functions. */
final class RuntimeHarness {
  final Memory memory = new Memory();
  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();
  final RuntimeContext context = new RuntimeContext(memory, new RuntimeOutput(out), new RuntimeOutput(err));
  final RuntimeLibrary library;

  RuntimeHarness() {
    this(StandardRuntime.library());
  }

  RuntimeHarness(RuntimeLibrary library) {
    this.library = library;
  }

  Object call(String name, Object... args) {
    return library.find(name).orElseThrow(() -> new AssertionError("no function " + name)).invoke(context, args);
  }

  /** Everything printed to stdout so far, base addresses replaced by 0xADDR. */
  String out() {
    context.flush();
    return out.toString(StandardCharsets.ISO_8859_1).replaceAll("base@ = 0x[0-9a-f]+", "base@ = 0xADDR");
  }

  String err() {
    context.flush();
    return err.toString(StandardCharsets.ISO_8859_1);
  }

  /** A buffer of {@code n} i32 values 0, 1, 2, ... (times {@code scale}). */
  long i32Buffer(int n, int scale) {
    long p = memory.malloc(4L * n);
    for (int i = 0; i < n; i++) memory.storeI32(Pointers.offsetBy(p, 4L * i), i * scale);
    return p;
  }

  /** Writes {@code d} into memory; returns the pointer to it (a ranked memref argument). */
  long ranked(MemRefDescriptor d) {
    long p = memory.malloc(MemRefDescriptor.byteSize(d.rank()));
    d.write(memory, p);
    return p;
  }

  /** {@code {rank, descriptor}} in memory; returns the pointer (an unranked memref argument). */
  long unranked(MemRefDescriptor d) {
    long p = memory.malloc(16);
    memory.storeI64(p, d.rank());
    memory.storePtr(Pointers.offsetBy(p, 8), ranked(d));
    return p;
  }

  static MemRefDescriptor contiguous(long base, long... sizes) {
    return new MemRefDescriptor(base, base, 0, sizes, PrintCase.rowMajorStrides(sizes));
  }
}
