package rw.ir.def;

import java.util.function.Predicate;
import rw.ir.type.FloatType;
import rw.ir.type.IndexType;
import rw.ir.type.IntegerType;
import rw.ir.type.MemRefType;
import rw.ir.type.NoneType;
import rw.ir.type.RankedTensorType;
import rw.ir.type.ShapedType;
import rw.ir.type.Type;
import rw.ir.type.UnrankedMemRefType;
import rw.ir.type.UnrankedTensorType;
import rw.ir.type.VectorType;

/**
 * The builtin type constraints of MLIR's {@code CommonTypeConstraints.td}, with MLIR's
 * descriptions. Dialects make their own with {@link TypeConstraint#of}.
 */
public final class TypeConstraints {
  public static final TypeConstraint ANY = TypeConstraint.ANY;
  public static final TypeConstraint NONE = TypeConstraint.exactly(NoneType.INSTANCE, "none type");
  public static final TypeConstraint INDEX = TypeConstraint.exactly(IndexType.INSTANCE, "index");
  public static final TypeConstraint ANY_INTEGER = TypeConstraint.of("integer", t -> t instanceof IntegerType);
  public static final TypeConstraint ANY_SIGNLESS_INTEGER =
      TypeConstraint.of("signless integer", TypeConstraints::isSignlessInteger);
  public static final TypeConstraint ANY_SIGNLESS_INTEGER_OR_INDEX =
      TypeConstraint.of("signless integer or index", TypeConstraints::isSignlessIntegerOrIndex);
  public static final TypeConstraint I1 = signlessInteger(1);
  public static final TypeConstraint I8 = signlessInteger(8);
  public static final TypeConstraint I16 = signlessInteger(16);
  public static final TypeConstraint I32 = signlessInteger(32);
  public static final TypeConstraint I64 = signlessInteger(64);
  public static final TypeConstraint ANY_FLOAT = TypeConstraint.of("floating-point", t -> t instanceof FloatType);
  public static final TypeConstraint F16 = TypeConstraint.exactly(FloatType.F16, "16-bit float");
  public static final TypeConstraint F32 = TypeConstraint.exactly(FloatType.F32, "32-bit float");
  public static final TypeConstraint F64 = TypeConstraint.exactly(FloatType.F64, "64-bit float");
  /** {@code i1}, or vectors and tensors of it. */
  public static final TypeConstraint BOOL_LIKE = like("bool-like", IntegerType.I1::equals);
  /** Signless integers, or vectors and tensors of them. */
  public static final TypeConstraint SIGNLESS_INTEGER_LIKE =
      like("signless-integer-like", TypeConstraints::isSignlessInteger);
  /** Signless integers and index, or vectors and tensors of them (arith's integer operands). */
  public static final TypeConstraint SIGNLESS_INTEGER_OR_INDEX_LIKE =
      like("signless-integer-like", TypeConstraints::isSignlessIntegerOrIndex);
  /** As {@link #SIGNLESS_INTEGER_LIKE}, under the name arith's casts use. */
  public static final TypeConstraint SIGNLESS_FIXED_WIDTH_INTEGER_LIKE =
      SIGNLESS_INTEGER_LIKE.describedAs("signless-fixed-width-integer-like");
  public static final TypeConstraint FLOAT_LIKE = like("floating-point-like", t -> t instanceof FloatType);
  public static final TypeConstraint ANY_MEMREF =
      TypeConstraint.of("memref of any type values", t -> t instanceof MemRefType);
  public static final TypeConstraint ANY_RANKED_OR_UNRANKED_MEMREF = TypeConstraint.of(
      "ranked or unranked memref of any type values", t -> t instanceof MemRefType || t instanceof UnrankedMemRefType);
  public static final TypeConstraint ANY_VECTOR =
      TypeConstraint.of("vector of any type values", t -> t instanceof VectorType);
  public static final TypeConstraint ANY_TENSOR = TypeConstraint.of("tensor of any type values",
      t -> t instanceof RankedTensorType || t instanceof UnrankedTensorType);

  private TypeConstraints() {}

  /** {@code iN}: "N-bit signless integer", buildable. */
  public static TypeConstraint signlessInteger(int width) {
    return TypeConstraint.exactly(IntegerType.of(width), width + "-bit signless integer");
  }

  /** Memrefs whose element type satisfies {@code element}: "memref of {element} values". */
  public static TypeConstraint memRefOf(TypeConstraint element) {
    return TypeConstraint.of("memref of " + element.description() + " values",
        t -> t instanceof MemRefType m && element.accepts(m.elementType()));
  }

  /** Vectors whose element type satisfies {@code element}: "vector of {element} values". */
  public static TypeConstraint vectorOf(TypeConstraint element) {
    return TypeConstraint.of("vector of " + element.description() + " values",
        t -> t instanceof VectorType v && element.accepts(v.elementType()));
  }

  /**
   * The "-like" constraints of MLIR: a scalar accepted by {@code scalar}, or a vector or tensor
   * (ranked or not) of such scalars.
   */
  public static TypeConstraint like(String description, Predicate<Type> scalar) {
    return TypeConstraint.of(description, t -> scalar.test(elementOrSelf(t)) && isScalarVectorOrTensor(t));
  }

  /** The element type of a vector, tensor or memref; other types are their own element type. */
  public static Type elementOrSelf(Type t) {
    return t instanceof ShapedType s ? s.elementType() : t;
  }

  private static boolean isScalarVectorOrTensor(Type t) {
    return !(t instanceof ShapedType) || t instanceof VectorType || t instanceof RankedTensorType
        || t instanceof UnrankedTensorType;
  }

  private static boolean isSignlessInteger(Type t) {
    return t instanceof IntegerType it && it.isSignless();
  }

  private static boolean isSignlessIntegerOrIndex(Type t) {
    return t instanceof IndexType || isSignlessInteger(t);
  }
}
