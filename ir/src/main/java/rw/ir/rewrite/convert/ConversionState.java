package rw.ir.rewrite.convert;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import rw.ir.Block;
import rw.ir.Context;
import rw.ir.Operation;
import rw.ir.Region;
import rw.ir.rewrite.PatternTrace;

/** The bookkeeping of one dialect conversion, shared by its driver, legalizer and rewriter. */
final class ConversionState {
  /**
   * What one successful pattern application changed. Reused: handed out by {@link #takeChanges},
   * given back with {@link #release} once legalized (a pattern's changes are legalized before the
   * next pattern at that depth applies).
   */
  static final class PatternChanges {
    private static final int MANY_BLOCKS = 16;
    private final List<Operation> newOps = new ArrayList<>();
    private final List<Operation> modifiedOps = new ArrayList<>();
    private final List<Block> insertedBlocks = new ArrayList<>();
    /** The inserted blocks as a set, once there are many (few are: a scan of the list finds repeats). */
    private Set<Block> manyBlocks;

    List<Operation> newOps() {
      return newOps;
    }

    List<Operation> modifiedOps() {
      return modifiedOps;
    }

    List<Block> insertedBlocks() {
      return insertedBlocks;
    }

    private void clear() {
      newOps.clear();
      modifiedOps.clear();
      insertedBlocks.clear();
      manyBlocks = null;
    }

    /** Adds {@code block} unless it is there already (in insertion order, without repeats). */
    private void addInsertedBlock(Block block) {
      if (manyBlocks != null) {
        if (manyBlocks.add(block)) insertedBlocks.add(block);
        return;
      }
      if (insertedBlocks.contains(block)) return;
      insertedBlocks.add(block);
      if (insertedBlocks.size() < MANY_BLOCKS) return;
      manyBlocks = Collections.newSetFromMap(new IdentityHashMap<>());
      manyBlocks.addAll(insertedBlocks);
    }
  }

  final Context context;
  final PatternTrace trace;
  final ValueMapping mapping = new ValueMapping();
  final Materializations materializations;
  final Map<Region, TypeConverter> regionConverters = new IdentityHashMap<>(2);
  /** The converter of the conversion pattern being applied, or {@code null}. */
  TypeConverter currentConverter;
  /** The target's marks, the patterns and the folders of each op name, looked up once. */
  final OpRules rules;
  /** The context's op folders, or {@code null} when it has none (then nothing is folded). */
  final OpFolds folds;
  /** The input's operands, for the folders ({@code null} without folders). */
  final OriginalOperands originals;
  /** Set when a pattern left IR that could not be legalized: the conversion has failed. */
  boolean fatal;

  private static final int ERASED = 1;
  private static final int IGNORED = 2;
  /** Recorded as made (or modified) by the pattern being applied: keeps the lists free of repeats. */
  private static final int NEW = 4;
  private static final int MODIFIED = 8;
  /** Its operands are remembered for the folders (see {@link OriginalOperands}). */
  private static final int REMEMBERED = 16;

  /** This conversion's token for the marks it sets on ops; finished once the conversion ends. */
  private static final class Token {
    boolean finished;
  }

  private final Token token = new Token();
  /** Marks of ops that a conversion still running (an enclosing one) had marked last. */
  private final Map<Operation, Integer> otherMarks = new IdentityHashMap<>(2);
  /** The changes being recorded, and cleared ones to record the next into. */
  private PatternChanges recording = new PatternChanges();
  private final List<PatternChanges> spare = new ArrayList<>();
  /** Blocks made by a signature conversion: their types are converted already. */
  private final Set<Block> converted = Collections.newSetFromMap(new IdentityHashMap<>(2));

  ConversionState(Context context, ConversionConfig config, OpRules rules) {
    this.context = context;
    this.trace = config.trace() ? new PatternTrace(config.traceSink()) : null;
    this.materializations = new Materializations(context);
    this.rules = rules;
    this.folds = foldsOf(context);
    this.originals = folds == null ? null : new OriginalOperands(rules, this);
  }

  /** The context's folders, or {@code null} when it has none. */
  static OpFolds foldsOf(Context context) {
    OpFolds f = OpFolds.of(context);
    return f.isEmpty() ? null : f;
  }

  void log(String line) {
    if (trace != null) trace.line(line);
  }

  // ---- ops that need no more legalization ----

  boolean isErased(Operation op) {
    return (marks(op) & ERASED) != 0;
  }

  boolean isAlive(Operation op) {
    return (marks(op) & ERASED) == 0;
  }

  /** Replaced, erased, or inside a recursively legal op. */
  boolean isIgnored(Operation op) {
    return (marks(op) & (ERASED | IGNORED)) != 0;
  }

  boolean isRemembered(Operation op) {
    return (marks(op) & REMEMBERED) != 0;
  }

  void markRemembered(Operation op) {
    mark(op, REMEMBERED);
  }

  /** Records that {@code op} and everything in it are gone. */
  void markErased(Operation op) {
    if (op.numRegions() == 0) mark(op, ERASED);
    else op.walk(o -> mark(o, ERASED));
  }

  void markIgnoredInside(Operation op) {
    op.walk(o -> {
      if (o != op) mark(o, IGNORED);
    });
  }

  /** Ends this conversion: its marks no longer count, later conversions may overwrite them. */
  void finish() {
    token.finished = true;
  }

  private int marks(Operation op) {
    Object owner = op.markOwner();
    if (owner == token) return op.marks(token);
    if (otherMarks.isEmpty()) return 0;
    Integer bits = otherMarks.get(op);
    return bits == null ? 0 : bits;
  }

  private void mark(Operation op, int bit) {
    Object owner = op.markOwner();
    if (owner == token) {
      op.setMarks(token, op.marks(token) | bit);
    } else if (owner == null || owner instanceof Token t && t.finished) {
      op.setMarks(token, bit);
    } else {
      otherMarks.merge(op, bit, (x, y) -> x | y);
    }
  }

  private void unmark(Operation op, int bit) {
    if (op.markOwner() == token) op.setMarks(token, op.marks(token) & ~bit);
    else if (!otherMarks.isEmpty()) otherMarks.computeIfPresent(op, (o, bits) -> bits & ~bit);
  }

  // ---- changes of the pattern being applied ----

  void recordNewOp(Operation op) {
    if ((marks(op) & NEW) != 0) return;
    mark(op, NEW);
    recording.newOps.add(op);
  }

  void recordModifiedOp(Operation op) {
    if ((marks(op) & MODIFIED) != 0) return;
    mark(op, MODIFIED);
    recording.modifiedOps.add(op);
  }

  void recordInsertedBlock(Block block) {
    recording.addInsertedBlock(block);
  }

  void recordConvertedBlock(Block block) {
    converted.add(block);
  }

  boolean isConvertedBlock(Block block) {
    return converted.contains(block);
  }

  boolean wasModified(Operation op) {
    return (marks(op) & MODIFIED) != 0;
  }

  void clearChanges() {
    unmarkAll(recording.newOps, NEW);
    unmarkAll(recording.modifiedOps, MODIFIED);
    recording.clear();
  }

  /** The changes recorded since {@link #clearChanges}, handed over; recording starts afresh. */
  PatternChanges takeChanges() {
    PatternChanges c = recording;
    unmarkAll(c.newOps, NEW);
    unmarkAll(c.modifiedOps, MODIFIED);
    recording = spare.isEmpty() ? new PatternChanges() : spare.remove(spare.size() - 1);
    return c;
  }

  /** Gives back changes from {@link #takeChanges} that are no longer needed. */
  void release(PatternChanges c) {
    c.clear();
    spare.add(c);
  }

  private void unmarkAll(List<Operation> ops, int bit) {
    for (int i = 0; i < ops.size(); i++) unmark(ops.get(i), bit);
  }
}
