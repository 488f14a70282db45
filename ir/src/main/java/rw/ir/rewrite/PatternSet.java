package rw.ir.rewrite;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import rw.ir.Operation;

/**
 * An ordered collection of patterns. For each op name, {@link #patternsFor} gives the patterns to
 * try in order: higher benefit first; among equal benefits, patterns rooted at the name before
 * any-op patterns (as MLIR's PatternApplicator), then registration order. The per-name lists are
 * computed once (again after an {@link #add}), so lookups allocate nothing.
 */
public final class PatternSet {
  private final List<RewritePattern> patterns = new ArrayList<>();
  /** Set last by {@link #freeze}, so that a thread seeing it sees {@link #anyOpOnly} too (islands convert on several threads). */
  private volatile Map<String, List<RewritePattern>> byRoot;
  private List<RewritePattern> anyOpOnly;

  public PatternSet() {}

  public static PatternSet of(RewritePattern... ps) {
    PatternSet set = new PatternSet();
    for (RewritePattern p : ps) set.add(p);
    return set;
  }

  public PatternSet add(RewritePattern pattern) {
    if (pattern == null) throw new IllegalArgumentException("null pattern");
    patterns.add(pattern);
    byRoot = null;
    anyOpOnly = null;
    return this;
  }

  public PatternSet addAll(PatternSet other) {
    for (RewritePattern p : other.patterns) add(p);
    return this;
  }

  /** All patterns in registration order. */
  public List<RewritePattern> patterns() {
    return Collections.unmodifiableList(patterns);
  }

  public int size() {
    return patterns.size();
  }

  public boolean isEmpty() {
    return patterns.isEmpty();
  }

  public List<RewritePattern> patternsFor(Operation op) {
    return patternsFor(op.name());
  }

  /** The patterns that may match an op named {@code opName}, in the order to try them. */
  public List<RewritePattern> patternsFor(String opName) {
    Map<String, List<RewritePattern>> index = byRoot;
    if (index == null) index = freeze();
    List<RewritePattern> list = index.get(opName);
    return list != null ? list : anyOpOnly;
  }

  private synchronized Map<String, List<RewritePattern>> freeze() {
    if (byRoot != null) return byRoot;
    Map<String, List<RewritePattern>> rooted = new HashMap<>(patterns.size() * 2);
    List<RewritePattern> any = new ArrayList<>();
    for (RewritePattern p : patterns) {
      if (p.matchesAnyOp()) any.add(p);
      else rooted.computeIfAbsent(p.rootName(), k -> new ArrayList<>(2)).add(p);
    }
    if (any.size() > 1) any.sort((a, b) -> Integer.compare(b.benefit(), a.benefit()));
    for (Map.Entry<String, List<RewritePattern>> e : rooted.entrySet()) {
      List<RewritePattern> own = e.getValue();
      if (own.size() > 1) own.sort((a, b) -> Integer.compare(b.benefit(), a.benefit()));
      e.setValue(Collections.unmodifiableList(any.isEmpty() ? own : merge(own, any)));
    }
    anyOpOnly = Collections.unmodifiableList(any);
    byRoot = rooted;
    return rooted;
  }

  /** Interleaves two benefit-sorted lists; on a tie the op-specific pattern goes first. */
  private static List<RewritePattern> merge(List<RewritePattern> own, List<RewritePattern> any) {
    List<RewritePattern> out = new ArrayList<>(own.size() + any.size());
    int i = 0;
    int j = 0;
    while (i < own.size() || j < any.size()) {
      boolean takeAny = i == own.size() || (j < any.size() && own.get(i).benefit() < any.get(j).benefit());
      out.add(takeAny ? any.get(j++) : own.get(i++));
    }
    return out;
  }
}
