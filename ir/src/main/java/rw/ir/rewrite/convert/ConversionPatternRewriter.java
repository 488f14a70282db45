package rw.ir.rewrite.convert;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import rw.ir.Block;
import rw.ir.BlockArgument;
import rw.ir.Operation;
import rw.ir.Region;
import rw.ir.Value;
import rw.ir.build.InsertionPoint;
import rw.ir.loc.Location;
import rw.ir.loc.UnknownLoc;
import rw.ir.rewrite.PatternRewriter;
import rw.ir.type.Type;
import rw.ir.rewrite.convert.Materializations.Kind;

/**
 * The rewriter of a one-shot dialect conversion. Changes happen at once (there is no undo log):
 * a replaced op is erased immediately and its remaining users are pointed at the replacement, or,
 * when the replacement has other types, at a {@code builtin.unrealized_conversion_cast} back to
 * the original type, which later patterns see through. Move regions out of an op before replacing
 * it.
 */
public final class ConversionPatternRewriter extends PatternRewriter {
  private final ConversionState state;
  /** The adaptor handed to patterns, and whether a pattern holds it now. */
  private final OpAdaptor adaptor = new OpAdaptor();
  private boolean adaptorInUse;

  ConversionPatternRewriter(ConversionState state) {
    super(state.context);
    this.state = state;
  }

  // ---- tracking ----

  @Override
  protected void notifyOperationInserted(Operation op, InsertionPoint previous) {
    super.notifyOperationInserted(op, previous);
    if (previous == null) state.recordNewOp(op);
    if (state.trace != null) state.log("** Insert  : '" + op.name() + "'" + (previous == null ? "" : " (moved)"));
  }

  @Override
  protected void notifyBlockInserted(Block block, Region previous) {
    super.notifyBlockInserted(block, previous);
    state.recordInsertedBlock(block);
    Operation parent = block.parentOp();
    if (state.trace != null) state.log("** Insert Block into : '" + (parent == null ? "(detached region)" : parent.name()) + "'");
  }

  @Override
  public void finalizeOpModification(Operation op) {
    requireAlive(op);
    super.finalizeOpModification(op);
    state.recordModifiedOp(op);
    if (state.trace != null) state.log("** Modified: '" + op.name() + "'");
  }

  @Override
  public boolean notifyMatchFailure(Location loc, String reason) {
    if (state.trace != null) state.log("** Failure : " + reason);
    return super.notifyMatchFailure(loc, reason);
  }

  // ---- replacing ops ----

  /** Replaces {@code op}'s results 1:1 ({@code null} entries: no replacement) and erases it. */
  @Override
  public void replaceOp(Operation op, List<? extends Value> values) {
    startReplacing(op, values.size(), "Replace");
    Block block = op.block();
    Operation next = op.nextInBlock();
    for (int i = 0; i < values.size(); i++) replaceUses(op.result(i), values.get(i), block, next, op.location());
    finishReplacing(op);
  }

  /** Replaces {@code op}'s results with those of {@code replacement} and erases it. */
  @Override
  public void replaceOp(Operation op, Operation replacement) {
    int n = replacement.numResults();
    startReplacing(op, n, "Replace");
    Block block = op.block();
    Operation next = op.nextInBlock();
    for (int i = 0; i < n; i++) replaceUses(op.result(i), replacement.result(i), block, next, op.location());
    finishReplacing(op);
  }

  /** Replaces each result of {@code op} by a group of values (1:N) and erases {@code op}. */
  public void replaceOpWithMultiple(Operation op, List<? extends List<? extends Value>> values) {
    startReplacing(op, values.size(), "Replace");
    Block block = op.block();
    Operation next = op.nextInBlock();
    for (int i = 0; i < values.size(); i++) {
      replaceUses(op.result(i), values.get(i), block, next, op.location(), state.currentConverter);
    }
    finishReplacing(op);
  }

  /** Erases {@code op}; results still in use get a cast producing them from nothing. */
  @Override
  public void eraseOp(Operation op) {
    int n = op.numResults();
    startReplacing(op, n, "Erase  ");
    Block block = op.block();
    Operation next = op.nextInBlock();
    for (int i = 0; i < n; i++) replaceUses(op.result(i), (Value) null, block, next, op.location());
    finishReplacing(op);
  }

  /**
   * Checks and records the replacement of {@code op} by {@code count} values (or groups). Casts
   * from nothing go right after {@code op}, at the point taken before the first is inserted (so
   * that several come out in result order).
   */
  private void startReplacing(Operation op, int count, String verb) {
    if (count != op.numResults()) {
      throw new IllegalArgumentException(op.name() + ": " + count + " replacements for " + op.numResults() + " results");
    }
    requireAlive(op);
    countMutation();
    if (state.trace != null) state.log("** " + verb + " : '" + op.name() + "'");
    moveInsertionPointOffOf(op);
    if (state.originals != null) state.originals.remember(op);
    if (op.block() == null) throw new IllegalArgumentException(op.name() + " is not in a block");
  }

  private void finishReplacing(Operation op) {
    state.markErased(op);
    op.erase();
  }

  /** Erases {@code block} and its ops, whose values must not be used outside it. */
  @Override
  public void eraseBlock(Block block) {
    countMutation();
    state.log("** Erase Block");
    for (Operation o = block.first(); o != null; o = o.nextInBlock()) {
      if (state.originals != null) state.originals.remember(o);
      o.dropAllReferences();
    }
    for (Operation o = block.first(); o != null; o = o.nextInBlock()) {
      if (o.hasUses()) throw new IllegalStateException("erasing a block whose op " + o.name() + " is still used");
      state.markErased(o);
    }
    if (insertionBlock() == block) clearInsertionPoint();
    block.erase();
  }

  // ---- replacing values ----

  /** Points the uses of {@code from} at {@code to}, through a cast when the types differ (1:N). */
  public void replaceAllUsesWith(Value from, List<? extends Value> to) {
    countMutation();
    InsertionPoint afterFrom = Materializations.after(from);
    replaceUses(from, to, afterFrom.block(), afterFrom.before(), UnknownLoc.INSTANCE, state.currentConverter);
  }

  @Override
  public void replaceAllUsesWith(Value from, Value to) {
    replaceAllUsesWith(from, List.of(to));
  }

  /** Replaces the uses of a block argument with {@code to} (1:N; cast when the types differ). */
  public void replaceUsesOfBlockArgument(BlockArgument from, List<? extends Value> to) {
    countMutation();
    replaceUses(from, to, from.owner(), from.owner().first(), from.location(), state.currentConverter);
  }

  @Override
  protected void replaceBlockArgumentUses(BlockArgument arg, Value replacement) {
    replaceUsesOfBlockArgument(arg, List.of(replacement));
  }

  /** {@link #replaceUses(Value, List, Block, Operation, Location, TypeConverter)} of one value ({@code null}: none). */
  private void replaceUses(Value from, Value to, Block nothingBlock, Operation nothingBefore, Location loc) {
    if (!from.hasUses()) return;
    if (to != null && to.type().equals(from.type())) {
      if (state.originals != null) state.originals.replacing(from, to);
      from.replaceAllUsesWith(to);
      return;
    }
    replaceUses(from, to == null ? List.of() : List.of(to), nothingBlock, nothingBefore, loc, state.currentConverter);
  }

  /**
   * Points the uses of {@code from} at {@code to}, through a source cast when the types differ;
   * a cast from no values goes into {@code nothingBlock} before {@code nothingBefore}.
   */
  private void replaceUses(Value from, List<? extends Value> to, Block nothingBlock, Operation nothingBefore, Location loc,
      TypeConverter tc) {
    if (!from.hasUses()) return;
    if (to.size() == 1 && to.get(0).type().equals(from.type())) {
      if (state.originals != null) state.originals.replacing(from, to.get(0));
      from.replaceAllUsesWith(to.get(0));
      return;
    }
    List<Value> repl = List.copyOf(to);
    List<Type> type = List.of(from.type());
    Operation castOp = repl.isEmpty() ? state.materializations.castAt(Kind.SOURCE, nothingBlock, nothingBefore, loc, repl, type, null, tc)
        : state.materializations.castAfter(Kind.SOURCE, loc, repl, type, null, tc);
    Value cast = castOp.result(0);
    if (!repl.isEmpty()) state.mapping.map(cast, repl);
    if (state.originals != null) state.originals.replacing(from, cast);
    from.replaceAllUsesWith(cast);
  }

  // ---- block signatures ----

  /**
   * Converts the argument types of every block of {@code region} with {@code converter} (the entry
   * block with {@code entryConversion} when given), and remembers the converter for blocks moved
   * into the region later. Returns {@code false}, without changes, when a type does not convert.
   */
  public boolean convertRegionTypes(Region region, TypeConverter converter, SignatureConversion entryConversion) {
    // By index, without a copy of the blocks: a converted block takes the place of the old one.
    int n = region.numBlocks();
    SignatureConversion[] conversions = new SignatureConversion[n];
    for (int i = 0; i < n; i++) {
      SignatureConversion c = i == 0 && entryConversion != null ? entryConversion : converter.convertBlockSignature(region.block(i));
      if (c == null) return false;
      conversions[i] = c;
    }
    countMutation();
    state.regionConverters.put(region, converter);
    for (int i = 1; i < n; i++) applySignatureConversion(region.block(i), conversions[i], converter);
    if (n > 0) applySignatureConversion(region.block(0), conversions[0], converter);
    return true;
  }

  public boolean convertRegionTypes(Region region, TypeConverter converter) {
    return convertRegionTypes(region, converter, null);
  }

  /**
   * Replaces {@code block} by a block with the converted argument types, moving its ops and
   * predecessors over; the old arguments' uses get the new arguments (cast when the types
   * differ). Returns the new block ({@code block} itself when nothing changes).
   */
  public Block applySignatureConversion(Block block, SignatureConversion conversion, TypeConverter converter) {
    List<Type> types = conversion.convertedTypes();
    if (hasArgumentTypes(block, types)) return block;
    countMutation();
    Block nb = new Block();
    List<Location> locs = newArgumentLocations(block, conversion);
    for (int i = 0; i < locs.size(); i++) nb.addArgument(types.get(i), locs.get(i));
    block.parent().insertBlockAfter(block, nb);
    state.recordConvertedBlock(nb);
    notifyBlockInserted(nb, null);
    for (Operation o = block.first(); o != null; o = block.first()) {
      o.remove();
      nb.append(o);
    }
    block.replaceAllUsesWith(nb);
    for (int i = 0; i < block.numArguments(); i++) remapArgument(block.argument(i), conversion.inputMapping(i), nb, converter);
    if (insertionBlock() == block) setInsertionPoint(nb, insertionAnchor());
    block.erase();
    return nb;
  }

  /**
   * The successor {@code block} of a branch being converted, made to take {@code expected} (the
   * branch's converted operand types): the block itself when its argument types are those, else
   * the block converted with the current pattern's type converter, as MLIR 22's branch patterns do
   * (a function pattern converts only its entry block; each branch converts the blocks it jumps
   * to, the first one to get there). {@code null}, without changes, when the types do not
   * convert or convert to other types than {@code expected}.
   */
  public Block convertSuccessor(Block block, List<? extends Type> expected) {
    if (hasArgumentTypes(block, expected)) return block;
    TypeConverter converter = state.currentConverter;
    if (converter == null) throw new IllegalStateException("converting a successor block needs a pattern with a type converter");
    SignatureConversion conversion = converter.convertBlockSignature(block);
    if (conversion == null || !conversion.convertedTypes().equals(expected)) return null;
    return applySignatureConversion(block, conversion, converter);
  }

  /** Whether the arguments of {@code block} have {@code types}, in order. */
  private static boolean hasArgumentTypes(Block block, List<? extends Type> types) {
    if (block.numArguments() != types.size()) return false;
    for (int i = 0; i < types.size(); i++) {
      if (!block.argument(i).type().equals(types.get(i))) return false;
    }
    return true;
  }

  private static List<Location> newArgumentLocations(Block block, SignatureConversion conversion) {
    List<Location> locs = new ArrayList<>(Collections.nCopies(conversion.convertedTypes().size(), UnknownLoc.INSTANCE));
    for (int i = 0; i < block.numArguments(); i++) {
      SignatureConversion.InputMapping m = conversion.inputMapping(i);
      if (m == null || m.replacedWithValues()) continue;
      for (int j = 0; j < m.size(); j++) locs.set(m.inputNo() + j, block.argument(i).location());
    }
    return locs;
  }

  private void remapArgument(BlockArgument arg, SignatureConversion.InputMapping m, Block nb, TypeConverter tc) {
    List<Value> to;
    if (m == null) to = List.of();
    else if (m.replacedWithValues()) to = m.replacementValues();
    else if (m.size() == 1) to = List.of(nb.argument(m.inputNo()));
    else to = new ArrayList<>(nb.arguments().subList(m.inputNo(), m.inputNo() + m.size()));
    replaceUses(arg, to, nb, nb.first(), arg.location(), tc);
  }

  /** The type converter of the pattern being applied ({@code null} outside patterns or for patterns without one). */
  public TypeConverter currentTypeConverter() {
    return state.currentConverter;
  }

  // ---- converted operands ----

  /** {@code v} as the current pattern's converter wants it (1:1), or {@code null} when it cannot. */
  public Value remappedValue(Value v) {
    Object r = remap(v, 0, UnknownLoc.INSTANCE, "value");
    if (r instanceof List) throw new IllegalStateException("1:N conversion of " + v.type() + " where one value was expected");
    return (Value) r;
  }

  /**
   * Applies {@code pattern} to {@code op} with its operands converted. The adaptor is reused from
   * one pattern to the next (a pattern applying another one inside gets one of its own).
   */
  boolean applyPattern(ConversionPattern pattern, Operation op) {
    TypeConverter saved = state.currentConverter;
    state.currentConverter = pattern.typeConverter();
    OpAdaptor a = adaptorInUse ? new OpAdaptor() : adaptor;
    boolean shared = a == adaptor;
    adaptorInUse = true;
    try {
      int n = op.numOperands();
      a.reset(op, n, pattern.debugName());
      for (int i = 0; i < n; i++) {
        Object converted = remap(op.operand(i), i, op.location(), "operand");
        if (converted == null) return false;
        a.set(i, converted);
      }
      return pattern.matchAndRewrite(op, a, this);
    } finally {
      state.currentConverter = saved;
      a.clear();
      if (shared) adaptorInUse = false;
    }
  }

  /**
   * {@code v} as the current converter wants it: a {@link Value} when that is one value, else a
   * {@code List<Value>} (none, or several: 1:N); {@code null} when its type does not convert. A
   * value that stands for itself (nearly all of them) costs no list.
   */
  private Object remap(Value v, int index, Location loc, String what) {
    TypeConverter tc = state.currentConverter;
    if (tc == null) return state.mapping.isReplaced(v) ? single(state.mapping.latest(v)) : v;
    List<Type> legal = tc.convert(v.type());
    if (legal == null) {
      notifyMatchFailure(loc, "unable to convert type for " + what + " #" + index + ", type was " + v.type());
      return null;
    }
    if (legal.isEmpty()) return List.of();
    if (legal.size() == 1) {
      Value found = state.mapping.withType(v, legal.get(0));
      if (found != null) return found;
    } else {
      List<Value> found = state.mapping.withTypes(v, legal);
      if (found != null) return found;
    }
    List<Value> latest = state.mapping.isReplaced(v) ? state.mapping.latest(v) : List.of(v);
    List<Value> cast = state.materializations.buildAfter(Kind.TARGET, loc, latest, legal, v.type(), tc);
    state.mapping.mapGroup(latest, cast);
    return single(cast);
  }

  private static Object single(List<Value> values) {
    return values.size() == 1 ? values.get(0) : values;
  }

  private void requireAlive(Operation op) {
    if (state.isErased(op)) throw new IllegalStateException("'" + op.name() + "' was already replaced or erased");
  }
}
