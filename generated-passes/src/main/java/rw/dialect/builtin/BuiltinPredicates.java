package rw.dialect.builtin;

import rw.ir.attr.Attribute;
import rw.ir.attr.DenseElementsAttr;
import rw.ir.attr.IntegerAttr;
import rw.ir.attr.TypeAttr;
import rw.ir.type.FunctionType;
import rw.ir.type.IntegerType;
import rw.ir.type.Type;

/** The extern constraints of builtin.rw: builtin predicates no term pattern states. */
public final class BuiltinPredicates {
  private BuiltinPredicates() {}

  public static boolean isFunctionType(Type t) {
    return t instanceof FunctionType;
  }

  public static boolean isFunctionTypeAttr(Attribute a) {
    return a instanceof TypeAttr t && t.type() instanceof FunctionType;
  }

  /** MLIR's BoolAttr: an i1 integer attribute. */
  public static boolean isBoolAttr(Attribute a) {
    return a instanceof IntegerAttr i && i.type().equals(IntegerType.I1);
  }

  public static boolean isElementsAttr(Attribute a) {
    return a instanceof DenseElementsAttr;
  }
}
