package rw.ir.attr;

import java.util.List;
import rw.ir.attr.TypeAttrPrinter.Elision;
import rw.ir.type.ComplexType;
import rw.ir.type.DialectType;
import rw.ir.type.MemRefType;
import rw.ir.type.NoneType;
import rw.ir.type.OpaqueType;
import rw.ir.type.RankedTensorType;
import rw.ir.type.ShapedType;
import rw.ir.type.TupleType;
import rw.ir.type.Type;
import rw.ir.type.UnrankedMemRefType;
import rw.ir.type.UnrankedTensorType;
import rw.ir.type.VectorType;

/** The spellings of the shaped and composite builtin types, for {@link TypeAttrPrinter}. */
final class TypeSpelling {
  private final TypeAttrPrinter p;
  private final Utf8Text out;

  TypeSpelling(TypeAttrPrinter p) {
    this.p = p;
    this.out = p.out();
  }

  /** Every type but integers, floats, index and function types (the printer's fast path). */
  void print(Type type) {
    if (type instanceof MemRefType mt) {
      printMemRef(mt);
    } else if (type instanceof VectorType vt) {
      printVector(vt);
    } else {
      printOtherType(type);
    }
  }

  private void printOtherType(Type type) {
    if (type instanceof RankedTensorType tt) {
      out.append("tensor<");
      printDims(tt.shape());
      p.printType(tt.elementType());
      if (tt.encoding() != null) {
        out.append(", ");
        p.printAttribute(tt.encoding(), Elision.NEVER);
      }
      out.append('>');
    } else if (type instanceof UnrankedTensorType ut) {
      out.append("tensor<*x");
      p.printType(ut.elementType());
      out.append('>');
    } else if (type instanceof UnrankedMemRefType um) {
      out.append("memref<*x");
      p.printType(um.elementType());
      printMemorySpace(um.memorySpace());
      out.append('>');
    } else if (type instanceof TupleType tt) {
      out.append("tuple<");
      p.printTypeList(tt.types());
      out.append('>');
    } else {
      printRareType(type);
    }
  }

  private void printRareType(Type type) {
    if (type instanceof ComplexType ct) {
      out.append("complex<");
      p.printType(ct.elementType());
      out.append('>');
    } else if (type instanceof NoneType) {
      out.append("none");
    } else if (type instanceof OpaqueType ot) {
      Spelling.dialectSymbol(out, '!', ot.dialect(), Spelling.opaqueData(ot.body()));
    } else if (type instanceof DialectType dt) {
      p.appendDialectSymbol(dt, '!', dt.dialect());
    } else {
      throw new IllegalStateException("no spelling for type " + type.getClass().getName());
    }
  }

  private void printVector(VectorType vt) {
    out.append("vector<");
    List<Long> shape = vt.shape();
    for (int i = 0; i < shape.size(); i++) {
      boolean scalable = vt.scalable().get(i);
      if (scalable) out.append('[');
      out.append((long) shape.get(i));
      if (scalable) out.append(']');
      out.append('x');
    }
    p.printType(vt.elementType());
    out.append('>');
  }

  private void printMemRef(MemRefType mt) {
    out.append("memref<");
    printDims(mt.shape());
    p.printType(mt.elementType());
    if (mt.layout() != null && !isIdentityLayout(mt.layout())) {
      out.append(", ");
      p.printAttribute(mt.layout(), Elision.MAY);
    }
    printMemorySpace(mt.memorySpace());
    out.append('>');
  }

  private void printMemorySpace(Attribute space) {
    if (space == null) return;
    out.append(", ");
    p.printAttribute(space, Elision.MAY);
  }

  private void printDims(List<Long> shape) {
    for (int i = 0; i < shape.size(); i++) {
      long d = shape.get(i);
      if (d == ShapedType.DYNAMIC) out.append('?');
      else out.append(d);
      out.append('x');
    }
  }

  /** Whether a memref layout is the identity affine map, which MLIR never prints. */
  static boolean isIdentityLayout(Attribute layout) {
    return layout instanceof AffineMapAttr map && isIdentityMap(map.map());
  }

  /** {@code (d0, d1) -> (d0, d1)}, ignoring spaces. */
  private static boolean isIdentityMap(String map) {
    String s = map.replace(" ", "");
    int arrow = s.indexOf("->");
    if (arrow < 0 || !s.startsWith("(")) return false;
    String dims = s.substring(0, arrow);
    return dims.equals(s.substring(arrow + 2)) && !dims.contains("[");
  }
}
