package rw.ir.attr;

import java.io.ByteArrayOutputStream;
import java.math.BigInteger;
import java.util.List;
import rw.ir.type.FloatType;
import rw.ir.type.IndexType;
import rw.ir.type.IntegerType;
import rw.ir.type.ShapedType;
import rw.ir.type.Type;

/**
 * The bodies of {@code dense<…>} (splats, nested brackets following the shape, and the hex
 * string MLIR uses beyond 100 elements) and of {@code array<T: …>}.
 */
final class DenseElementsPrinter {
  /** MLIR prints non-splat dense int/float elements in hex when there are more than this many. */
  static final int HEX_THRESHOLD = 100;

  private final TypeAttrPrinter printer;
  private final Utf8Text out;

  DenseElementsPrinter(TypeAttrPrinter printer) {
    this.printer = printer;
    this.out = printer.out();
  }

  void print(DenseElementsAttr attr, long elideAbove) {
    List<Attribute> elements = attr.elements();
    boolean splat = attr.splat() || allEqual(elements);
    ShapedType shaped = (ShapedType) attr.type();
    long count = shaped.numElements();
    if (!splat && elideAbove >= 0 && count > elideAbove) {
      out.append("dense_resource<__elided__>");
      return;
    }
    out.append("dense<");
    if (splat) {
      printElement(elements.get(0), shaped.elementType());
    } else if (count > HEX_THRESHOLD && !(elements.get(0) instanceof StringAttr)) {
      printHex(elements, shaped.elementType());
    } else if (count > 0) {
      printNested(elements, shaped);
    }
    out.append('>');
  }

  private static boolean allEqual(List<Attribute> elements) {
    if (elements.isEmpty()) return false;
    Attribute first = elements.get(0);
    for (int i = 1; i < elements.size(); i++) {
      if (!elements.get(i).equals(first)) return false;
    }
    return true;
  }

  /** Elements in row-major order with one bracket level per dimension. */
  private void printNested(List<Attribute> elements, ShapedType shaped) {
    List<Long> shape = shaped.shape();
    int rank = shape.size();
    long[] counter = new long[rank];
    int open = 0;
    for (int idx = 0; idx < elements.size(); idx++) {
      if (idx != 0) out.append(", ");
      while (open < rank) {
        out.append('[');
        open++;
      }
      printElement(elements.get(idx), shaped.elementType());
      if (rank == 0) continue;
      counter[rank - 1]++;
      for (int i = rank - 1; i > 0; i--) {
        if (counter[i] < shape.get(i)) break;
        counter[i] = 0;
        counter[i - 1]++;
        open--;
        out.append(']');
      }
    }
    while (open-- > 0) out.append(']');
  }

  private void printElement(Attribute element, Type elementType) {
    if (element instanceof IntegerAttr ia) {
      appendInt(ia.value(), elementType);
    } else if (element instanceof FloatAttr fa) {
      out.append(printer.spellFloat(fa.value(), elementType));
    } else if (element instanceof StringAttr sa) {
      Spelling.quoted(out, sa.value());
    } else if (element instanceof ArrayAttr pair && pair.size() == 2) {
      Type part = elementType instanceof rw.ir.type.ComplexType ct ? ct.elementType() : elementType;
      out.append('(');
      printElement(pair.get(0), part);
      out.append(',');
      printElement(pair.get(1), part);
      out.append(')');
    } else {
      throw new IllegalStateException("unexpected dense element " + element);
    }
  }

  private void appendInt(BigInteger value, Type type) {
    if (type instanceof IntegerType it && it.width() == 1) {
      out.append(value.signum() != 0 ? "true" : "false");
      return;
    }
    TypeAttrPrinter.appendInteger(out, value);
  }

  // ---- hex ----

  private void printHex(List<Attribute> elements, Type elementType) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    if (elementType instanceof IntegerType it && it.width() == 1) {
      byte[] packed = new byte[(elements.size() + 7) / 8];
      for (int i = 0; i < elements.size(); i++) {
        if (((IntegerAttr) elements.get(i)).value().signum() != 0) packed[i / 8] |= (byte) (1 << (i % 8));
      }
      bytes.writeBytes(packed);
    } else {
      for (Attribute e : elements) writeElement(bytes, e, elementType);
    }
    out.append("\"0x");
    Spelling.hexBytes(out, bytes.toByteArray());
    out.append('"');
  }

  private static void writeElement(ByteArrayOutputStream bytes, Attribute e, Type type) {
    if (e instanceof ArrayAttr pair) {
      Type part = type instanceof rw.ir.type.ComplexType ct ? ct.elementType() : type;
      writeElement(bytes, pair.get(0), part);
      writeElement(bytes, pair.get(1), part);
    } else if (e instanceof FloatAttr fa) {
      FloatType.Kind kind = type instanceof FloatType ft ? ft.kind() : FloatType.Kind.F64;
      writeLittleEndian(bytes, FloatBits.of(fa.value(), kind).raw(), (kind.width() + 7) / 8);
    } else {
      writeLittleEndian(bytes, ((IntegerAttr) e).value(), (storageWidth(type) + 7) / 8);
    }
  }

  private static int storageWidth(Type type) {
    if (type instanceof IntegerType it) return it.width();
    if (type instanceof IndexType) return IndexType.INTERNAL_WIDTH;
    return 64;
  }

  private static void writeLittleEndian(ByteArrayOutputStream bytes, BigInteger value, int n) {
    for (int i = 0; i < n; i++) bytes.write(value.shiftRight(8 * i).intValue() & 0xFF);
  }

  // ---- dense arrays ----

  void printArray(DenseArrayAttr attr) {
    out.append("array<");
    printer.printType(attr.elementType());
    List<? extends Number> values = attr.values();
    if (!values.isEmpty()) {
      out.append(": ");
      for (int i = 0; i < values.size(); i++) {
        if (i > 0) out.append(", ");
        appendArrayValue(values.get(i), attr.elementType());
      }
    }
    out.append('>');
  }

  private void appendArrayValue(Number v, Type type) {
    if (type instanceof FloatType ft) {
      out.append(FloatSpelling.of(v.doubleValue(), ft.kind()));
    } else if (type instanceof IntegerType it && it.width() == 1) {
      out.append(v.longValue() != 0 ? "true" : "false");
    } else if (v instanceof BigInteger big) {
      TypeAttrPrinter.appendInteger(out, big);
    } else {
      out.append(v.longValue());
    }
  }
}
