package rw.ir.asm;

import rw.ir.loc.Location;

/**
 * An SSA use as written ({@code %name} or {@code %name#number}), before it is resolved;
 * {@code name} keeps its {@code %} (as MLIR's does) and {@code location} is where it was written.
 */
public record UnresolvedOperand(String name, int number, Location location) {}
