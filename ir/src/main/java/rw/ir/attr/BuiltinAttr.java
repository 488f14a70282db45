package rw.ir.attr;

/** The attributes of MLIR's builtin dialect. */
public sealed interface BuiltinAttr extends Attribute
    permits IntegerAttr, FloatAttr, StringAttr, UnitAttr, ArrayAttr, DictionaryAttr, TypeAttr,
        SymbolRefAttr, DenseElementsAttr, DenseArrayAttr, AffineMapAttr, IntegerSetAttr,
        StridedLayoutAttr, OpaqueAttr, LocationAttr {}
