package rw.ir;

import java.util.Collections;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * What rw knows of a registered operation: its name, traits, verifier and interfaces (hooks that
 * higher layers attach, such as custom syntax, keyed by their interface class). Immutable once
 * built.
 */
public final class OpDef {
  private final String name;
  private final Set<Trait> traits;
  private final OpVerifier verifier;
  private final Map<Class<?>, Object> interfaces;
  private final String summary;

  private OpDef(Builder b) {
    this.name = b.name;
    this.traits = Collections.unmodifiableSet(EnumSet.copyOf(b.traits));
    this.verifier = b.verifier;
    this.interfaces = Collections.unmodifiableMap(new LinkedHashMap<>(b.interfaces));
    this.summary = b.summary;
  }

  public static Builder builder(String name) {
    return new Builder(name);
  }

  public String name() {
    return name;
  }

  /** The dialect namespace: the part of the name before the first dot. */
  public String dialect() {
    int dot = name.indexOf('.');
    return dot < 0 ? "" : name.substring(0, dot);
  }

  public boolean hasTrait(Trait t) {
    return traits.contains(t);
  }

  public Set<Trait> traits() {
    return traits;
  }

  public OpVerifier verifier() {
    return verifier;
  }

  public String summary() {
    return summary;
  }

  /** The implementation of {@code iface} attached to this op, or {@code null}. */
  public <T> T getInterface(Class<T> iface) {
    return iface.cast(interfaces.get(iface));
  }

  @Override
  public String toString() {
    return "OpDef(" + name + ")";
  }

  /** Collects the parts of an {@link OpDef}. */
  public static final class Builder {
    private final String name;
    private final EnumSet<Trait> traits = EnumSet.noneOf(Trait.class);
    private OpVerifier verifier = OpVerifier.NONE;
    private final Map<Class<?>, Object> interfaces = new LinkedHashMap<>();
    private String summary = "";

    private Builder(String name) {
      if (name == null || name.indexOf('.') <= 0) {
        throw new IllegalArgumentException("op name needs a dialect prefix: " + name);
      }
      this.name = name;
    }

    public Builder traits(Trait... ts) {
      Collections.addAll(traits, ts);
      return this;
    }

    public Builder verifier(OpVerifier v) {
      this.verifier = v;
      return this;
    }

    public <T> Builder implement(Class<T> iface, T impl) {
      if (interfaces.putIfAbsent(iface, iface.cast(impl)) != null) {
        throw new IllegalStateException(name + " implements " + iface.getSimpleName() + " twice");
      }
      return this;
    }

    public Builder summary(String s) {
      this.summary = s;
      return this;
    }

    public OpDef build() {
      return new OpDef(this);
    }
  }
}
