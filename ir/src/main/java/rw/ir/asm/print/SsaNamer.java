package rw.ir.asm.print;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BiConsumer;
import rw.ir.Block;
import rw.ir.BlockArgument;
import rw.ir.OpResult;
import rw.ir.Operation;
import rw.ir.Region;
import rw.ir.Value;
import rw.ir.asm.OpSyntax;
import rw.ir.attr.Utf8Text;

/**
 * The SSA value and block names of one print, as MLIR assigns them: block arguments of entry
 * blocks are {@code %argN}, other values {@code %N}, blocks {@code ^bbN} by position in their
 * region; custom-form ops may suggest names, made unique with {@code _N} suffixes. Nested
 * regions are numbered after their parent region, last region first; in the custom form
 * sibling regions restart from their parent's counters, in the generic form numbering goes on.
 */
final class SsaNamer {
  private static final int[] NO_GROUPS = {};
  /** The low two bits of a value's code: {@code %N}, {@code %argN}, or a name from the map. */
  private static final int NUMBERED = 0;
  private static final int ARGUMENT = 1;
  private static final int NAMED = 2;

  private final boolean customNames;
  private final boolean unique;
  /** Concurrent: the deferred regions are numbered on the threads that print them. */
  private final Map<Value, String> names = new ConcurrentHashMap<>();
  private final Map<Operation, int[]> resultGroups = new ConcurrentHashMap<>();
  /** The regions of the top-level ops left for {@link #numberDeferred}, by op. */
  private final Map<Operation, Pending[]> deferred;

  /** A region's set of names in use, chained to the enclosing region's. */
  private static final class Scope {
    final Scope parent;
    Set<String> names;

    Scope(Scope parent) {
      this.parent = parent;
    }

    boolean contains(String name) {
      for (Scope s = this; s != null; s = s.parent) {
        if (s.names != null && s.names.contains(name)) return true;
      }
      return false;
    }

    void add(String name) {
      if (names == null) names = new HashSet<>();
      names.add(name);
    }
  }

  private record Pending(Region region, int valueId, int argumentId, int conflictId, Scope parent) {}

  SsaNamer(Operation root, PrintOptions options, Syntaxes syntaxes) {
    this(root, options, syntaxes, false);
  }

  /**
   * Numbers the values and blocks under {@code root}. With {@code deferTopLevel} (a print of the
   * whole top-level op, not numbering uniquely), the regions of the ops in the root's body are
   * left for {@link #numberDeferred}: each restarts from the counters of that body, so they can
   * be numbered apart, on the threads that print them.
   */
  SsaNamer(Operation root, PrintOptions options, Syntaxes syntaxes, boolean deferTopLevel) {
    this.customNames = !options.genericForm();
    this.unique = options.numbersUniquely();
    // Sized for the ops of the root's body up front: growing it op by op would copy it again and again.
    this.deferred = new ConcurrentHashMap<>(deferTopLevel && !unique ? bodySize(root) : 0);
    Scope top = new Scope(null);
    Walk walk = new Walk(syntaxes);
    walk.scope = top;
    walk.numberOp(root);
    for (int i = 0; i < root.numRegions(); i++) walk.stack.push(new Pending(root.region(i), 0, 0, 0, top));
    walk.run(walk.stack, deferTopLevel && !unique ? root : null);
  }

  private static int bodySize(Operation root) {
    int n = 0;
    for (int i = 0; i < root.numRegions(); i++) {
      for (Block b : root.region(i).blocks()) n += b.size();
    }
    return n;
  }

  /** A walk for {@link #numberDeferred}, to be used by one thread (a printer keeps one). */
  Walk walk(Syntaxes syntaxes) {
    return new Walk(syntaxes);
  }

  /** Numbers the regions of {@code op} if they were left for later; the printer of {@code op} calls it. */
  void numberDeferred(Operation op, Walk walk) {
    if (op.numRegions() == 0 || deferred.isEmpty()) return;
    Pending[] regions = deferred.remove(op);
    if (regions == null) return;
    ArrayDeque<Pending> stack = walk.stack;
    for (Pending p : regions) stack.push(p);
    walk.run(stack, null);
  }

  /**
   * One numbering pass over regions: counters and the current scope of names. It takes the names
   * that syntaxes suggest itself (no callback object per op), and notes the ops with regions
   * while numbering a region, so that each op of the region is visited once.
   */
  final class Walk {
    private final Syntaxes syntaxes;
    /** The regions left to number (empty between runs). */
    private final ArrayDeque<Pending> stack = new ArrayDeque<>();
    private int nextValueId;
    private int nextArgumentId;
    private int nextConflictId;
    private Scope scope;
    /** The ops with regions of the region being numbered, in order. */
    private final List<Operation> withRegions = new ArrayList<>();
    /** The op whose result names are being suggested, and the starts of its named result groups. */
    private Operation naming;
    private int[] groupStarts = new int[4];
    private int groupCount;
    private final BiConsumer<Value, String> resultName = this::setResultName;
    private final BiConsumer<Value, String> blockArgumentName = this::setBlockArgumentName;

    Walk(Syntaxes syntaxes) {
      this.syntaxes = syntaxes;
    }

    /** Numbers the regions of {@code stack} and the regions nested in them; those of {@code deferIn}'s ops wait. */
    void run(ArrayDeque<Pending> stack, Operation deferIn) {
      while (!stack.isEmpty()) {
        Pending p = stack.pop();
        if (!unique) {
          nextValueId = p.valueId;
          nextArgumentId = p.argumentId;
          nextConflictId = p.conflictId;
        }
        scope = new Scope(p.parent);
        withRegions.clear();
        numberRegion(p.region);
        boolean defer = deferIn != null && p.region.parentOp() == deferIn;
        for (int i = 0; i < withRegions.size(); i++) {
          Operation op = withRegions.get(i);
          int n = op.numRegions();
          Pending[] nested = defer ? new Pending[n] : null;
          for (int r = 0; r < n; r++) {
            Pending next = new Pending(op.region(r), nextValueId, nextArgumentId, nextConflictId, scope);
            if (defer) nested[r] = next;
            else stack.push(next);
          }
          if (defer) deferred.put(op, nested);
        }
      }
      withRegions.clear();
    }

    private void numberRegion(Region region) {
      Operation parent = region.parentOp();
      OpSyntax syntax = customNames && parent != null ? syntaxes.of(parent) : null;
      List<Block> blocks = region.blocks();
      int n = blocks.size();
      if (syntax != null) {
        for (int i = 0; i < n; i++) syntax.suggestBlockArgumentNames(parent, blocks.get(i), blockArgumentName);
      }
      for (int i = 0; i < n; i++) {
        Block b = blocks.get(i);
        b.setNumber(SsaNamer.this, i);
        numberBlock(b);
      }
    }

    private void setBlockArgumentName(Value v, String name) {
      if (!(v instanceof BlockArgument)) throw new IllegalStateException("not a block argument: " + v);
      if (isNumbered(v)) throw new IllegalStateException("block argument named twice");
      setName(v, name);
    }

    private void numberBlock(Block block) {
      boolean entry = block.isEntryBlock();
      for (int i = 0, n = block.numArguments(); i < n; i++) {
        BlockArgument arg = block.argument(i);
        if (isNumbered(arg)) continue;
        if (entry) setArgumentName(arg, nextArgumentId++);
        else setCode(arg, nextValueId++, NUMBERED);
      }
      for (Operation op = block.first(); op != null; op = op.nextInBlock()) {
        numberOp(op);
        if (op.numRegions() != 0) withRegions.add(op);
      }
    }

    void numberOp(Operation op) {
      int numResults = op.numResults();
      if (numResults == 0) return;
      OpSyntax syntax = customNames ? syntaxes.of(op) : null;
      if (syntax != null) suggestResultNames(op, syntax);
      if (syntax == null || !isNumbered(op.result(0))) setCode(op.result(0), nextValueId++, NUMBERED);
    }

    private void suggestResultNames(Operation op, OpSyntax syntax) {
      naming = op;
      groupStarts[0] = 0;
      groupCount = 1;
      syntax.suggestResultNames(op, resultName);
      naming = null;
      if (groupCount == 1) return;
      int[] sorted = Arrays.copyOf(groupStarts, groupCount);
      Arrays.sort(sorted);
      resultGroups.put(op, sorted);
    }

    private void setResultName(Value v, String name) {
      Operation op = naming;
      if (!(v instanceof OpResult r) || r.owner() != op) throw new IllegalStateException("not a result of " + op.name());
      if (isNumbered(v)) throw new IllegalStateException("result named twice");
      setName(v, name);
      if (r.index() == 0) return;
      if (groupCount == groupStarts.length) groupStarts = Arrays.copyOf(groupStarts, groupCount * 2);
      groupStarts[groupCount++] = r.index();
    }

    private void setName(Value v, String name) {
      if (name.isEmpty()) {
        setCode(v, nextValueId++, NUMBERED);
        return;
      }
      setCode(v, 0, NAMED);
      names.put(v, uniqueName(name));
    }

    /** {@code %argN}; in the generic form no suggested name can clash with it. */
    private void setArgumentName(Value v, int n) {
      if (customNames) {
        String name = uniqueName("arg" + n);
        if (!name.equals("arg" + n)) {
          setCode(v, 0, NAMED);
          names.put(v, name);
          return;
        }
      }
      setCode(v, n, ARGUMENT);
    }

    private String uniqueName(String suggested) {
      String name = sanitize(suggested);
      if (scope.contains(name)) {
        StringBuilder probe = new StringBuilder(name).append('_');
        int base = probe.length();
        while (true) {
          probe.setLength(base);
          probe.append(nextConflictId++);
          if (!scope.contains(probe.toString())) break;
        }
        name = probe.toString();
      }
      scope.add(name);
      return name;
    }
  }

  private boolean isNumbered(Value v) {
    return v.numberFor(this) >= 0;
  }

  private void setCode(Value v, int n, int kind) {
    v.setNumber(this, (n << 2) | kind);
  }

  /** Letters, digits and {@code $._-} kept, spaces to {@code _}, other bytes as hex; {@code _} before a leading digit. */
  static String sanitize(String name) {
    boolean clean = true;
    for (int i = 0; i < name.length() && clean; i++) clean = isNameChar(name.charAt(i));
    boolean leadingDigit = !name.isEmpty() && Character.isDigit(name.charAt(0));
    if (clean && !leadingDigit) return name;
    StringBuilder sb = new StringBuilder();
    if (leadingDigit) sb.append('_');
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      if (isNameChar(c)) sb.append(c);
      else if (c == ' ') sb.append('_');
      else sb.append(Integer.toHexString(c & 0xFF).toUpperCase(java.util.Locale.ROOT));
    }
    return sb.toString();
  }

  private static boolean isNameChar(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
        || c == '$' || c == '.' || c == '_' || c == '-';
  }

  // ---- queries ----

  /** Appends {@code %name} (and {@code #n} inside a result group when asked). */
  void appendValue(Utf8Text out, Value value, boolean printResultNo) {
    Value lookup = value;
    int resultNo = -1;
    if (value instanceof OpResult r && r.owner().numResults() != 1) {
      Operation owner = r.owner();
      int[] groups = resultGroups.isEmpty() ? null : resultGroups.get(owner);
      int start = 0;
      int size = owner.numResults();
      if (groups != null) {
        int g = groups.length - 1;
        while (g > 0 && groups[g] > r.index()) g--;
        start = groups[g];
        size = (g + 1 < groups.length ? groups[g + 1] : owner.numResults()) - start;
      }
      if (size != 1) resultNo = r.index() - start;
      lookup = owner.result(start);
    }
    int code = lookup.numberFor(this);
    if (code < 0) {
      out.append("<<UNKNOWN SSA VALUE>>");
      return;
    }
    out.append('%');
    int kind = code & 3;
    if (kind == NUMBERED) out.append(code >>> 2);
    else if (kind == ARGUMENT) out.append("arg").append(code >>> 2);
    else out.append(names.get(lookup));
    if (resultNo >= 0 && printResultNo) out.append('#').append(resultNo);
  }

  /** The starts of the op's named result groups, or an empty array when it has one group. */
  int[] resultGroups(Operation op) {
    if (resultGroups.isEmpty()) return NO_GROUPS;
    int[] g = resultGroups.get(op);
    return g == null ? NO_GROUPS : g;
  }

  /** The position of {@code block} in its region, or -1 when it was not numbered. */
  int blockNumber(Block block) {
    return block.numberFor(this);
  }

  void appendBlock(Utf8Text out, Block block) {
    int n = blockNumber(block);
    if (n < 0) out.append("^INVALIDBLOCK");
    else out.append("^bb").append(n);
  }
}
