package rw.conversion.support;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import rw.dialect.llvm.LinkageAttr;
import rw.ir.Operation;
import rw.ir.attr.ArrayAttr;
import rw.ir.attr.Attribute;
import rw.ir.attr.DenseArrayAttr;
import rw.ir.attr.IntegerAttr;
import rw.ir.attr.StringAttr;
import rw.ir.attr.SymbolRefAttr;
import rw.ir.attr.TypeAttr;
import rw.ir.attr.UnitAttr;
import rw.ir.symbol.SymbolTable;
import rw.ir.type.IntegerType;
import rw.ir.type.Type;

/**
 * The value conversions of code generated from {@code .rw} rules: attributes read as text,
 * integers or types where a rule uses them so, and rule values stored as attributes of the kind
 * an op's property declares.
 */
public final class RuleValues {
  private RuleValues() {}

  /** What a value reads as in interpolated text: a string's value, an integer, a symbol's name. */
  public static String text(Object v) {
    if (v instanceof StringAttr s) return s.value();
    if (v instanceof IntegerAttr i) return i.value().toString();
    if (v instanceof SymbolRefAttr r) return r.nested().isEmpty() ? r.root() : r.nested().get(r.nested().size() - 1);
    if (v instanceof TypeAttr t) return t.type().toString();
    if (v instanceof Operation op) return SymbolTable.symbolName(op);
    return String.valueOf(v);
  }

  public static long integer(Object v) {
    if (v instanceof IntegerAttr i) return i.value().longValue();
    if (v instanceof Number n) return n.longValue();
    throw new IllegalStateException("not an integer: " + v);
  }

  public static Type type(Object v) {
    if (v instanceof TypeAttr t) return t.type();
    if (v instanceof Type t) return t;
    if (v == null) throw new NoConversion("no type");
    throw new IllegalStateException("not a type: " + v);
  }

  /**
   * The result of a type-map rule whose target is computed by {@code target}: the converted type,
   * or {@code null} (the rule does not apply) when a nested {@code convert(...)} in the target
   * failed, as MLIR's type converter does when a component cannot be converted.
   */
  public static List<Type> typeResult(java.util.function.Supplier<Object> target) {
    try {
      return List.of(type(target.get()));
    } catch (NoConversion e) {
      return null;
    }
  }

  /** A nested conversion inside a type-map rule gave no type (the converter returned null). */
  public static final class NoConversion extends IllegalStateException {
    private static final long serialVersionUID = 1L;

    NoConversion(String what) {
      super(what + ": a nested conversion failed");
    }
  }

  @SuppressWarnings("unchecked")
  public static <T> List<T> list(Object v) {
    if (v instanceof ArrayAttr a) return (List<T>) a.elements();
    if (v instanceof DenseArrayAttr d) return (List<T>) d.values().stream().map(Number::longValue).toList();
    if (v instanceof List<?> l) return (List<T>) l;
    if (v == null) throw new NoConversion("no list");
    throw new IllegalStateException("not a list: " + v);
  }

  /** A list element read into a variable of its type ({@code set %v = values[i]}). */
  @SuppressWarnings("unchecked")
  public static <T> T value(Object element) {
    return (T) element;
  }

  /** {@code a + b} of two lists. */
  @SuppressWarnings("unchecked")
  public static <T> List<T> concat(List<?> a, List<?> b) {
    List<Object> out = new java.util.ArrayList<>(a.size() + b.size());
    out.addAll(a);
    out.addAll(b);
    return (List<T>) out;
  }

  /** {@code range(n)}: 0, 1, …, n - 1. */
  public static List<Long> range(long n) {
    List<Long> out = new java.util.ArrayList<>((int) Math.max(n, 0));
    for (long i = 0; i < n; i++) out.add(i);
    return out;
  }

  /** {@code [for x in items: f(x)]}: read-only, nulls allowed (as a stream's {@code toList()}). */
  public static <T, R> List<R> map(List<T> items, java.util.function.Function<? super T, ? extends R> f) {
    List<R> out = new ArrayList<>(items.size());
    for (int i = 0; i < items.size(); i++) out.add(f.apply(items.get(i)));
    return java.util.Collections.unmodifiableList(out);
  }

  /** The items for which {@code keep} holds, in order: read-only (as a stream's {@code toList()}). */
  public static <T> List<T> filter(List<T> items, java.util.function.Predicate<? super T> keep) {
    List<T> out = new ArrayList<>();
    for (int i = 0; i < items.size(); i++) {
      if (keep.test(items.get(i))) out.add(items.get(i));
    }
    return java.util.Collections.unmodifiableList(out);
  }

  /** {@code [for (i, x) in enumerate(items): f(i, x)]}. */
  public static <T, R> List<R> indexed(List<T> items, java.util.function.BiFunction<Long, T, R> f) {
    List<R> out = new java.util.ArrayList<>(items.size());
    for (int i = 0; i < items.size(); i++) out.add(f.apply((long) i, items.get(i)));
    return out;
  }

  /** Equality of rule values, attributes compared by what they hold. */
  public static boolean same(Object a, Object b) {
    if (a == null || b == null) return a == b;
    if (a instanceof IntegerAttr || b instanceof IntegerAttr || a instanceof Number || b instanceof Number) {
      return integer(a) == integer(b);
    }
    if (a instanceof String || b instanceof String) return text(a).equals(text(b));
    return a.equals(b);
  }

  /** A rule value stored as an attribute of {@code kind}: symbol, string, type, i1, i32, i64, index, i64-array. */
  public static Attribute attr(Object v, String kind) {
    if (v instanceof Attribute a && !(a instanceof StringAttr && kind.equals("symbol"))) return a;
    return switch (kind) {
      case "symbol" -> SymbolRefAttr.flat(text(v));
      case "string" -> StringAttr.of(text(v));
      case "type" -> new TypeAttr(type(v));
      case "i1" -> IntegerAttr.bool((Boolean) v);
      case "i32" -> IntegerAttr.of(integer(v), IntegerType.I32);
      case "i64" -> IntegerAttr.of(integer(v), IntegerType.I64);
      case "i64-array" -> new DenseArrayAttr(IntegerType.I64, longs(v));
      case "unit" -> UnitAttr.INSTANCE;
      default -> throw new IllegalStateException("cannot store " + v + " as " + kind);
    };
  }

  private static List<Long> longs(Object v) {
    List<Object> items = list(v);
    List<Long> out = new ArrayList<>(items.size());
    for (int i = 0; i < items.size(); i++) out.add(integer(items.get(i)));
    return out;
  }

  /** An integer attribute of an explicitly written type: {@code n : index}. */
  public static Attribute typed(Object v, Type type) {
    return new IntegerAttr(BigInteger.valueOf(integer(v)), type);
  }

  /** How many parts a symbol reference has ({@code @a::@b}: 2); 0 when {@code v} is not one. */
  public static int symbolDepth(Object v) {
    return v instanceof SymbolRefAttr r ? 1 + r.nested().size() : 0;
  }

  /** Part {@code i} of a symbol reference. */
  public static String symbolPart(Object v, int i) {
    SymbolRefAttr r = (SymbolRefAttr) v;
    return i == 0 ? r.root() : r.nested().get(i - 1);
  }

  /** {@code a ?? b}. */
  public static Object orElse(Object a, Object b) {
    return a != null ? a : b;
  }

  /** {@code #llvm.linkage<name>}. */
  public static Attribute linkage(String name) {
    return new LinkageAttr(rw.dialect.llvm.Linkage.valueOf(name.toUpperCase()));
  }
}
