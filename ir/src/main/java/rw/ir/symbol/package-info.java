/**
 * Symbols, as MLIR defines them. {@link rw.ir.symbol.SymbolTable} holds the symbols of one
 * symbol-table op and answers the static queries (names, visibility, nested lookups, renaming);
 * {@link rw.ir.symbol.SymbolUses} finds and rewrites references scope by scope;
 * {@link rw.ir.symbol.SymbolTableCollection} caches tables for passes;
 * {@link rw.ir.symbol.SymbolUser} lets ops check their references during verification.
 */
package rw.ir.symbol;
