package rw.ir.rewrite.convert;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
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
  /** What one successful pattern application changed. */
  record PatternChanges(List<Operation> newOps, List<Operation> modifiedOps, List<Block> insertedBlocks) {}

  final Context context;
  final PatternTrace trace;
  final ValueMapping mapping = new ValueMapping();
  final Materializations materializations;
  final Map<Region, TypeConverter> regionConverters = new IdentityHashMap<>();
  /** The converter of the conversion pattern being applied, or {@code null}. */
  TypeConverter currentConverter;
  /** The context's op folders, or {@code null} when it has none (then nothing is folded). */
  final OpFolds folds;
  /** The input's operands, for the folders ({@code null} without folders). */
  final OriginalOperands originals;
  /** Set when a pattern left IR that could not be legalized: the conversion has failed. */
  boolean fatal;

  private final Set<Operation> erased = Collections.newSetFromMap(new IdentityHashMap<>());
  private final Set<Operation> ignored = Collections.newSetFromMap(new IdentityHashMap<>());
  /** Blocks made by a signature conversion: their types are converted already. */
  private final Set<Block> converted = Collections.newSetFromMap(new IdentityHashMap<>());
  private final LinkedHashSet<Operation> newOps = new LinkedHashSet<>();
  private final LinkedHashSet<Operation> modifiedOps = new LinkedHashSet<>();
  private final LinkedHashSet<Block> insertedBlocks = new LinkedHashSet<>();

  ConversionState(Context context, ConversionConfig config) {
    this.context = context;
    this.trace = config.trace() ? new PatternTrace(config.traceSink()) : null;
    this.materializations = new Materializations(context);
    OpFolds f = OpFolds.of(context);
    this.folds = f.isEmpty() ? null : f;
    this.originals = folds == null ? null : new OriginalOperands(folds);
  }

  void log(String line) {
    if (trace != null) trace.line(line);
  }

  // ---- ops that need no more legalization ----

  boolean isErased(Operation op) {
    return erased.contains(op);
  }

  boolean isAlive(Operation op) {
    return !erased.contains(op);
  }

  /** Replaced, erased, or inside a recursively legal op. */
  boolean isIgnored(Operation op) {
    return erased.contains(op) || ignored.contains(op);
  }

  /** Records that {@code op} and everything in it are gone. */
  void markErased(Operation op) {
    op.walk(erased::add);
  }

  void markIgnoredInside(Operation op) {
    op.walk(o -> {
      if (o != op) ignored.add(o);
    });
  }

  // ---- changes of the pattern being applied ----

  void recordNewOp(Operation op) {
    newOps.add(op);
  }

  void recordModifiedOp(Operation op) {
    modifiedOps.add(op);
  }

  void recordInsertedBlock(Block block) {
    insertedBlocks.add(block);
  }

  void recordConvertedBlock(Block block) {
    converted.add(block);
  }

  boolean isConvertedBlock(Block block) {
    return converted.contains(block);
  }

  boolean wasModified(Operation op) {
    return modifiedOps.contains(op);
  }

  void clearChanges() {
    newOps.clear();
    modifiedOps.clear();
    insertedBlocks.clear();
  }

  PatternChanges takeChanges() {
    PatternChanges c = new PatternChanges(new ArrayList<>(newOps), new ArrayList<>(modifiedOps), new ArrayList<>(insertedBlocks));
    clearChanges();
    return c;
  }
}
