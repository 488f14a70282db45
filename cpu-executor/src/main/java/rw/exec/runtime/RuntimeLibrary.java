package rw.exec.runtime;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * An immutable set of runtime functions: registered in a fixed order, looked up by symbol
 * name. The executor resolves every external call of a module here before it starts, so a
 * missing function is reported up front, naming the symbol.
 */
public final class RuntimeLibrary {
  private final List<RuntimeFunction> ordered;
  private final Map<String, RuntimeFunction> byName;

  private RuntimeLibrary(List<RuntimeFunction> ordered) {
    this.ordered = Collections.unmodifiableList(new ArrayList<>(ordered));
    Map<String, RuntimeFunction> map = new HashMap<>();
    for (RuntimeFunction f : ordered) map.put(f.name(), f);
    this.byName = map;
  }

  public static Builder builder() {
    return new Builder();
  }

  public Optional<RuntimeFunction> find(String name) {
    return Optional.ofNullable(byName.get(name));
  }

  public boolean contains(String name) {
    return byName.containsKey(name);
  }

  /** All functions in registration order. */
  public List<RuntimeFunction> functions() {
    return ordered;
  }

  public int size() {
    return ordered.size();
  }

  /** Collects functions; a name may be added once, and replaced only explicitly. */
  public static final class Builder {
    private final List<RuntimeFunction> ordered = new ArrayList<>();
    private final Map<String, Integer> index = new HashMap<>();

    private Builder() {}

    /** Adds {@code f}; a name that is already registered is an error. */
    public Builder add(RuntimeFunction f) {
      if (index.containsKey(f.name())) {
        throw new IllegalArgumentException("runtime function '" + f.name() + "' is already registered");
      }
      index.put(f.name(), ordered.size());
      ordered.add(f);
      return this;
    }

    /** Replaces the registered function of the same name, keeping its position. */
    public Builder replace(RuntimeFunction f) {
      Integer at = index.get(f.name());
      if (at == null) {
        throw new IllegalArgumentException("runtime function '" + f.name() + "' is not registered, cannot replace it");
      }
      ordered.set(at, f);
      return this;
    }

    public Builder addAll(RuntimeProvider provider) {
      provider.register(this);
      return this;
    }

    public boolean contains(String name) {
      return index.containsKey(name);
    }

    public RuntimeLibrary build() {
      return new RuntimeLibrary(ordered);
    }
  }
}
