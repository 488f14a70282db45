package rw.ir.def;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import rw.ir.attr.Attribute;
import rw.ir.attr.IntegerAttr;
import rw.ir.type.IntegerType;

/**
 * The cases of an integer enum attribute (MLIR's {@code I64EnumAttr}): keywords and their values,
 * stored as an integer attribute of {@link #type()}. {@code arith.cmpi slt} stores
 * {@code predicate = 2 : i64}.
 */
public final class EnumCases {
  private final String name;
  private final IntegerType type;
  private final List<String> keywords;
  private final List<Long> values;
  private final Map<Long, String> byValue = new TreeMap<>();

  private EnumCases(String name, IntegerType type, List<String> keywords, List<Long> values) {
    this.name = name;
    this.type = type;
    this.keywords = List.copyOf(keywords);
    this.values = List.copyOf(values);
    for (int i = 0; i < keywords.size(); i++) {
      if (byValue.put(values.get(i), keywords.get(i)) != null) {
        throw new IllegalArgumentException("enum " + name + ": value " + values.get(i) + " used twice");
      }
    }
  }

  /** Cases {@code keywords[i]} with value {@code i}, stored as {@code type}. */
  public static EnumCases sequential(String name, IntegerType type, String... keywords) {
    List<Long> values = new ArrayList<>();
    for (int i = 0; i < keywords.length; i++) values.add((long) i);
    return new EnumCases(name, type, List.of(keywords), values);
  }

  /** Cases with explicit values, in the order given (the order of MLIR's diagnostics). */
  public static EnumCases of(String name, IntegerType type, List<String> keywords, List<Long> values) {
    if (keywords.size() != values.size()) throw new IllegalArgumentException("enum " + name + ": sizes differ");
    return new EnumCases(name, type, keywords, values);
  }

  /** The enum's name, used in parse errors ({@code predicate attribute specification}). */
  public String name() {
    return name;
  }

  public IntegerType type() {
    return type;
  }

  /** The keywords in declaration order. */
  public List<String> keywords() {
    return keywords;
  }

  /** The keyword of {@code value}, or {@code null}. */
  public String keyword(long value) {
    return byValue.get(value);
  }

  /** The value of {@code keyword}, or {@code null}. */
  public Long value(String keyword) {
    int i = keywords.indexOf(keyword);
    return i < 0 ? null : values.get(i);
  }

  /** The attribute storing {@code keyword}'s value. */
  public IntegerAttr attr(String keyword) {
    Long v = value(keyword);
    if (v == null) throw new IllegalArgumentException("enum " + name + " has no case " + keyword);
    return IntegerAttr.of(v, type);
  }

  /** Whether {@code a} is an integer of this enum's type holding one of its values. */
  public boolean isCase(Attribute a) {
    if (!(a instanceof IntegerAttr ia) || !ia.type().equals(type)) return false;
    BigInteger v = ia.value();
    return v.bitLength() < 64 && byValue.containsKey(v.longValue());
  }

  /** MLIR's summary: {@code allowed 64-bit signless integer cases: 0, 1, 2}. */
  String description() {
    StringBuilder sb = new StringBuilder("allowed ").append(type.width()).append("-bit signless integer cases: ");
    String sep = "";
    for (Long v : values) {
      sb.append(sep).append(v);
      sep = ", ";
    }
    return sb.toString();
  }
}
