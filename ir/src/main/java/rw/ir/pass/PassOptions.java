package rw.ir.pass;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;

/**
 * The option values of one pass instance: an immutable typed map over the pass's declared
 * {@link PassOption}s, read with {@link #flag}, {@link #integer}, {@link #real}, {@link #string},
 * {@link #integers} and {@link #strings}. Made from the defaults and MLIR's option text
 * ({@code max-iterations=3 top-down=false}, as inside {@code canonicalize{...}} or after
 * {@code --canonicalize=}).
 */
public final class PassOptions {
  private static final PassOptions NONE = new PassOptions(List.of(), Map.of());

  private final List<PassOption> specs;
  private final Map<String, Object> values;

  private PassOptions(List<PassOption> specs, Map<String, Object> values) {
    this.specs = specs;
    this.values = values;
  }

  /** Options of a pass that declares none. */
  public static PassOptions none() {
    return NONE;
  }

  /** Every declared option at its default value. */
  public static PassOptions defaults(List<PassOption> specs) {
    if (specs.isEmpty()) return NONE;
    Map<String, Object> values = new LinkedHashMap<>();
    for (PassOption o : specs) {
      if (values.put(o.name(), o.defaultValue()) != null) throw new IllegalArgumentException("option " + o.name() + " declared twice");
    }
    return new PassOptions(List.copyOf(specs), Collections.unmodifiableMap(values));
  }

  /** These options with the assignments of {@code text} applied, left to right. */
  public PassOptions parse(String text) throws PassOptionException {
    Map<String, Object> updated = new LinkedHashMap<>(values);
    for (OptionText.Arg arg : OptionText.arguments(text)) {
      PassOption spec = spec(arg.key());
      if (spec == null) throw new PassOptionException("<Pass-Options-Parser>: no such option " + arg.key() + "\n", null);
      updated.put(spec.name(), OptionValueParser.parse(spec, arg.value()));
    }
    return new PassOptions(specs, Collections.unmodifiableMap(updated));
  }

  public List<PassOption> specs() {
    return specs;
  }

  public boolean isEmpty() {
    return specs.isEmpty();
  }

  public boolean flag(String name) {
    return (Boolean) value(name, PassOption.Kind.BOOL);
  }

  /** The value of an {@code INT}, {@code UINT} or {@code LONG} option. */
  public long integer(String name) {
    PassOption o = declared(name);
    if (o.kind() != PassOption.Kind.INT && o.kind() != PassOption.Kind.UINT && o.kind() != PassOption.Kind.LONG) {
      throw new IllegalArgumentException("option " + name + " is not an integer option");
    }
    return (Long) values.get(name);
  }

  public double real(String name) {
    return (Double) value(name, PassOption.Kind.DOUBLE);
  }

  /** The value of a {@code STRING} or {@code ENUM} option. */
  public String string(String name) {
    PassOption o = declared(name);
    if (o.kind() != PassOption.Kind.STRING && o.kind() != PassOption.Kind.ENUM) {
      throw new IllegalArgumentException("option " + name + " is not a string option");
    }
    return (String) values.get(name);
  }

  @SuppressWarnings("unchecked")
  public List<Long> integers(String name) {
    return (List<Long>) value(name, PassOption.Kind.INT_LIST);
  }

  @SuppressWarnings("unchecked")
  public List<String> strings(String name) {
    return (List<String>) value(name, PassOption.Kind.STRING_LIST);
  }

  /**
   * MLIR's printed form: {@code {name=value ...}} sorted by name, or the empty string when the
   * pass declares no options. Strings holding a space and non-empty lists are wrapped in braces
   * ({@code label={hi there}}, {@code ops={a,b}}); an empty list prints nothing but keeps its
   * separating space, as MLIR prints it.
   */
  public String toText() {
    if (specs.isEmpty()) return "";
    List<PassOption> sorted = new ArrayList<>(specs);
    sorted.sort(Comparator.comparing(PassOption::name));
    StringJoiner sj = new StringJoiner(" ", "{", "}");
    for (PassOption o : sorted) sj.add(assignmentText(o, values.get(o.name())));
    return sj.toString();
  }

  private static String assignmentText(PassOption o, Object v) {
    if (v instanceof List<?> list) {
      if (list.isEmpty()) return "";
      StringJoiner sj = new StringJoiner(",", o.name() + "={", "}");
      for (Object e : list) sj.add(String.valueOf(e));
      return sj.toString();
    }
    String text = String.valueOf(v);
    return o.name() + "=" + (text.indexOf(' ') >= 0 ? "{" + text + "}" : text);
  }

  private Object value(String name, PassOption.Kind kind) {
    PassOption o = declared(name);
    if (o.kind() != kind) throw new IllegalArgumentException("option " + name + " is " + o.kind() + ", not " + kind);
    return values.get(name);
  }

  private PassOption declared(String name) {
    PassOption o = spec(name);
    if (o == null) throw new IllegalArgumentException("no option " + name + " declared");
    return o;
  }

  private PassOption spec(String name) {
    for (PassOption o : specs) {
      if (o.name().equals(name)) return o;
    }
    return null;
  }

  @Override
  public String toString() {
    return toText();
  }
}
