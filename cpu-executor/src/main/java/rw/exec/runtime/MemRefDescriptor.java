package rw.exec.runtime;

import java.util.Arrays;
import java.util.Objects;
import rw.exec.memory.Memory;
import rw.exec.memory.Pointers;
import rw.exec.trap.Trap;
import rw.exec.trap.TrapKind;

/**
 * A strided memref descriptor as the C interface lays it out in memory: {@code {T* allocated; T*
 * aligned; int64 offset; int64 sizes[rank]; int64 strides[rank]}}, 8 bytes per field. An unranked
 * memref is {@code {int64 rank; void* descriptor}}. Offsets and strides count elements.
 */
public record MemRefDescriptor(long allocated, long aligned, long offset, long[] sizes, long[] strides) {
  /** The largest rank accepted from a program (MLIR has no limit; this guards garbage). */
  public static final int MAX_RANK = 64;

  public MemRefDescriptor {
    if (sizes.length != strides.length) throw new IllegalArgumentException("sizes and strides differ in rank");
    sizes = sizes.clone();
    strides = strides.clone();
  }

  @Override
  public long[] sizes() {
    return sizes.clone();
  }

  @Override
  public long[] strides() {
    return strides.clone();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof MemRefDescriptor d && allocated == d.allocated && aligned == d.aligned
        && offset == d.offset && Arrays.equals(sizes, d.sizes) && Arrays.equals(strides, d.strides);
  }

  @Override
  public int hashCode() {
    return Objects.hash(allocated, aligned, offset, Arrays.hashCode(sizes), Arrays.hashCode(strides));
  }

  @Override
  public String toString() {
    return "MemRefDescriptor[allocated=" + Pointers.hex(allocated) + ", aligned=" + Pointers.hex(aligned)
        + ", offset=" + offset + ", sizes=" + Arrays.toString(sizes) + ", strides=" + Arrays.toString(strides) + "]";
  }

  public int rank() {
    return sizes.length;
  }

  public long size(int dim) {
    return sizes[dim];
  }

  public long stride(int dim) {
    return strides[dim];
  }

  /** The number of elements: the product of the sizes (1 for rank 0). */
  public long elementCount() {
    long n = 1;
    for (long s : sizes) n *= s;
    return n;
  }

  /** The address of the element at linear element position {@code index} from {@code aligned}. */
  public long elementAddress(long index, int elementSize) {
    return Pointers.offsetBy(aligned, index * elementSize);
  }

  /** Reads the descriptor of rank {@code rank} at {@code ptr}. */
  public static MemRefDescriptor read(Memory memory, long ptr, long rank) {
    if (rank < 0 || rank > MAX_RANK) {
      throw new Trap(TrapKind.INVALID_ARGUMENT, "memref descriptor with rank " + rank);
    }
    int r = (int) rank;
    long[] sizes = new long[r];
    long[] strides = new long[r];
    for (int i = 0; i < r; i++) {
      sizes[i] = memory.loadI64(Pointers.offsetBy(ptr, 24 + 8L * i));
      strides[i] = memory.loadI64(Pointers.offsetBy(ptr, 24 + 8L * (r + i)));
    }
    long allocated = memory.loadPtr(ptr);
    long aligned = memory.loadPtr(Pointers.offsetBy(ptr, 8));
    long offset = memory.loadI64(Pointers.offsetBy(ptr, 16));
    return new MemRefDescriptor(allocated, aligned, offset, sizes, strides);
  }

  /** Reads the unranked memref {@code {int64 rank; void* descriptor}} at {@code ptr}. */
  public static MemRefDescriptor readUnranked(Memory memory, long ptr) {
    long rank = memory.loadI64(ptr);
    long descriptor = memory.loadPtr(Pointers.offsetBy(ptr, 8));
    return read(memory, descriptor, rank);
  }

  /** Writes this descriptor at {@code ptr} (for tests and hosts that build memrefs). */
  public void write(Memory memory, long ptr) {
    memory.storePtr(ptr, allocated);
    memory.storePtr(Pointers.offsetBy(ptr, 8), aligned);
    memory.storeI64(Pointers.offsetBy(ptr, 16), offset);
    for (int i = 0; i < rank(); i++) {
      memory.storeI64(Pointers.offsetBy(ptr, 24 + 8L * i), sizes[i]);
      memory.storeI64(Pointers.offsetBy(ptr, 24 + 8L * (rank() + i)), strides[i]);
    }
  }

  /** Bytes the descriptor of {@code rank} occupies. */
  public static long byteSize(int rank) {
    return 24 + 16L * rank;
  }
}
