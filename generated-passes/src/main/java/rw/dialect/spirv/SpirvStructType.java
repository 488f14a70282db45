package rw.dialect.spirv;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import rw.ir.attr.Attribute;
import rw.ir.attr.IntegerAttr;
import rw.ir.attr.TypeAttrPrinter;
import rw.ir.type.DialectPrinter;
import rw.ir.type.DialectType;
import rw.ir.type.ListEquality;
import rw.ir.type.Type;

/**
 * {@code !spirv.struct<…>}: literal ({@code struct<(i32 [0], f32 [4])>}), identified
 * ({@code struct<name, (…)>}) or a recursive reference ({@code struct<name>}, only inside the body
 * of the identified struct {@code name}). Member offsets are given for every member or for none
 * ({@code offsets} empty); member decorations are kept sorted by member, then by decoration in
 * MLIR's order. Identified structs and references are equal when their names are, as in MLIR.
 */
public record SpirvStructType(String name, Form form, List<Type> memberTypes, List<Long> offsets,
    List<MemberDecoration> decorations) implements SpirvType {
  public enum Form { LITERAL, IDENTIFIED, REFERENCE }

  /**
   * A decoration of member {@code member}: {@code NonWritable} ({@code value} null) or, with a
   * value, {@code Binding=2}. {@code decoration} is a case of {@link SpirvEnumKind#DECORATION}.
   */
  public record MemberDecoration(int member, String decoration, Attribute value) {
    public MemberDecoration {
      if (!SpirvEnumKind.DECORATION.isCase(decoration)) {
        throw new IllegalArgumentException("not a decoration: " + decoration);
      }
    }

    public boolean hasValue() {
      return value != null;
    }
  }

  private static final Comparator<MemberDecoration> ORDER =
      Comparator.comparingInt(MemberDecoration::member)
          .thenComparingInt(d -> SpirvEnumKind.DECORATION.ordinal(d.decoration()));

  public SpirvStructType {
    if (form == null) throw new IllegalArgumentException("null form");
    if ((name == null) != (form == Form.LITERAL)) throw new IllegalArgumentException("name/form");
    memberTypes = List.copyOf(memberTypes);
    offsets = List.copyOf(offsets);
    List<MemberDecoration> sorted = new ArrayList<>(decorations);
    sorted.sort(ORDER);
    decorations = List.copyOf(sorted);
    if (!offsets.isEmpty() && offsets.size() != memberTypes.size()) {
      throw new IllegalArgumentException("offsets for some members only");
    }
    if (form == Form.REFERENCE && !memberTypes.isEmpty()) throw new IllegalArgumentException("reference with members");
  }

  public static SpirvStructType literal(List<Type> memberTypes, List<Long> offsets) {
    return new SpirvStructType(null, Form.LITERAL, memberTypes, offsets, List.of());
  }

  public static SpirvStructType reference(String name) {
    return new SpirvStructType(name, Form.REFERENCE, List.of(), List.of(), List.of());
  }

  public boolean isIdentified() {
    return form != Form.LITERAL;
  }

  public boolean hasOffsets() {
    return !offsets.isEmpty();
  }

  /** A literal struct of such members, without decorations, is compared by value; an identified one by its name. */
  @Override
  public boolean comparesByValue() {
    if (isIdentified() || !decorations.isEmpty()) return false;
    for (int i = 0; i < memberTypes.size(); i++) {
      if (!DialectType.comparesByValue(memberTypes.get(i))) return false;
    }
    return true;
  }

  @Override
  public void print(DialectPrinter printer) {
    printer.append("struct<");
    if (isIdentified()) {
      printer.append(name);
      if (form == Form.REFERENCE) {
        printer.append(">");
        return;
      }
      printer.append(", ");
    }
    printer.append("(");
    for (int i = 0; i < memberTypes.size(); i++) {
      if (i > 0) printer.append(", ");
      printer.printType(memberTypes.get(i));
      printMemberDecorations(i, printer);
    }
    printer.append(")>");
  }

  private void printMemberDecorations(int member, DialectPrinter printer) {
    String sep = " [";
    if (hasOffsets()) {
      printer.append(sep).append(Long.toUnsignedString(offsets.get(member)));
      sep = ", ";
    }
    for (MemberDecoration d : decorations) {
      if (d.member() != member) continue;
      printer.append(sep).append(d.decoration());
      if (d.hasValue()) printValue(d.value(), printer.append("="));
      sep = ", ";
    }
    if (!sep.equals(" [")) printer.append("]");
  }

  /** Integer values print as plain numbers whatever their type ({@code Binding=3}). */
  private static void printValue(Attribute value, DialectPrinter printer) {
    if (value instanceof IntegerAttr i) {
      printer.append(i.value().toString());
      return;
    }
    printer.printAttribute(value);
  }

  @Override
  public boolean equals(Object o) {
    if (o == this) return true;
    if (!(o instanceof SpirvStructType other)) return false;
    if (isIdentified() || other.isIdentified()) {
      return isIdentified() && other.isIdentified() && name.equals(other.name);
    }
    return ListEquality.same(memberTypes, other.memberTypes) && ListEquality.same(offsets, other.offsets)
        && ListEquality.same(decorations, other.decorations);
  }

  @Override
  public int hashCode() {
    return isIdentified() ? name.hashCode() : memberTypes.hashCode() * 31 + offsets.hashCode();
  }

  @Override
  public String toString() {
    return TypeAttrPrinter.print(this);
  }
}
