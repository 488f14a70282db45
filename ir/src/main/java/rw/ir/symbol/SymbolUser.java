package rw.ir.symbol;

import rw.ir.Operation;

/**
 * Checks an op's references to symbols when the symbol table around it is verified (MLIR's
 * SymbolUserOpInterface), after the table's names were found unique. Attach it to an op with
 * {@code OpDef.Builder.implement(SymbolUser.class, ...)}.
 */
@FunctionalInterface
public interface SymbolUser {
  /** Reports invalid references on {@code op} and returns false; {@code tables} caches lookups. */
  boolean verifySymbolUses(Operation op, SymbolTableCollection tables);
}
