package rw.ir.attr;

/**
 * An MLIR attribute: an immutable compile-time value. Two attributes are the same exactly when
 * they are {@code equals}. Builtin attributes form a closed set; dialects add theirs through
 * {@link DialectAttr}.
 */
public sealed interface Attribute permits BuiltinAttr, DialectAttr {}
