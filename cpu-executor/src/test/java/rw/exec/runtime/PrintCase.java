package rw.exec.runtime;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import rw.exec.memory.Memory;
import rw.exec.memory.Pointers;
import rw.exec.semantics.NarrowFloat;

/**
 * One {@code // case: FUNC TYPE SHAPE VALUES [VIEW]} line of a generated print test (see
 * src/test/resources/runtime/gen-print-test.py): builds in rw's memory the memref the MLIR
 * program builds, and returns the pointer argument the printer function takes.
 */
final class PrintCase {
  final String function;
  final String type;
  final long[] shape;
  final List<String> values;
  final String view;

  private PrintCase(String line) {
    String[] f = line.trim().split("\\s+");
    function = f[0];
    type = f[1];
    shape = dims(f[2]);
    values = f[3].equals("-") ? List.of() : Arrays.asList(f[3].split(","));
    view = f.length > 4 ? f[4] : null;
  }

  static List<PrintCase> parseProgram(String mlir) {
    List<PrintCase> cases = new ArrayList<>();
    for (String line : mlir.split("\n")) {
      if (line.startsWith("// case: ")) cases.add(new PrintCase(line.substring("// case: ".length())));
    }
    return cases;
  }

  /** The C-interface symbol the lowered program calls. */
  String symbol() {
    return "_mlir_ciface_" + function;
  }

  boolean ranked() {
    return Character.isDigit(function.charAt("printMemref".length()));
  }

  /** Builds buffer and descriptor; returns the pointer to pass (unranked or ranked descriptor). */
  long build(Memory memory) {
    int size = elementSize();
    long base = memory.malloc((long) values.size() * size);
    for (int i = 0; i < values.size(); i++) store(memory, Pointers.offsetBy(base, (long) i * size), values.get(i));
    MemRefDescriptor d = descriptor(base);
    long desc = memory.malloc(MemRefDescriptor.byteSize(d.rank()));
    d.write(memory, desc);
    if (ranked()) return desc;
    long unranked = memory.malloc(16);
    memory.storeI64(unranked, d.rank());
    memory.storePtr(Pointers.offsetBy(unranked, 8), desc);
    return unranked;
  }

  private MemRefDescriptor descriptor(long base) {
    if (view == null) return new MemRefDescriptor(base, base, 0, shape, rowMajorStrides(shape));
    String[] v = view.split(";");
    return new MemRefDescriptor(base, base, Long.parseLong(v[0]), dims(v[1]), dims(v[2]));
  }

  private int elementSize() {
    return switch (type) {
      case "i8" -> 1;
      case "i16", "f16", "bf16" -> 2;
      case "i32", "f32" -> 4;
      default -> 8;
    };
  }

  private void store(Memory m, long p, String literal) {
    boolean hex = literal.startsWith("0x");
    long bits = hex ? Long.parseUnsignedLong(literal.substring(2), 16) : 0;
    switch (type) {
      case "i8" -> m.storeI8(p, Integer.parseInt(literal));
      case "i16" -> m.storeI16(p, Integer.parseInt(literal));
      case "i32" -> m.storeI32(p, Integer.parseInt(literal));
      case "i64", "index" -> m.storeI64(p, Long.parseLong(literal));
      case "f16" -> m.storeI16(p, hex ? (int) bits : NarrowFloat.F16.roundToBits(Double.parseDouble(literal)));
      case "bf16" -> m.storeI16(p, hex ? (int) bits : NarrowFloat.BF16.roundToBits(Double.parseDouble(literal)));
      case "f32" -> m.storeI32(p, hex ? (int) bits : Float.floatToRawIntBits(Float.parseFloat(literal)));
      case "f64" -> m.storeI64(p, hex ? bits : Double.doubleToRawLongBits(Double.parseDouble(literal)));
      default -> throw new IllegalArgumentException("element type " + type);
    }
  }

  static long[] rowMajorStrides(long[] shape) {
    long[] strides = new long[shape.length];
    long s = 1;
    for (int i = shape.length - 1; i >= 0; i--) {
      strides[i] = s;
      s *= shape[i];
    }
    return strides;
  }

  private static long[] dims(String s) {
    if (s.equals("-")) return new long[0];
    return Arrays.stream(s.split("x")).mapToLong(Long::parseLong).toArray();
  }
}
