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
  /** The traits as bits (1 << ordinal): a test is one load and a mask, on every walk of the IR. */
  private final long traitBits;
  private final OpVerifier verifier;
  /** The interfaces' kinds and implementations, index by index: few per op, found by identity. */
  private final Class<?>[] interfaceKinds;
  private final Object[] interfaceImpls;
  private final String summary;
  private final OpVerifier invariants;
  private final OpVerifier contextInvariants;
  private final OpVerifier regionVerifier;
  private final Count regionCount;
  private final Count resultCount;
  private final Count successorCount;
  private final Count operandCount;

  private OpDef(Builder b) {
    this.name = b.name;
    EnumSet<Trait> traitSet = EnumSet.copyOf(b.traits);
    this.traits = Collections.unmodifiableSet(traitSet);
    this.traitBits = bits(traitSet);
    this.verifier = b.verifier;
    this.interfaceKinds = b.interfaces.keySet().toArray(new Class<?>[0]);
    this.interfaceImpls = b.interfaces.values().toArray();
    this.summary = b.summary;
    this.invariants = b.invariants;
    this.contextInvariants = b.contextInvariants == null ? b.invariants : b.contextInvariants;
    this.regionVerifier = b.regionVerifier;
    this.regionCount = b.regionCount;
    this.resultCount = b.resultCount;
    this.successorCount = b.successorCount;
    this.operandCount = b.operandCount;
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
    return (traitBits & bit(t)) != 0;
  }

  long traitBits() {
    return traitBits;
  }

  static long bit(Trait t) {
    return 1L << t.ordinal();
  }

  private static long bits(Set<Trait> traits) {
    if (Trait.values().length > Long.SIZE) throw new IllegalStateException("more traits than bits in a long");
    long bits = 0;
    for (Trait t : traits) bits |= bit(t);
    return bits;
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

  /**
   * Checks of the op's declared constraints (attribute, operand, result and region constraints:
   * MLIR's ODS invariants); they run after the count and structural trait checks, before
   * {@link Trait#IS_TERMINATOR}, {@link Trait#SYMBOL} and {@link #verifier()}.
   */
  public OpVerifier invariants() {
    return invariants;
  }

  /**
   * The part of {@link #invariants()} that depends on more than the op's own operands, results,
   * attributes and properties (region constraints, predicates on the whole op): all the verifier
   * runs of the invariants for an op that passed them and has not changed since
   * ({@link Operation#isVerified}), the rest being sure to pass again. All of them unless the
   * definition says otherwise.
   */
  public OpVerifier contextInvariants() {
    return contextInvariants;
  }

  /** Checks that need the nested ops verified first (MLIR's verifyRegions); run on the way out. */
  public OpVerifier regionVerifier() {
    return regionVerifier;
  }

  /** The declared number of regions, or {@code null} when any number is fine. */
  public Count regionCount() {
    return regionCount;
  }

  public Count resultCount() {
    return resultCount;
  }

  public Count successorCount() {
    return successorCount;
  }

  public Count operandCount() {
    return operandCount;
  }

  /** The implementation of {@code iface} attached to this op, or {@code null}. */
  @SuppressWarnings("unchecked")
  public <T> T getInterface(Class<T> iface) {
    // Unchecked: {@link Builder#implement} checked the implementation against its kind (and
    // Class.cast is a call into the VM on C1, for one of the most frequent lookups).
    for (int i = 0; i < interfaceKinds.length; i++) {
      if (interfaceKinds[i] == iface) return (T) interfaceImpls[i];
    }
    return null;
  }

  @Override
  public String toString() {
    return "OpDef(" + name + ")";
  }

  /** A declared count: exactly {@code value}, or {@code value} or more when {@code atLeast}. */
  public record Count(int value, boolean atLeast) {
    public Count {
      if (value < 0) throw new IllegalArgumentException("negative count " + value);
    }

    public boolean accepts(int n) {
      return atLeast ? n >= value : n == value;
    }
  }

  /** Collects the parts of an {@link OpDef}. */
  public static final class Builder {
    private final String name;
    private final EnumSet<Trait> traits = EnumSet.noneOf(Trait.class);
    private OpVerifier verifier = OpVerifier.NONE;
    private final Map<Class<?>, Object> interfaces = new LinkedHashMap<>();
    private String summary = "";
    private OpVerifier invariants = OpVerifier.NONE;
    private OpVerifier contextInvariants;
    private OpVerifier regionVerifier = OpVerifier.NONE;
    private Count regionCount;
    private Count resultCount;
    private Count successorCount;
    private Count operandCount;

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

    public Builder invariants(OpVerifier v) {
      this.invariants = v;
      return this;
    }

    /**
     * The part of the invariants that an unchanged op must pass again (see
     * {@link OpDef#contextInvariants}); the checks left out must depend only on the op's own
     * operands' and results' types, attributes and properties.
     */
    public Builder contextInvariants(OpVerifier v) {
      this.contextInvariants = v;
      return this;
    }

    public Builder regionVerifier(OpVerifier v) {
      this.regionVerifier = v;
      return this;
    }

    /** Exactly {@code n} regions (MLIR's ZeroRegions / OneRegion / NRegions). */
    public Builder regions(int n) {
      this.regionCount = new Count(n, false);
      return this;
    }

    public Builder atLeastRegions(int n) {
      this.regionCount = new Count(n, true);
      return this;
    }

    public Builder results(int n) {
      this.resultCount = new Count(n, false);
      return this;
    }

    public Builder atLeastResults(int n) {
      this.resultCount = new Count(n, true);
      return this;
    }

    public Builder successors(int n) {
      this.successorCount = new Count(n, false);
      return this;
    }

    public Builder atLeastSuccessors(int n) {
      this.successorCount = new Count(n, true);
      return this;
    }

    public Builder operands(int n) {
      this.operandCount = new Count(n, false);
      return this;
    }

    public Builder atLeastOperands(int n) {
      this.operandCount = new Count(n, true);
      return this;
    }

    public OpDef build() {
      return new OpDef(this);
    }
  }
}
