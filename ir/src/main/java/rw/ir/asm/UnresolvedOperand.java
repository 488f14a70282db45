package rw.ir.asm;

import rw.ir.loc.Location;

/** An SSA use as written ({@code %name} or {@code %name#number}), before it is resolved. */
public record UnresolvedOperand(String name, int number, Location location) {}
