package rw.ir.asm;

import java.util.function.IntFunction;
import rw.ir.loc.Location;

/**
 * An SSA use as written ({@code %name} or {@code %name#number}), before it is resolved;
 * {@code name} keeps its {@code %} (as MLIR's does) and {@code location} is where it was written.
 * The parser gives the offset in its text and how to locate it: most operands are resolved without
 * anyone asking where they are, so the location is made only when asked for.
 */
public final class UnresolvedOperand {
  private final String name;
  private final int number;
  private final int offset;
  private final IntFunction<Location> locator;
  private Location location;

  /** Written at {@code offset} of a text, whose {@code locator} makes the location of an offset. */
  public UnresolvedOperand(String name, int number, int offset, IntFunction<Location> locator) {
    this.name = name;
    this.number = number;
    this.offset = offset;
    this.locator = locator;
  }

  public String name() {
    return name;
  }

  public int number() {
    return number;
  }

  public Location location() {
    if (location == null) location = locator.apply(offset);
    return location;
  }

  /** Where the use is written in the text it was parsed from. */
  public int offset() {
    return offset;
  }

  @Override
  public String toString() {
    return name + (number == 0 ? "" : "#" + number);
  }
}
