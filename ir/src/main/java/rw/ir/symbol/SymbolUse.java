package rw.ir.symbol;

import rw.ir.Operation;
import rw.ir.attr.SymbolRefAttr;

/** One reference to a symbol: the op whose attributes or properties hold {@code ref}. */
public record SymbolUse(Operation user, SymbolRefAttr ref) {}
