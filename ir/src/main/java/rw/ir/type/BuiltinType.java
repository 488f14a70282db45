package rw.ir.type;

/** The types of MLIR's builtin dialect, spelled without a {@code !dialect.} prefix. */
public sealed interface BuiltinType extends Type
    permits IntegerType, IndexType, FloatType, NoneType, FunctionType, TupleType, VectorType,
        MemRefType, UnrankedMemRefType, RankedTensorType, UnrankedTensorType, ComplexType,
        OpaqueType {}
