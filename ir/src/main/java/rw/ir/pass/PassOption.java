package rw.ir.pass;

import java.util.List;

/**
 * The declaration of one pass option: its name on the command line ({@code max-iterations}),
 * its kind, description and default value. Values are typed by kind: {@code Boolean} for
 * {@link Kind#BOOL}; {@code Long} for the integer kinds; {@code Double}; {@code String} for
 * {@link Kind#STRING} and {@link Kind#ENUM} (one of {@code choices}); {@code List<Long>} and
 * {@code List<String>} for the list kinds (written comma-separated).
 */
public record PassOption(String name, Kind kind, String description, Object defaultValue, List<String> choices) {

  /** The value types of options, named after LLVM's command-line parsers. */
  public enum Kind {
    BOOL("boolean"),
    INT("integer"),
    UINT("uint"),
    LONG("long"),
    DOUBLE("floating point"),
    STRING("string"),
    ENUM("enum"),
    INT_LIST("long"),
    STRING_LIST("string");

    private final String parserName;

    Kind(String parserName) {
      this.parserName = parserName;
    }

    /** How LLVM's parsers name the kind in {@code value invalid for ... argument!}. */
    public String parserName() {
      return parserName;
    }

    public boolean isList() {
      return this == INT_LIST || this == STRING_LIST;
    }
  }

  public PassOption {
    if (name == null || name.isEmpty() || kind == null) throw new IllegalArgumentException("option needs a name and a kind");
    if (description == null) description = "";
    choices = choices == null ? List.of() : List.copyOf(choices);
    if (kind == Kind.ENUM && !choices.contains(defaultValue)) {
      throw new IllegalArgumentException("default of option " + name + " is not one of " + choices);
    }
    if (kind.isList() && defaultValue == null) defaultValue = List.of();
  }

  public static PassOption flag(String name, boolean defaultValue, String description) {
    return new PassOption(name, Kind.BOOL, description, defaultValue, null);
  }

  /** A 32-bit signed integer option. */
  public static PassOption integer(String name, int defaultValue, String description) {
    return new PassOption(name, Kind.INT, description, (long) defaultValue, null);
  }

  /** A 32-bit unsigned integer option. */
  public static PassOption unsigned(String name, int defaultValue, String description) {
    if (defaultValue < 0) throw new IllegalArgumentException("negative default for unsigned option " + name);
    return new PassOption(name, Kind.UINT, description, (long) defaultValue, null);
  }

  /** A 64-bit signed integer option. */
  public static PassOption int64(String name, long defaultValue, String description) {
    return new PassOption(name, Kind.LONG, description, defaultValue, null);
  }

  public static PassOption real(String name, double defaultValue, String description) {
    return new PassOption(name, Kind.DOUBLE, description, defaultValue, null);
  }

  public static PassOption string(String name, String defaultValue, String description) {
    return new PassOption(name, Kind.STRING, description, defaultValue == null ? "" : defaultValue, null);
  }

  public static PassOption choice(String name, String defaultValue, List<String> choices, String description) {
    return new PassOption(name, Kind.ENUM, description, defaultValue, choices);
  }

  public static PassOption intList(String name, String description) {
    return new PassOption(name, Kind.INT_LIST, description, List.of(), null);
  }

  public static PassOption stringList(String name, String description) {
    return new PassOption(name, Kind.STRING_LIST, description, List.of(), null);
  }
}
