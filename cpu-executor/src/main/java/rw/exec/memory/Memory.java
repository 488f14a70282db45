package rw.exec.memory;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;
import rw.exec.semantics.NarrowFloat;
import rw.exec.trap.Trap;
import rw.exec.trap.TrapKind;
import rw.ir.loc.Location;

/**
 * The memory of one executed program: heap, stack and global {@link Allocation}s addressed by
 * {@link Pointers} (64-bit longs), with typed little-endian loads and stores that trap precisely
 * ({@link Trap}) on null, invalid, released, read-only or out-of-bounds accesses, never crash.
 *
 * <p>Hot path: a load or store decodes the id, reads one {@code byte[]} from an array indexed by
 * id (no maps) and checks the offset against its length. Released, read-only (for stores) and
 * unused ids map to an empty array, so every failure falls into the same single branch and is
 * explained afterwards by {@link AccessFaults}. Not thread-safe.
 */
public final class Memory {
  private static final VarHandle I16 = view(short[].class);
  private static final VarHandle I32 = view(int[].class);
  private static final VarHandle I64 = view(long[].class);
  private static final int MAX_ALLOCATION = Integer.MAX_VALUE - 8;
  /** Released ids reused only after this many later releases; see {@link IdPool}. */
  static final int QUARANTINE = 1 << 20;

  private final MemoryLimits limits;
  private final IdPool ids = new IdPool(QUARANTINE);
  private final StackTracker stack = new StackTracker();
  private byte[][] readable = emptyTable(256);
  private byte[][] writable = emptyTable(256);
  private Allocation[] allocations = new Allocation[256];
  private long liveBytes;

  public Memory() {
    this(MemoryLimits.DEFAULT);
  }

  public Memory(MemoryLimits limits) {
    this.limits = limits;
  }

  public MemoryLimits limits() {
    return limits;
  }

  // ---- allocation ----------------------------------------------------------------------------

  /** {@code malloc(size)}: a new zeroed heap allocation (also for size 0: a unique pointer). */
  public long malloc(long size) {
    return malloc(size, null);
  }

  public long malloc(long size, Location origin) {
    return allocate(AllocationKind.HEAP, size, null, origin).base();
  }

  /**
   * {@code aligned_alloc(alignment, size)}: like malloc (every allocation starts at an address
   * aligned to 2^40); returns null, as C does, when the alignment is not a power of two.
   */
  public long alignedAlloc(long alignment, long size) {
    if (alignment <= 0 || Long.bitCount(alignment) != 1) return Pointers.NULL;
    return allocate(AllocationKind.HEAP, size, null, null).base();
  }

  /** {@code free(ptr)}: null is ignored; anything but the start of a live heap block traps. */
  public void free(long ptr) {
    if (ptr == Pointers.NULL) return;
    Allocation a = allocationAt(ptr);
    if (a == null) {
      throw new Trap(TrapKind.INVALID_FREE,
          "free of pointer " + Pointers.hex(ptr) + " that was not returned by malloc");
    }
    if (a.kind() != AllocationKind.HEAP) {
      throw new Trap(TrapKind.INVALID_FREE, "free of " + a.describe() + ", which is not heap memory");
    }
    if (a.isReleased()) throw new Trap(TrapKind.DOUBLE_FREE, "double free of " + a.describe());
    if (Pointers.offset(ptr) != 0) {
      throw new Trap(TrapKind.INVALID_FREE, "free of a pointer " + Pointers.signedOffset(ptr)
          + " bytes into " + a.describe() + " instead of its start");
    }
    release(a);
  }

  /**
   * {@code llvm.alloca}: a zeroed stack allocation, released by {@link #popStack}. {@code label}
   * (may be null) describes it in messages.
   */
  public long alloca(long size, String label, Location origin) {
    long charged = stack.charge(size, limits.maxStackBytes());
    Allocation a = allocate(AllocationKind.STACK, size, label, origin);
    stack.push(a.id(), charged);
    return a.base();
  }

  /** The current stack depth, to be passed to {@link #popStack} when the frame returns. */
  public int stackMark() {
    return stack.depth();
  }

  /** Releases every stack allocation made since {@code mark} was taken. */
  public void popStack(int mark) {
    while (stack.depth() > mark) release(allocations[stack.pop()]);
  }

  /** Live stack bytes as counted against the stack limit (16-byte granules). */
  public long stackBytes() {
    return stack.bytes();
  }

  /** A zeroed global named {@code name}; make it read-only with {@link #protect} once filled. */
  public long allocateGlobal(String name, long size, Location origin) {
    return allocate(AllocationKind.GLOBAL, size, name, origin).base();
  }

  /** Makes the allocation {@code ptr} points into read-only: stores into it trap. */
  public void protect(long ptr) {
    Allocation a = allocationAt(ptr);
    if (a == null || a.isReleased()) throw new IllegalStateException("protect of " + Pointers.hex(ptr));
    a.markReadOnly();
    writable[a.id()] = Allocation.NO_BYTES;
  }

  /** The allocation {@code ptr} points into (live or released), or null if it names none. */
  public Allocation allocationAt(long ptr) {
    int id = Pointers.id(ptr);
    return id > 0 && id < allocations.length ? allocations[id] : null;
  }

  /** Bytes of all live allocations. */
  public long liveBytes() {
    return liveBytes;
  }

  private Allocation allocate(AllocationKind kind, long size, String label, Location origin) {
    checkSize(kind, size);
    int id = ids.take();
    ensureCapacity(id);
    Allocation a = newAllocation(id, kind, (int) size, label, origin);
    allocations[id] = a;
    readable[id] = a.data;
    writable[id] = a.data;
    liveBytes += size;
    return a;
  }

  private void checkSize(AllocationKind kind, long size) {
    if (size < 0 || size > MAX_ALLOCATION) {
      throw new Trap(TrapKind.MEMORY_LIMIT, describeRequest(kind, size)
          + " is larger than the 2 GiB rw supports per allocation");
    }
    if (liveBytes + size > limits.maxTotalBytes()) {
      throw new Trap(TrapKind.MEMORY_LIMIT, describeRequest(kind, size) + " would exceed the memory limit of "
          + limits.maxTotalBytes() + " bytes (" + liveBytes + " bytes in use; see --max-memory)");
    }
  }

  private static String describeRequest(AllocationKind kind, long size) {
    return kind.label() + " allocation of " + Long.toUnsignedString(size) + " bytes";
  }

  private static Allocation newAllocation(int id, AllocationKind kind, int size, String label, Location origin) {
    try {
      return new Allocation(id, kind, size, label, origin);
    } catch (OutOfMemoryError e) {
      throw new Trap(TrapKind.MEMORY_LIMIT, "the JVM has no memory left for a " + kind.label()
          + " allocation of " + size + " bytes; give it more (-Xmx) or lower --max-memory");
    }
  }

  private void release(Allocation a) {
    a.markReleased();
    readable[a.id()] = Allocation.NO_BYTES;
    writable[a.id()] = Allocation.NO_BYTES;
    liveBytes -= a.size();
    ids.release(a.id());
  }

  private void ensureCapacity(int id) {
    if (id < allocations.length) return;
    int n = (int) Math.min((long) Pointers.MAX_ID + 1, Math.max(2L * allocations.length, id + 1L));
    allocations = Arrays.copyOf(allocations, n);
    readable = grow(readable, n);
    writable = grow(writable, n);
  }

  // ---- typed access --------------------------------------------------------------------------

  /** i1 is one byte in memory; its bit 0 is the value (returned sign-extended: 0 or -1). */
  public int loadI1(long p) {
    return -(read(p, 1)[(int) (p & Pointers.OFFSET_MASK)] & 1);
  }

  public void storeI1(long p, int v) {
    write(p, 1)[(int) (p & Pointers.OFFSET_MASK)] = (byte) (v & 1);
  }

  public int loadI8(long p) {
    return read(p, 1)[(int) (p & Pointers.OFFSET_MASK)];
  }

  public void storeI8(long p, int v) {
    write(p, 1)[(int) (p & Pointers.OFFSET_MASK)] = (byte) v;
  }

  public int loadI16(long p) {
    return (short) I16.get(read(p, 2), (int) (p & Pointers.OFFSET_MASK));
  }

  public void storeI16(long p, int v) {
    I16.set(write(p, 2), (int) (p & Pointers.OFFSET_MASK), (short) v);
  }

  public int loadI32(long p) {
    return (int) I32.get(read(p, 4), (int) (p & Pointers.OFFSET_MASK));
  }

  public void storeI32(long p, int v) {
    I32.set(write(p, 4), (int) (p & Pointers.OFFSET_MASK), v);
  }

  public long loadI64(long p) {
    return (long) I64.get(read(p, 8), (int) (p & Pointers.OFFSET_MASK));
  }

  public void storeI64(long p, long v) {
    I64.set(write(p, 8), (int) (p & Pointers.OFFSET_MASK), v);
  }

  public float loadF32(long p) {
    return Float.intBitsToFloat(loadI32(p));
  }

  public void storeF32(long p, float v) {
    storeI32(p, Float.floatToRawIntBits(v));
  }

  public double loadF64(long p) {
    return Double.longBitsToDouble(loadI64(p));
  }

  public void storeF64(long p, double v) {
    storeI64(p, Double.doubleToRawLongBits(v));
  }

  public float loadF16(long p) {
    return NarrowFloat.F16.fromBits(loadI16(p));
  }

  /** Stores an f16 value (a float exactly representable in f16, see ValueRepr). */
  public void storeF16(long p, float v) {
    storeI16(p, NarrowFloat.F16.toBits(v));
  }

  public float loadBF16(long p) {
    return NarrowFloat.BF16.fromBits(loadI16(p));
  }

  public void storeBF16(long p, float v) {
    storeI16(p, NarrowFloat.BF16.toBits(v));
  }

  public long loadPtr(long p) {
    return loadI64(p);
  }

  public void storePtr(long p, long v) {
    storeI64(p, v);
  }

  // ---- direct access to globals ----------------------------------------------------------------

  /**
   * The bytes of the global that {@code ptr} points into, for steps that bind to a global once
   * and then access it by offset with {@link #readI32} and friends: they check the offset
   * themselves and, when it is out of range, use the checked accessors for the trap. Null when
   * {@code ptr} is not in a live global or, for writing, is in a read-only one. Globals are never
   * released, so the bytes stay valid.
   */
  public byte[] globalBytes(long ptr, boolean forWrite) {
    Allocation a = allocationAt(ptr);
    if (a == null || a.kind() != AllocationKind.GLOBAL || a.isReleased()) return null;
    if (forWrite && a.isReadOnly()) return null;
    return a.data;
  }

  /** The little-endian i32 at {@code offset} of {@code bytes} (from {@link #globalBytes}). */
  public static int readI32(byte[] bytes, int offset) {
    return (int) I32.get(bytes, offset);
  }

  public static void writeI32(byte[] bytes, int offset, int v) {
    I32.set(bytes, offset, v);
  }

  public static long readI64(byte[] bytes, int offset) {
    return (long) I64.get(bytes, offset);
  }

  public static void writeI64(byte[] bytes, int offset, long v) {
    I64.set(bytes, offset, v);
  }

  // ---- bulk access ---------------------------------------------------------------------------

  /** {@code memcpy}/{@code memmove}: overlapping ranges are copied as if through a buffer. */
  public void copy(long dst, long src, long n) {
    if (n == 0) return;
    byte[] from = range(src, n, false, "memcpy source read");
    byte[] to = range(dst, n, true, "memcpy destination write");
    System.arraycopy(from, (int) Pointers.offset(src), to, (int) Pointers.offset(dst), (int) n);
  }

  /** {@code memset}: {@code n} bytes at {@code dst} set to the low byte of {@code value}. */
  public void fill(long dst, int value, long n) {
    if (n == 0) return;
    byte[] to = range(dst, n, true, "memset");
    int from = (int) Pointers.offset(dst);
    Arrays.fill(to, from, from + (int) n, (byte) value);
  }

  /** A copy of {@code n} bytes at {@code p}. */
  public byte[] readBytes(long p, int n) {
    byte[] out = new byte[n];
    if (n == 0) return out;
    System.arraycopy(range(p, n, false, "read"), (int) Pointers.offset(p), out, 0, n);
    return out;
  }

  public void writeBytes(long p, byte[] bytes) {
    if (bytes.length == 0) return;
    byte[] to = range(p, bytes.length, true, "write");
    System.arraycopy(bytes, 0, to, (int) Pointers.offset(p), bytes.length);
  }

  /** The bytes from {@code p} up to (excluding) the next NUL byte, which must exist. */
  public byte[] readCString(long p) {
    byte[] d = range(p, 1, false, "string read");
    int start = (int) Pointers.offset(p);
    for (int i = start; i < d.length; i++) {
      if (d[i] == 0) return Arrays.copyOfRange(d, start, i);
    }
    throw AccessFaults.explain("string read", p, d.length - start + 1L, allocationAt(p), false);
  }

  // ---- checks --------------------------------------------------------------------------------

  private byte[] read(long p, int n) {
    int id = (int) (p >>> Pointers.OFFSET_BITS);
    byte[][] t = readable;
    if (id < t.length) {
      byte[] d = t[id];
      if ((p & Pointers.OFFSET_MASK) <= d.length - n) return d;
    }
    throw AccessFaults.explain("load", p, n, allocationAt(p), false);
  }

  private byte[] write(long p, int n) {
    int id = (int) (p >>> Pointers.OFFSET_BITS);
    byte[][] t = writable;
    if (id < t.length) {
      byte[] d = t[id];
      if ((p & Pointers.OFFSET_MASK) <= d.length - n) return d;
    }
    throw AccessFaults.explain("store", p, n, allocationAt(p), true);
  }

  private byte[] range(long p, long n, boolean forWrite, String access) {
    int id = Pointers.id(p);
    byte[][] t = forWrite ? writable : readable;
    if (id < t.length && n > 0) {
      byte[] d = t[id];
      if (Pointers.offset(p) <= d.length - n) return d;
    }
    throw AccessFaults.explain(access, p, n, allocationAt(p), forWrite);
  }

  private static byte[][] emptyTable(int n) {
    byte[][] t = new byte[n][];
    Arrays.fill(t, Allocation.NO_BYTES);
    return t;
  }

  private static byte[][] grow(byte[][] t, int n) {
    byte[][] bigger = Arrays.copyOf(t, n);
    Arrays.fill(bigger, t.length, n, Allocation.NO_BYTES);
    return bigger;
  }

  private static VarHandle view(Class<?> arrayClass) {
    return MethodHandles.byteArrayViewVarHandle(arrayClass, ByteOrder.LITTLE_ENDIAN);
  }
}
