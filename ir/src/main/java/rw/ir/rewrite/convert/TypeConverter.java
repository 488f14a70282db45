package rw.ir.rewrite.convert;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import java.util.function.Supplier;
import rw.ir.Block;
import rw.ir.Operation;
import rw.ir.PerThread;
import rw.ir.Region;
import rw.ir.Value;
import rw.ir.build.OpBuilder;
import rw.ir.loc.Location;
import rw.ir.type.FunctionType;
import rw.ir.type.Type;

/**
 * Maps each type to zero, one or more legal types (1:N), through registered conversions tried
 * most recent first; results are cached. A conversion may call {@link #convert} recursively for
 * the types it contains. Materializations build the casts that reconcile an original value with
 * its converted values; when none applies, dialect conversion leaves a
 * {@code builtin.unrealized_conversion_cast}.
 */
public class TypeConverter {
  /** Returned by a {@link Conversion} that knows the type cannot be converted (stops the search). */
  public static final List<Type> FAILURE = Collections.unmodifiableList(new ArrayList<>());

  /** One conversion rule. */
  @FunctionalInterface
  public interface Conversion {
    /** The converted types; {@code null} when this rule does not apply; {@link #FAILURE} to fail. */
    List<Type> convert(Type type);
  }

  /** Builds a value of the original type {@code resultType} from converted values. */
  @FunctionalInterface
  public interface SourceMaterialization {
    /** The new value, or {@code null} when this hook does not apply. */
    Value materialize(OpBuilder builder, Type resultType, List<Value> inputs, Location loc);
  }

  /** Builds values of converted types from values of other types. */
  @FunctionalInterface
  public interface TargetMaterialization {
    /** The new values (one per result type), or {@code null} when this hook does not apply. */
    List<Value> materialize(OpBuilder builder, List<Type> resultTypes, List<Value> inputs, Location loc, Type originalType);
  }

  private final List<Conversion> conversions = new ArrayList<>();
  private final List<SourceMaterialization> sourceMaterializations = new ArrayList<>();
  private final List<TargetMaterialization> targetMaterializations = new ArrayList<>();
  /** Concurrent: the islands of a conversion convert types on several threads. */
  private final Map<Type, List<Type>> cache = new ConcurrentHashMap<>();
  /** With {@link #cachePer}: what the conversions depend on, and each thread's cache for its current value. */
  private Supplier<Object> cacheKey;
  private final PerThread<KeyedCache> keyedCache = new PerThread<>();

  /**
   * One thread's results for one value of the key. In front of the map, the last few types asked
   * for and their results, found by identity: the parser and the conversions hand out one object
   * per distinct type, and ops ask for the same few types again and again, so most lookups end
   * here without hashing or comparing a type (deep for structs).
   */
  private static final class KeyedCache {
    private static final int RECENT = 4;
    final Object key;
    final Map<Type, List<Type>> results = new HashMap<>();
    private final Type[] recentTypes = new Type[RECENT];
    private final Object[] recentResults = new Object[RECENT];
    private int next;

    KeyedCache(Object key) {
      this.key = key;
    }

    /** The result noted for {@code type} itself ({@link #FAILURE} included), or {@code null}. */
    @SuppressWarnings("unchecked")
    List<Type> recent(Type type) {
      for (int i = 0; i < RECENT; i++) {
        if (recentTypes[i] == type) return (List<Type>) recentResults[i];
      }
      return null;
    }

    void note(Type type, List<Type> result) {
      recentTypes[next] = type;
      recentResults[next] = result;
      next = (next + 1) & (RECENT - 1);
    }
  }

  /**
   * Caches results per value of {@code key} (the module being converted, when conversions ask it
   * which types its target allows), so that one converter serves conversions of several modules.
   * A thread keeps the cache of the key it last saw. Set it once the conversions are all added.
   */
  public final void cachePer(Supplier<Object> key) {
    this.cacheKey = key;
  }

  /** This thread's cache for the current key (with {@link #cachePer}; else {@code null}). */
  private KeyedCache keyed() {
    if (cacheKey == null) return null;
    Object key = cacheKey.get();
    KeyedCache c = keyedCache.get();
    if (c == null || c.key != key) {
      c = new KeyedCache(key);
      keyedCache.set(c);
    }
    return c;
  }

  public final void addConversion(Conversion conversion) {
    conversions.add(conversion);
    cache.clear();
  }

  /** A 1:1 rule for types of {@code kind}; {@code fn} returns {@code null} when it does not apply. */
  public final <T extends Type> void addConversion(Class<T> kind, Function<? super T, ? extends Type> fn) {
    addConversion(t -> {
      if (!kind.isInstance(t)) return null;
      Type r = fn.apply(kind.cast(t));
      return r == null ? null : List.of(r);
    });
  }

  /** Keeps every type as it is (usually registered first, as the fallback). */
  public final void addIdentityConversion() {
    addConversion(List::of);
  }

  public final void addSourceMaterialization(SourceMaterialization m) {
    sourceMaterializations.add(m);
  }

  public final void addTargetMaterialization(TargetMaterialization m) {
    targetMaterializations.add(m);
  }

  // ---- conversion ----

  /** The types {@code type} converts to (possibly none), or {@code null} when it cannot convert. */
  public final List<Type> convert(Type type) {
    KeyedCache keyed = keyed();
    if (keyed == null) return convert(type, cache);
    List<Type> recent = keyed.recent(type);
    if (recent != null) return recent == FAILURE ? null : recent;
    List<Type> result = convert(type, keyed.results);
    keyed.note(type, result == null ? FAILURE : result);
    return result;
  }

  /** {@link #convert(Type)} through {@code cache}. */
  private List<Type> convert(Type type, Map<Type, List<Type>> cache) {
    List<Type> cached = cache.get(type);
    if (cached != null) return cached == FAILURE ? null : cached;
    List<Type> result = FAILURE;
    for (int i = conversions.size() - 1; i >= 0; i--) {
      List<Type> r = conversions.get(i).convert(type);
      if (r == null) continue;
      result = r == FAILURE ? FAILURE : List.copyOf(r);
      break;
    }
    cache.put(type, result);
    return result == FAILURE ? null : result;
  }

  /** The single type {@code type} converts to, or {@code null} (no conversion, or not 1:1). */
  public final Type convertType(Type type) {
    List<Type> r = convert(type);
    return r != null && r.size() == 1 ? r.get(0) : null;
  }

  /** The concatenated conversions of {@code types}, or {@code null} when one fails. */
  public final List<Type> convertTypes(List<? extends Type> types) {
    List<Type> out = new ArrayList<>(types.size());
    for (Type t : types) {
      List<Type> r = convert(t);
      if (r == null) return null;
      out.addAll(r);
    }
    return out;
  }

  public final boolean isLegal(Type type) {
    return type.equals(convertType(type));
  }

  public final boolean isLegal(List<? extends Type> types) {
    for (Type t : types) {
      if (!isLegal(t)) return false;
    }
    return true;
  }

  /** Whether all operand and result types of {@code op} are legal. */
  public final boolean isLegal(Operation op) {
    return isLegal(op.operandTypes()) && isLegal(op.resultTypes());
  }

  /** Whether all block argument types in {@code region} are legal. */
  public final boolean isLegal(Region region) {
    for (Block b : region.blocks()) {
      if (!isLegal(b.argumentTypes())) return false;
    }
    return true;
  }

  public final boolean isSignatureLegal(FunctionType type) {
    return isLegal(type.inputs()) && isLegal(type.results());
  }

  /** The conversion of a signature with inputs {@code types}, or {@code null} when one fails. */
  public final SignatureConversion convertSignature(List<? extends Type> types) {
    SignatureConversion conv = new SignatureConversion(types.size());
    for (int i = 0; i < types.size(); i++) {
      List<Type> r = convert(types.get(i));
      if (r == null) return null;
      conv.addInputs(i, r);
    }
    return conv;
  }

  public final SignatureConversion convertBlockSignature(Block block) {
    return convertSignature(block.argumentTypes());
  }

  // ---- materialization ----

  /** Tries the source hooks, most recent first; {@code null} when none applies. */
  public final Value materializeSourceConversion(OpBuilder b, Location loc, Type resultType, List<Value> inputs) {
    for (int i = sourceMaterializations.size() - 1; i >= 0; i--) {
      Value v = sourceMaterializations.get(i).materialize(b, resultType, inputs, loc);
      if (v != null) return v;
    }
    return null;
  }

  /** Tries the target hooks, most recent first; {@code null} when none applies. */
  public final List<Value> materializeTargetConversion(
      OpBuilder b, Location loc, List<Type> resultTypes, List<Value> inputs, Type originalType) {
    for (int i = targetMaterializations.size() - 1; i >= 0; i--) {
      List<Value> v = targetMaterializations.get(i).materialize(b, resultTypes, inputs, loc, originalType);
      if (v != null) return v;
    }
    return null;
  }
}
