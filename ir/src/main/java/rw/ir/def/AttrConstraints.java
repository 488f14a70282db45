package rw.ir.def;

import rw.ir.attr.ArrayAttr;
import rw.ir.attr.Attribute;
import rw.ir.attr.DenseArrayAttr;
import rw.ir.attr.DenseElementsAttr;
import rw.ir.attr.DictionaryAttr;
import rw.ir.attr.FloatAttr;
import rw.ir.attr.IntegerAttr;
import rw.ir.attr.OpaqueAttr;
import rw.ir.attr.StringAttr;
import rw.ir.attr.SymbolRefAttr;
import rw.ir.attr.TypeAttr;
import rw.ir.attr.UnitAttr;
import rw.ir.type.FloatType;
import rw.ir.type.IndexType;
import rw.ir.type.IntegerType;
import rw.ir.type.NoneType;
import rw.ir.type.Type;

/**
 * The builtin attribute constraints of MLIR's {@code CommonAttrConstraints.td}, with MLIR's
 * descriptions and the form ODS formats give them.
 */
public final class AttrConstraints {
  public static final AttrConstraint ANY = AttrConstraint.of("any attribute", a -> true);
  public static final AttrConstraint I1 = integer(IntegerType.I1, "1-bit signless integer attribute");
  public static final AttrConstraint I32 = integer(IntegerType.I32, "32-bit signless integer attribute");
  public static final AttrConstraint I64 = integer(IntegerType.I64, "64-bit signless integer attribute");
  public static final AttrConstraint INDEX = integer(IndexType.INSTANCE, "index attribute");
  public static final AttrConstraint BOOL =
      AttrConstraint.of("bool attribute", a -> a instanceof IntegerAttr i && i.isBool());
  public static final AttrConstraint F32 = floating(FloatType.F32, "32-bit float attribute");
  public static final AttrConstraint F64 = floating(FloatType.F64, "64-bit float attribute");
  public static final AttrConstraint STRING =
      AttrConstraint.of("string attribute", a -> a instanceof StringAttr).withValueType(NoneType.INSTANCE);
  /** A symbol's own name, written {@code @name} but stored as a string. */
  public static final AttrConstraint SYMBOL_NAME =
      AttrConstraint.of("string attribute", a -> a instanceof StringAttr).inForm(AttrConstraint.Form.SYMBOL_NAME);
  public static final AttrConstraint SYMBOL_REF =
      AttrConstraint.of("symbol reference attribute", a -> a instanceof SymbolRefAttr);
  public static final AttrConstraint FLAT_SYMBOL_REF =
      AttrConstraint.of("flat symbol reference attribute", a -> a instanceof SymbolRefAttr s && s.isFlat());
  public static final AttrConstraint TYPE = AttrConstraint.of("any type attribute", a -> a instanceof TypeAttr);
  public static final AttrConstraint UNIT =
      AttrConstraint.of("unit attribute", a -> a instanceof UnitAttr).inForm(AttrConstraint.Form.UNIT);
  public static final AttrConstraint ARRAY = AttrConstraint.of("array attribute", a -> a instanceof ArrayAttr);
  public static final AttrConstraint DICTIONARY =
      AttrConstraint.of("dictionary of named attribute values", a -> a instanceof DictionaryAttr);
  public static final AttrConstraint DENSE_I32_ARRAY = denseArray(IntegerType.I32, "i32 dense array attribute");
  public static final AttrConstraint DENSE_I64_ARRAY = denseArray(IntegerType.I64, "i64 dense array attribute");
  /** MLIR's {@code TypedAttrInterface}: an attribute with a type, such as {@code 42 : i32}. */
  public static final AttrConstraint TYPED = AttrConstraint.of("TypedAttr instance", a -> typeOf(a) != null);

  private AttrConstraints() {}

  /** An integer attribute of {@code type}, written without its type. */
  public static AttrConstraint integer(Type type, String description) {
    return AttrConstraint.of(description, a -> a instanceof IntegerAttr)
        .refined(description, a -> ((IntegerAttr) a).type().equals(type)).withValueType(type);
  }

  /** A float attribute of {@code type}, written without its type. */
  public static AttrConstraint floating(FloatType type, String description) {
    return AttrConstraint.of(description, a -> a instanceof FloatAttr)
        .refined(description, a -> ((FloatAttr) a).type().equals(type)).withValueType(type);
  }

  /** {@code array<i32: …>}, written {@code [1, 2]} by formats. */
  public static AttrConstraint denseArray(Type element, String description) {
    return AttrConstraint.of(description, a -> a instanceof DenseArrayAttr d && d.elementType().equals(element))
        .inForm(AttrConstraint.Form.DENSE_ARRAY, element);
  }

  /** MLIR's {@code TypeAttrOf<T>}: "type attribute of {T}". */
  public static AttrConstraint typeAttrOf(TypeConstraint type) {
    return AttrConstraint.of("type attribute of " + type.description(), a -> a instanceof TypeAttr)
        .refined("type attribute of " + type.description(), a -> type.accepts(((TypeAttr) a).type()));
  }

  /** The type of a typed attribute ({@code 42 : i32} has {@code i32}), or {@code null}. */
  public static Type typeOf(Attribute a) {
    if (a instanceof IntegerAttr i) return i.type();
    if (a instanceof FloatAttr f) return f.type();
    if (a instanceof DenseElementsAttr d) return d.type();
    if (a instanceof StringAttr s) return s.type();
    if (a instanceof OpaqueAttr o) return o.type();
    return null;
  }
}
