package rw.ir.rewrite.convert;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import rw.ir.OpName;
import rw.ir.Operation;
import rw.ir.rewrite.PatternSet;
import rw.ir.rewrite.RewritePattern;

/**
 * What a conversion looks up for every op by its name: the target's mark, the patterns to try,
 * the folder. Found once per op name (by the identity of its {@link OpName}) instead of through
 * string-keyed maps for every op. The rules a {@link ConversionBatch} keeps per target and
 * patterns are shared by its conversions (on any thread); each conversion reads them through a
 * {@link #local} view of its own, whose plain identity map is cheaper than the shared concurrent
 * one. The target, the patterns and the folders must not change while the conversions run.
 */
final class OpRules {
  /** What applies to the ops of one name: the target's rule, the patterns to try in order, the folder (or {@code null}). */
  record Entry(ConversionTarget.Rule rule, List<RewritePattern> patterns, OpFolds.Folder folder) {}

  private final ConversionTarget target;
  private final PatternSet patterns;
  /** The context's folders, or {@code null} when it has none. */
  private final OpFolds folds;
  private final Map<OpName, Entry> entries;
  /** The shared rules a local view reads through, or {@code null} for the shared rules themselves. */
  private final OpRules shared;

  OpRules(ConversionTarget target, PatternSet patterns, OpFolds folds) {
    this(target, patterns, folds, new ConcurrentHashMap<>(), null);
  }

  private OpRules(ConversionTarget target, PatternSet patterns, OpFolds folds, Map<OpName, Entry> entries, OpRules shared) {
    this.target = target;
    this.patterns = patterns;
    this.folds = folds;
    this.entries = entries;
    this.shared = shared;
  }

  /** A view for one thread's conversion (not thread-safe). */
  OpRules local() {
    return new OpRules(target, patterns, folds, new IdentityHashMap<>(), this);
  }

  /** Whether these are the rules of {@code target} and {@code patterns}. */
  boolean isFor(ConversionTarget target, PatternSet patterns) {
    return this.target == target && this.patterns == patterns;
  }

  /**
   * The entry of {@code op}'s name: a caller needing several of its facts looks it up once. Found
   * on the name itself ({@link OpName#driverSlot}) when the shared rules noted it there last (each
   * conversion claims the names it meets first, so rules converting side by side take turns), else
   * through the maps.
   */
  Entry entry(Operation op) {
    OpName name = op.opName();
    OpRules owner = shared != null ? shared : this;
    if (name.driverSlot() instanceof Slot s && s.owner == owner) return s.entry;
    Entry e = entries.get(name);
    if (e != null) return e;
    if (shared != null) {
      e = shared.entry(op);
    } else {
      // Two threads may both make a shared one: the entries are equal, either one serves.
      e = new Entry(target.ruleFor(name.name(), name.dialect()), patterns.patternsFor(name.name()),
          folds == null ? null : folds.folder(name.name()));
      name.setDriverSlot(new Slot(this, e));
    }
    entries.put(name, e);
    return e;
  }

  /** The note of {@link #entry} on an op name: the shared rules it is of, and the entry (immutable, read by any thread). */
  private record Slot(OpRules owner, Entry entry) {}

  /** {@link ConversionTarget#isLegal(Operation)}. */
  ConversionTarget.Legality isLegal(Operation op) {
    return target.isLegal(op, entry(op).rule());
  }

  /** {@link ConversionTarget#isLegal(Operation)}, by the entry of {@code op}'s name. */
  ConversionTarget.Legality isLegal(Operation op, Entry entry) {
    return target.isLegal(op, entry.rule());
  }

  /** {@link ConversionTarget#isIllegal(Operation)}. */
  boolean isIllegal(Operation op) {
    return ConversionTarget.isIllegal(op, entry(op).rule());
  }

  /**
   * Whether {@code op} is legal and exempts what it holds. Most op names are never recursively
   * legal: their (possibly dynamic) legality is not checked here at all.
   */
  boolean isRecursivelyLegal(Operation op) {
    Entry e = entry(op);
    if (e.rule().recursive() == null) return false;
    ConversionTarget.Legality legality = target.isLegal(op, e.rule());
    return legality != null && legality.recursivelyLegal();
  }

  /** {@link PatternSet#patternsFor(String)} of the op's name. */
  List<RewritePattern> patternsFor(Operation op) {
    return entry(op).patterns();
  }

  /** The op's folder, or {@code null}. */
  OpFolds.Folder folder(Operation op) {
    return entry(op).folder();
  }
}
