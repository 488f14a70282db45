package rw.ir.asm.parse;

import java.util.ArrayList;
import java.util.List;
import rw.ir.asm.lex.TokenKind;
import rw.ir.attr.AffineMapAttr;
import rw.ir.attr.Attribute;
import rw.ir.attr.DialectAttr;
import rw.ir.attr.DictionaryAttr;
import rw.ir.attr.IntegerAttr;
import rw.ir.attr.OpaqueAttr;
import rw.ir.attr.StridedLayoutAttr;
import rw.ir.attr.StringAttr;
import rw.ir.type.ComplexType;
import rw.ir.type.DialectType;
import rw.ir.type.FloatType;
import rw.ir.type.IndexType;
import rw.ir.type.IntegerType;
import rw.ir.type.MemRefType;
import rw.ir.type.OpaqueType;
import rw.ir.type.RankedTensorType;
import rw.ir.type.Type;
import rw.ir.type.UnrankedMemRefType;
import rw.ir.type.UnrankedTensorType;
import rw.ir.type.VectorType;

/** Parses {@code memref<…>}, {@code tensor<…>} and {@code vector<…>}. */
final class ShapedTypeParser {
  private final Parser p;
  private final TypeParser types;

  ShapedTypeParser(Parser p, TypeParser types) {
    this.p = p;
    this.types = types;
  }

  Type parseMemRefType() {
    int loc = p.start();
    p.consume();
    if (!p.parseToken(TokenKind.LESS, "expected '<' in memref type")) return null;
    boolean unranked = p.consumeIf(TokenKind.STAR);
    List<Long> dims = new ArrayList<>(4);
    if (unranked ? !types.parseXInDimensionList() : !types.parseDimensionListRanked(dims, true, true)) {
      return null;
    }
    int typeLoc = p.start();
    Type element = types.parseType();
    if (element == null) return null;
    if (!isMemRefElement(element)) return fail(typeLoc, "invalid memref element type");
    Attribute[] layoutAndSpace = new Attribute[2];
    if (!p.consumeIf(TokenKind.GREATER)) {
      if (!p.parseToken(TokenKind.COMMA, "expected ',' or '>' in memref type")) return null;
      Parser.Step elt = () -> parseMemRefParameter(layoutAndSpace, unranked);
      if (!p.parseCommaSeparatedListUntil(TokenKind.GREATER, elt, false)) return null;
    }
    return buildMemRef(loc, unranked, dims, element, layoutAndSpace[0], layoutAndSpace[1]);
  }

  private boolean parseMemRefParameter(Attribute[] layoutAndSpace, boolean unranked) {
    Attribute attr = p.attrs.parseAttribute(null);
    if (attr == null) return false;
    if (!isLayout(attr)) {
      if (layoutAndSpace[1] != null) return p.emitError("multiple memory spaces specified in memref type");
      layoutAndSpace[1] = attr;
      return true;
    }
    layoutAndSpace[0] = attr;
    if (unranked) return p.emitError("cannot have affine map for unranked memref type");
    if (layoutAndSpace[1] != null) return p.emitError("expected memory space to be last in memref type");
    return true;
  }

  private Type buildMemRef(int loc, boolean unranked, List<Long> dims, Type element, Attribute layout, Attribute space) {
    if (!unranked && layout != null && !verifyLayout(loc, layout, dims.size())) return null;
    if (space != null && !isSupportedMemorySpace(space)) return fail(loc, "unsupported memory space Attribute");
    if (space instanceof IntegerAttr ia && ia.value().signum() == 0) space = null;
    if (layout instanceof AffineMapAttr map && AffineText.isIdentity(map.map())) layout = null;
    if (unranked) return types.cache().intern(new UnrankedMemRefType(element, space));
    return types.cache().intern(new MemRefType(dims, element, layout, space));
  }

  private boolean verifyLayout(int loc, Attribute layout, int rank) {
    if (layout instanceof StridedLayoutAttr s && s.strides().size() != rank) {
      return p.emitError(loc, "expected the number of strides to match the rank");
    }
    if (layout instanceof AffineMapAttr m) {
      int dims = AffineText.numDims(m.map());
      if (dims != rank) {
        return p.emitError(loc, "memref layout mismatch between rank and affine map: " + rank + " != " + dims);
      }
    }
    return true;
  }

  private static boolean isLayout(Attribute a) {
    return a instanceof AffineMapAttr || a instanceof StridedLayoutAttr;
  }

  private static boolean isSupportedMemorySpace(Attribute a) {
    return a instanceof IntegerAttr || a instanceof StringAttr || a instanceof DictionaryAttr
        || a instanceof DialectAttr || (a instanceof OpaqueAttr o && MlirDialects.isAvailable(o.dialect()));
  }

  private static boolean isMemRefElement(Type t) {
    return t instanceof IntegerType || t instanceof IndexType || t instanceof FloatType
        || t instanceof ComplexType || t instanceof VectorType || t instanceof MemRefType
        || t instanceof UnrankedMemRefType || t instanceof DialectType;
  }

  Type parseTensorType() {
    p.consume();
    if (!p.parseToken(TokenKind.LESS, "expected '<' in tensor type")) return null;
    boolean unranked = p.consumeIf(TokenKind.STAR);
    List<Long> dims = new ArrayList<>(4);
    if (unranked ? !types.parseXInDimensionList() : !types.parseDimensionListRanked(dims, true, true)) {
      return null;
    }
    int elementLoc = p.start();
    Type element = types.parseType();
    if (element == null) return null;
    Attribute encoding = null;
    if (p.consumeIf(TokenKind.COMMA) && p.attrs.startsAttribute()) {
      encoding = p.attrs.parseAttribute(null);
      if (encoding == null) return null;
    }
    if (!p.parseToken(TokenKind.GREATER, "expected '>' in tensor type")) return null;
    if (!isTensorElement(element)) return fail(elementLoc, "invalid tensor element type");
    if (unranked) {
      if (encoding != null) return fail(-1, "cannot apply encoding to unranked tensor");
      return types.cache().intern(new UnrankedTensorType(element));
    }
    return types.cache().intern(new RankedTensorType(dims, element, encoding));
  }

  private static boolean isTensorElement(Type t) {
    return t instanceof IntegerType || t instanceof IndexType || t instanceof FloatType
        || t instanceof ComplexType || t instanceof VectorType || t instanceof OpaqueType
        || t instanceof DialectType;
  }

  Type parseVectorType() {
    int loc = p.start();
    p.consume();
    if (!p.parseToken(TokenKind.LESS, "expected '<' in vector type")) return null;
    List<Long> dims = new ArrayList<>(4);
    List<Boolean> scalable = new ArrayList<>(4);
    if (!parseVectorDimensionList(dims, scalable)) return null;
    for (long d : dims) {
      if (d <= 0) return fail(loc, "vector types must have positive constant sizes but got " + joined(dims));
    }
    Type element = types.parseType();
    if (element == null || !p.parseToken(TokenKind.GREATER, "expected '>' in vector type")) return null;
    if (!(element instanceof IntegerType || element instanceof IndexType || element instanceof FloatType
        || element instanceof DialectType)) {
      return fail(loc, "failed to verify 'elementType': VectorElementTypeInterface instance");
    }
    return types.cache().intern(new VectorType(dims, scalable, element));
  }

  private boolean parseVectorDimensionList(List<Long> dims, List<Boolean> scalable) {
    while (p.is(TokenKind.INTEGER) || p.is(TokenKind.L_SQUARE)) {
      boolean isScalable = p.consumeIf(TokenKind.L_SQUARE);
      long v = types.parseIntegerInDimensionList();
      if (v < 0) return false;
      dims.add(v);
      if (isScalable && !p.consumeIf(TokenKind.R_SQUARE)) {
        return p.emitWrongTokenError("missing ']' closing scalable dimension");
      }
      scalable.add(isScalable);
      if (!types.parseXInDimensionList()) return false;
    }
    return true;
  }

  private static String joined(List<Long> dims) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < dims.size(); i++) {
      if (i > 0) sb.append(", ");
      sb.append(dims.get(i));
    }
    return sb.toString();
  }

  /** Reports at {@code loc} (the current token when negative) and returns null. */
  private Type fail(int loc, String message) {
    if (loc < 0) p.emitError(message);
    else p.emitError(loc, message);
    return null;
  }
}
