package rw.dialect.llvm;

import java.util.List;
import rw.ir.attr.TypeAttrPrinter;
import rw.ir.type.DialectPrinter;
import rw.ir.type.DialectType;
import rw.ir.type.ListEquality;
import rw.ir.type.Type;

/**
 * {@code !llvm.struct<…>} in its four forms:
 * <ul>
 *   <li>literal: {@code struct<(i32, f32)>}, {@code struct<packed (i8, i32)>} ({@code name} is null);
 *   <li>identified: {@code struct<"node", (i32, ptr)>};
 *   <li>opaque: {@code struct<"thing", opaque>};
 *   <li>recursive reference: {@code struct<"list">}, which only occurs inside the body of the
 *       identified struct of that name (or of a struct nested in it) and stands for it.
 * </ul>
 * As in MLIR, an identified struct is identified by its name alone: two identified, opaque or
 * reference structs are equal exactly when their names are, whatever their bodies; literal
 * structs are equal when packedness and bodies are.
 */
public record LlvmStructType(String name, Form form, boolean packed, List<Type> body)
    implements LlvmType {
  public enum Form { LITERAL, IDENTIFIED, OPAQUE, REFERENCE }

  public LlvmStructType {
    if (form == null) throw new IllegalArgumentException("null form");
    if ((name == null) != (form == Form.LITERAL)) throw new IllegalArgumentException("name/form");
    body = List.copyOf(body);
    if (!body.isEmpty() && (form == Form.OPAQUE || form == Form.REFERENCE)) {
      throw new IllegalArgumentException("opaque struct or reference with a body");
    }
  }

  public static LlvmStructType literal(List<Type> body) {
    return new LlvmStructType(null, Form.LITERAL, false, body);
  }

  public static LlvmStructType literal(Type... body) {
    return literal(List.of(body));
  }

  public static LlvmStructType packed(List<Type> body) {
    return new LlvmStructType(null, Form.LITERAL, true, body);
  }

  public static LlvmStructType identified(String name, boolean packed, List<Type> body) {
    return new LlvmStructType(name, Form.IDENTIFIED, packed, body);
  }

  public static LlvmStructType opaque(String name) {
    return new LlvmStructType(name, Form.OPAQUE, false, List.of());
  }

  /** {@code struct<"name">} inside the body of the identified struct {@code name}. */
  public static LlvmStructType reference(String name) {
    return new LlvmStructType(name, Form.REFERENCE, false, List.of());
  }

  public boolean isIdentified() {
    return form != Form.LITERAL;
  }

  public boolean isOpaque() {
    return form == Form.OPAQUE;
  }

  /** Whether {@code type} may be a struct (or array) element. */
  public static boolean isValidElementType(Type type) {
    if (type instanceof LlvmVoidType || type instanceof LlvmFunctionType) return false;
    if (!(type instanceof LlvmSpecialType s)) return true;
    return s.kind() != LlvmSpecialType.Kind.LABEL
        && s.kind() != LlvmSpecialType.Kind.METADATA
        && s.kind() != LlvmSpecialType.Kind.TOKEN;
  }

  /** A literal struct of such members is compared by value; an identified one by its name. */
  @Override
  public boolean comparesByValue() {
    if (isIdentified()) return false;
    for (int i = 0; i < body.size(); i++) {
      if (!DialectType.comparesByValue(body.get(i))) return false;
    }
    return true;
  }

  @Override
  public void print(DialectPrinter printer) {
    printer.append("struct<");
    if (isIdentified()) {
      printer.printString(name);
      if (form == Form.REFERENCE) {
        printer.append(">");
        return;
      }
      printer.append(", ");
    }
    if (form == Form.OPAQUE) {
      printer.append("opaque>");
      return;
    }
    if (packed) printer.append("packed ");
    printer.append("(");
    for (int i = 0; i < body.size(); i++) {
      if (i > 0) printer.append(", ");
      LlvmType.printNested(body.get(i), printer);
    }
    printer.append(")>");
  }

  @Override
  public boolean equals(Object o) {
    if (o == this) return true;
    if (!(o instanceof LlvmStructType other)) return false;
    if (isIdentified() || other.isIdentified()) {
      return isIdentified() && other.isIdentified() && name.equals(other.name);
    }
    return packed == other.packed && ListEquality.same(body, other.body);
  }

  @Override
  public int hashCode() {
    return isIdentified() ? name.hashCode() : 31 * body.hashCode() + (packed ? 1 : 0);
  }

  @Override
  public String toString() {
    return TypeAttrPrinter.print(this);
  }
}
