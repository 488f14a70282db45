package rw.exec.runtime;

import rw.exec.memory.Memory;
import rw.exec.trap.Trap;

/**
 * MLIR's memref printer ({@code printMemrefF32} and friends), byte for byte. The output is the
 * header {@code Unranked Memref base@ = 0x... rank = R offset = O sizes = [..] strides = [..]
 * data = } and a newline, then the elements in nested brackets: the first element of a dimension
 * follows its {@code [}, later ones are preceded by {@code ", "} and {@code rank - dims + 1}
 * spaces (dims = the dimensions left, this one included), and an outer dimension puts a newline
 * after each {@code ", "}. Rank 0 prints {@code [x]}.
 *
 * <p>MLIR prints the first element of a dimension even when its size is 0, reading memory it
 * does not own (uninitialised or past the end of the buffer). rw prints the same brackets, with
 * the value at that address when it is readable and 0 when it is not.
 */
public final class MemRefPrinter {
  private final Memory memory;
  private final ElementFormat format;
  private final MemRefDescriptor memref;
  private final StringBuilder sb;
  private final int rank;

  private MemRefPrinter(Memory memory, ElementFormat format, MemRefDescriptor memref, StringBuilder sb) {
    this.memory = memory;
    this.format = format;
    this.memref = memref;
    this.sb = sb;
    this.rank = memref.rank();
  }

  /** The whole print: {@code prefix} ("Unranked Memref " or "Memref "), header, data, newline. */
  public static void print(StringBuilder sb, String prefix, Memory memory, ElementFormat format,
      MemRefDescriptor memref) {
    sb.append(prefix);
    appendMetadata(sb, memref);
    sb.append(" data = \n");
    MemRefPrinter printer = new MemRefPrinter(memory, format, memref, sb);
    if (printer.rank == 0) {
      sb.append('[');
      printer.element(memref.offset(), false);
      sb.append(']');
    } else {
      printer.dimension(0, memref.offset(), false);
    }
    sb.append('\n');
  }

  /** {@code base@ = 0x... rank = R offset = O sizes = [..] strides = [..]}. */
  public static void appendMetadata(StringBuilder sb, MemRefDescriptor memref) {
    sb.append("base@ = ").append(pointerText(memref.aligned()));
    sb.append(" rank = ").append(memref.rank());
    sb.append(" offset = ").append(memref.offset());
    sb.append(" sizes = ");
    appendList(sb, memref.sizes());
    sb.append(" strides = ");
    appendList(sb, memref.strides());
  }

  /** A pointer as C++ streams print {@code void*}: {@code 0x} and lower-case hex, null as 0. */
  static String pointerText(long ptr) {
    return ptr == 0 ? "0" : "0x" + Long.toHexString(ptr);
  }

  private static void appendList(StringBuilder sb, long[] values) {
    sb.append('[');
    for (int i = 0; i < values.length; i++) {
      if (i > 0) sb.append(", ");
      sb.append(values[i]);
    }
    sb.append(']');
  }

  private void dimension(int d, long offset, boolean phantom) {
    if (d == rank) {
      element(offset, phantom);
      return;
    }
    long size = memref.size(d);
    long stride = memref.stride(d);
    int dimsLeft = rank - d;
    int indent = d + 1;
    sb.append('[');
    dimension(d + 1, offset, phantom || size <= 0);
    if (size <= 1) {
      sb.append(']');
      return;
    }
    for (long i = 1; i < size; i++) {
      sb.append(", ");
      if (dimsLeft > 1) sb.append('\n');
      spaces(indent);
      dimension(d + 1, offset + i * stride, phantom);
    }
    sb.append(']');
  }

  private void element(long offset, boolean phantom) {
    long address = memref.elementAddress(offset, format.byteSize());
    if (!phantom) {
      format.append(sb, memory, address);
      return;
    }
    int mark = sb.length();
    try {
      format.append(sb, memory, address);
    } catch (Trap unreadable) {
      sb.setLength(mark);
      sb.append('0');
    }
  }

  private void spaces(int n) {
    for (int i = 0; i < n; i++) sb.append(' ');
  }
}
