package rw.exec.memory;

import rw.ir.loc.FileLineColLoc;
import rw.ir.loc.Location;

/**
 * One block of memory of the executed program: bounds-checked little-endian bytes, owned by a
 * {@link Memory}. After release (free, or its stack frame popped) the bytes are dropped and only
 * the description stays, so later accesses trap precisely.
 */
public final class Allocation {
  static final byte[] NO_BYTES = new byte[0];

  private final int id;
  private final AllocationKind kind;
  private final int size;
  private final String label;
  private final Location origin;
  byte[] data;
  private boolean released;
  private boolean readOnly;

  Allocation(int id, AllocationKind kind, int size, String label, Location origin) {
    this.id = id;
    this.kind = kind;
    this.size = size;
    this.label = label;
    this.origin = origin == null ? Location.unknown() : origin;
    this.data = new byte[size];
  }

  public int id() {
    return id;
  }

  public AllocationKind kind() {
    return kind;
  }

  /** Size in bytes. */
  public int size() {
    return size;
  }

  /** The pointer to the first byte. */
  public long base() {
    return Pointers.encode(id, 0);
  }

  /** True once freed (heap) or popped with its frame (stack). */
  public boolean isReleased() {
    return released;
  }

  public boolean isReadOnly() {
    return readOnly;
  }

  /** Where the allocation was made; {@code UnknownLoc} when not known. */
  public Location origin() {
    return origin;
  }

  /** The name of a global, or the label given by the allocator; may be null. */
  public String label() {
    return label;
  }

  /**
   * For messages: {@code heap allocation #3 of 16 bytes}, {@code global @buf of 64 bytes},
   * {@code stack allocation #7 of 4 bytes (alloca at f.mlir:3:5)}.
   */
  public String describe() {
    StringBuilder sb = new StringBuilder();
    if (kind == AllocationKind.GLOBAL && label != null) {
      sb.append("global @").append(label);
    } else {
      sb.append(kind.label()).append(" allocation #").append(id);
    }
    sb.append(" of ").append(size).append(size == 1 ? " byte" : " bytes");
    String from = fromText();
    if (!from.isEmpty()) sb.append(" (").append(from).append(')');
    return sb.toString();
  }

  private String fromText() {
    FileLineColLoc pos = origin.filePosition();
    String labelText = kind == AllocationKind.GLOBAL || label == null ? "" : label;
    if (pos == null) return labelText;
    return (labelText.isEmpty() ? "allocated" : labelText) + " at " + pos.prefix();
  }

  void markReleased() {
    released = true;
    data = NO_BYTES;
  }

  void markReadOnly() {
    readOnly = true;
  }

  @Override
  public String toString() {
    return describe();
  }
}
