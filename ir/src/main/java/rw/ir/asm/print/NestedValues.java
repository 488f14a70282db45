package rw.ir.asm.print;

import rw.ir.attr.AffineMapAttr;
import rw.ir.attr.ArrayAttr;
import rw.ir.attr.Attribute;
import rw.ir.attr.DenseArrayAttr;
import rw.ir.attr.DenseElementsAttr;
import rw.ir.attr.DialectAttr;
import rw.ir.attr.DictionaryAttr;
import rw.ir.attr.FloatAttr;
import rw.ir.attr.IntegerAttr;
import rw.ir.attr.IntegerSetAttr;
import rw.ir.attr.NamedAttribute;
import rw.ir.attr.StringAttr;
import rw.ir.attr.TypeAttr;
import rw.ir.attr.TypeAttrPrinter;
import rw.ir.attr.UnitAttr;
import rw.ir.loc.CallSiteLoc;
import rw.ir.loc.FusedLoc;
import rw.ir.loc.Location;
import rw.ir.loc.NameLoc;
import rw.ir.loc.UnknownLoc;
import rw.ir.type.ComplexType;
import rw.ir.type.DialectPrinter;
import rw.ir.type.DialectType;
import rw.ir.type.FloatType;
import rw.ir.type.FunctionType;
import rw.ir.type.IndexType;
import rw.ir.type.IntegerType;
import rw.ir.type.MemRefType;
import rw.ir.type.NoneType;
import rw.ir.type.RankedTensorType;
import rw.ir.type.TupleType;
import rw.ir.type.Type;
import rw.ir.type.UnrankedMemRefType;
import rw.ir.type.UnrankedTensorType;
import rw.ir.type.VectorType;

/**
 * The types, attributes and locations nested in a value, in the order MLIR visits them when
 * looking for aliases (its walk of immediate sub-elements; dialect values are printed into a
 * visiting printer).
 */
final class NestedValues {
  private NestedValues() {}

  /** Values that never hold anything aliasable (skipped without bookkeeping). */
  static boolean isLeaf(Object v) {
    return v instanceof IntegerType || v instanceof FloatType || v instanceof IndexType
        || v instanceof IntegerAttr || v instanceof FloatAttr || v instanceof UnitAttr
        || v instanceof NoneType || v instanceof DenseArrayAttr
        || (v instanceof StringAttr s && s.type() == null);
  }

  static void visitChildren(Object v, boolean elideType, AliasCollector c, DialectPrinter nested) {
    if (v instanceof Type t) {
      visitTypeChildren(t, c, nested);
    } else if (v instanceof Location l) {
      visitLocationChildren(l, c);
    } else {
      visitAttributeChildren((Attribute) v, elideType, c, nested);
    }
  }

  private static void visitTypeChildren(Type t, AliasCollector c, DialectPrinter nested) {
    if (t instanceof MemRefType m) {
      c.type(m.elementType());
      if (m.layout() != null && !TypeAttrPrinter.isIdentityLayout(m.layout())) c.attribute(m.layout(), false);
      if (m.memorySpace() != null) c.attribute(m.memorySpace(), false);
    } else if (t instanceof FunctionType f) {
      for (Type i : f.inputs()) c.type(i);
      for (Type r : f.results()) c.type(r);
    } else if (t instanceof TupleType tt) {
      for (Type e : tt.types()) c.type(e);
    } else if (t instanceof VectorType vt) {
      c.type(vt.elementType());
    } else if (t instanceof RankedTensorType rt) {
      c.type(rt.elementType());
      if (rt.encoding() != null) c.attribute(rt.encoding(), false);
    } else if (t instanceof UnrankedTensorType ut) {
      c.type(ut.elementType());
    } else if (t instanceof UnrankedMemRefType um) {
      c.type(um.elementType());
      if (um.memorySpace() != null) c.attribute(um.memorySpace(), false);
    } else if (t instanceof ComplexType ct) {
      c.type(ct.elementType());
    } else if (t instanceof DialectType dt) {
      dt.print(nested);
    }
  }

  private static void visitAttributeChildren(Attribute a, boolean elideType, AliasCollector c, DialectPrinter nested) {
    if (a instanceof AffineMapAttr || a instanceof IntegerSetAttr) return;
    if (a instanceof DialectAttr da) {
      da.print(nested);
    } else if (a instanceof DictionaryAttr d) {
      for (NamedAttribute e : d.entries()) c.attribute(e.value(), false);
    } else if (a instanceof ArrayAttr arr) {
      for (Attribute e : arr.elements()) c.attribute(e, false);
    } else if (a instanceof TypeAttr ta) {
      c.type(ta.type());
    } else if (a instanceof StringAttr s && !elideType && s.type() != null && !(s.type() instanceof NoneType)) {
      c.type(s.type());
    } else if (a instanceof DenseElementsAttr de && !elideType) {
      c.type(de.type());
    }
  }

  private static void visitLocationChildren(Location l, AliasCollector c) {
    if (l instanceof NameLoc n) {
      if (!(n.child() instanceof UnknownLoc)) c.visit(n.child(), false);
    } else if (l instanceof CallSiteLoc cs) {
      c.visit(cs.callee(), false);
      c.visit(cs.caller(), false);
    } else if (l instanceof FusedLoc f) {
      for (Location e : f.locations()) c.visit(e, false);
    }
  }
}
