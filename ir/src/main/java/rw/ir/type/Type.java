package rw.ir.type;

/**
 * An MLIR type. Types are immutable values: two types are the same type exactly when they are
 * {@code equals}. Builtin types form a closed set; dialects add theirs through {@link DialectType}.
 */
public sealed interface Type permits BuiltinType, DialectType {}
