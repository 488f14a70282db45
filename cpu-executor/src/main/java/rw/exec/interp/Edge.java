package rw.exec.interp;

/**
 * A control-flow edge: the target block and the copies of the branch operands into the target's
 * argument slots, done as a parallel copy (all sources read before any argument is written, via
 * a temporary array only when some argument slot is also a later source).
 */
public final class Edge {
  private static final int[] NONE = {};

  private final BlockCode target;
  private final int[] scalarFrom;
  private final int[] scalarTo;
  private final int[] objectFrom;
  private final int[] objectTo;
  private final boolean scalarOverlap;
  private final boolean objectOverlap;
  /** No values to move. */
  private final boolean plain;
  /** The copies as fields when there is exactly one scalar and no aggregate (the common loop). */
  private final boolean singleScalar;
  private final int from0;
  private final int to0;

  Edge(BlockCode target, int[] scalarFrom, int[] scalarTo, int[] objectFrom, int[] objectTo) {
    this.target = target;
    this.scalarFrom = scalarFrom.length == 0 ? NONE : scalarFrom;
    this.scalarTo = scalarTo.length == 0 ? NONE : scalarTo;
    this.objectFrom = objectFrom.length == 0 ? NONE : objectFrom;
    this.objectTo = objectTo.length == 0 ? NONE : objectTo;
    this.scalarOverlap = overlaps(scalarFrom, scalarTo);
    this.objectOverlap = overlaps(objectFrom, objectTo);
    this.plain = scalarTo.length == 0 && objectTo.length == 0;
    this.singleScalar = scalarTo.length == 1 && objectTo.length == 0;
    this.from0 = singleScalar ? scalarFrom[0] : -1;
    this.to0 = singleScalar ? scalarTo[0] : -1;
  }

  /** Whether writing {@code to[k]} in order could clobber a later source {@code from[j]}, j > k. */
  private static boolean overlaps(int[] from, int[] to) {
    for (int k = 0; k < to.length; k++) {
      for (int j = k + 1; j < from.length; j++) {
        if (from[j] == to[k]) return true;
      }
    }
    return false;
  }

  public BlockCode target() {
    return target;
  }

  /** Whether the edge moves no values. */
  public boolean isPlain() {
    return plain;
  }

  /**
   * For unconditional jumps: {@link #take} the edge, and when the target holds nothing but a
   * conditional terminator (a loop header), charge it and run that terminator right away,
   * returning the block it chooses. Saves entering such blocks through the run loop.
   */
  public BlockCode enter(Frame f) {
    return thread(take(f), f);
  }

  /** {@code t}, or when it holds nothing but a conditional terminator, the block that chooses. */
  public static BlockCode thread(BlockCode t, Frame f) {
    if (!t.branchOnly) return t;
    f.machine.budget -= t.cost;
    return t.terminator.next(f);
  }

  /** Copies the arguments and returns the target. */
  public BlockCode take(Frame f) {
    if (plain) return target;
    if (singleScalar) {
      long[] s = f.s;
      s[to0] = s[from0];
      return target;
    }
    if (scalarTo.length != 0) copyScalars(f.s);
    if (objectTo.length != 0) copyObjects(f.o);
    return target;
  }

  private void copyScalars(long[] s) {
    int[] from = scalarFrom;
    int[] to = scalarTo;
    if (!scalarOverlap) {
      for (int k = 0; k < to.length; k++) s[to[k]] = s[from[k]];
      return;
    }
    long[] tmp = new long[to.length];
    for (int k = 0; k < to.length; k++) tmp[k] = s[from[k]];
    for (int k = 0; k < to.length; k++) s[to[k]] = tmp[k];
  }

  private void copyObjects(Object[] o) {
    int[] from = objectFrom;
    int[] to = objectTo;
    if (!objectOverlap) {
      for (int k = 0; k < to.length; k++) o[to[k]] = o[from[k]];
      return;
    }
    Object[] tmp = new Object[to.length];
    for (int k = 0; k < to.length; k++) tmp[k] = o[from[k]];
    for (int k = 0; k < to.length; k++) o[to[k]] = tmp[k];
  }
}
