package rw.ir.pass;

import java.util.List;

/**
 * What the registry knows of a pass: its command-line argument ({@code cse}), its name in timing
 * reports and IR dumps ({@code CSE}), a description, the op it is anchored on ({@code func.func},
 * or {@link OpPassManager#ANY} for op-agnostic passes), its options, and how to make an instance.
 */
public record PassInfo(String argument, String name, String description, String anchor,
    List<PassOption> options, Factory factory) implements PassRegistryEntry {

  /** Makes a pass instance for given option values. */
  @FunctionalInterface
  public interface Factory {
    Pass create(PassInfo info, PassOptions options);
  }

  public PassInfo {
    if (argument == null || argument.isEmpty()) throw new IllegalArgumentException("pass without argument");
    if (factory == null) throw new IllegalArgumentException("pass " + argument + " without factory");
    if (name == null || name.isEmpty()) name = argument;
    if (description == null) description = "";
    if (anchor == null || anchor.isEmpty()) anchor = OpPassManager.ANY;
    options = List.copyOf(options);
    PassOptions.defaults(options);
  }

  /** A pass without options. */
  public static PassInfo of(String argument, String name, String description, String anchor, Factory factory) {
    return new PassInfo(argument, name, description, anchor, List.of(), factory);
  }

  public boolean isOpAgnostic() {
    return anchor.equals(OpPassManager.ANY);
  }

  /** A new instance with default options. */
  public Pass create() {
    return create(PassOptions.defaults(options));
  }

  public Pass create(PassOptions values) {
    Pass p = factory.create(this, values);
    if (p.info() != this) throw new IllegalStateException("factory of " + argument + " made a pass of another info");
    return p;
  }

  /** A new instance with the options of MLIR's option text applied to the defaults. */
  public Pass create(String optionText) throws PassOptionException {
    return create(PassOptions.defaults(options).parse(optionText));
  }
}
