package rw.ir.pass;

import rw.ir.Operation;

/**
 * Prints an op as MLIR's {@code Operation::print} does with the tool's printing flags: an op
 * without a parent block as a top-level op (with alias definitions and a final newline), a
 * nested op on its own in local scope (no aliases, no final newline).
 */
@FunctionalInterface
public interface IrPrinter {
  String print(Operation op);
}
