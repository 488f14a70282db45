package rw.exec.interp;

import rw.ir.loc.Location;

/**
 * A decoded block: its steps, its terminator, the number of operations it counts against the
 * step limit, and the location of each operation (index {@code steps.length} is the
 * terminator's), used only when a trap needs one.
 */
public final class BlockCode {
  private static final Step[] NO_STEPS = {};

  final int index;
  Step[] steps = NO_STEPS;
  Terminator terminator;
  /** Operations of the block (fused and constant ones included) counted by {@code --max-steps}. */
  int cost;
  Location[] locations = new Location[0];
  /** No steps, and a conditional terminator: a jump here may run that terminator at once. */
  boolean branchOnly;

  BlockCode(int index) {
    this.index = index;
  }

  /** The block's number in its function (0 is the entry block). */
  public int index() {
    return index;
  }

  public int stepCount() {
    return steps.length;
  }

  public Terminator terminator() {
    return terminator;
  }

  Location locationAt(int i) {
    if (locations.length == 0) return Location.unknown();
    return locations[Math.max(0, Math.min(i, locations.length - 1))];
  }
}
