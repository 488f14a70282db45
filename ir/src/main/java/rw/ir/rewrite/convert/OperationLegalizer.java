package rw.ir.rewrite.convert;

import java.util.ArrayList;
import java.util.List;
import rw.ir.Block;
import rw.ir.Operation;
import rw.ir.Trait;
import rw.ir.Value;
import rw.ir.attr.Attribute;
import rw.ir.type.Type;
import rw.ir.diag.InFlightDiagnostic;
import rw.ir.diag.Severity;
import rw.ir.loc.Location;
import rw.ir.rewrite.PatternTrace;
import rw.ir.rewrite.RewritePattern;

/**
 * Makes one op legal: it is legal already, or a pattern rewrites it and everything the pattern
 * created or changed becomes legal in turn (recursively). A pattern is not reapplied within its
 * own recursion unless it declares bounded recursion.
 */
final class OperationLegalizer {
  private enum Outcome { APPLIED, FAILED, FATAL }

  private final OpRules rules;
  private final ConversionState state;
  private final ConversionPatternRewriter rewriter;
  /**
   * The patterns being applied, outermost first: a short stack (the depth of the recursion), so a
   * scan finds a pattern faster than a set would, and pushing one allocates nothing.
   */
  private final List<RewritePattern> applying = new ArrayList<>();
  /** The view folders see an op through, made at the first fold. */
  private FoldView foldView;

  OperationLegalizer(OpRules rules, ConversionState state, ConversionPatternRewriter rewriter) {
    this.rules = rules;
    this.state = state;
    this.rewriter = rewriter;
  }

  boolean legalize(Operation op) {
    if (state.isIgnored(op)) {
      state.log("Legalizing operation : (replaced, erased or ignored) -> SUCCESS : operation marked 'ignored' during conversion");
      return true;
    }
    if (state.trace != null) open("Legalizing operation : " + PatternTrace.describe(op));
    OpRules.Entry rule = rules.entry(op);
    ConversionTarget.Legality legality = rules.isLegal(op, rule);
    if (legality != null) {
      if (!legality.recursivelyLegal()) return close(true, "SUCCESS : operation marked legal by the target");
      state.markIgnoredInside(op);
      return close(true, "SUCCESS : operation marked legal by the target; NOTE: operation is recursively legal; skipping internals");
    }
    if (rule.folder() != null && !op.hasTrait(Trait.CONSTANT_LIKE)) {
      Boolean folded = tryFold(op, rule.folder());
      if (folded != null && folded) return close(true, "SUCCESS : operation was folded");
    }
    List<RewritePattern> candidates = rule.patterns();
    for (int i = 0; i < candidates.size(); i++) {
      Outcome outcome = tryPattern(candidates.get(i), op);
      if (outcome == Outcome.APPLIED) return close(true, "SUCCESS");
      if (outcome == Outcome.FATAL) return close(false, "FAILURE : pattern produced IR that could not be legalized");
    }
    return close(false, "FAILURE : no matched legalization pattern");
  }

  /**
   * MLIR's legalizeWithFold: the op's folder replaces it by values (constants built by its
   * dialect, which must become legal in turn, else the fold is dropped) or changes it in place
   * (then it is legalized again). {@code null}: no fold.
   */
  private Boolean tryFold(Operation op, OpFolds.Folder folder) {
    rewriter.setInsertionPointBefore(op);
    // One view serves every fold: a folder is done with it when it returns.
    if (foldView == null) foldView = new FoldView(state.originals, rewriter);
    FoldResult result = folder.fold(foldView.of(op));
    if (result == null) return null;
    if (result.inPlace()) return legalize(op);
    List<Operation> constants = new ArrayList<>();
    List<Value> values = new ArrayList<>();
    for (int i = 0; i < result.results().size(); i++) {
      Object r = result.results().get(i);
      if (r instanceof Value v) {
        values.add(state.originals.current(v));
        continue;
      }
      Operation c = materialize(op, (Attribute) r, op.result(i).type());
      if (c == null || !canLegalize(c)) {
        if (c != null) constants.add(c);
        for (Operation made : constants) rewriter.eraseOp(made);
        return null;
      }
      constants.add(c);
      values.add(c.result(0));
    }
    rewriter.replaceOp(op, values);
    for (Operation c : constants) {
      if (state.isAlive(c) && !legalize(c)) return false;
    }
    return true;
  }

  private Operation materialize(Operation op, Attribute value, Type type) {
    OpFolds.Materializer m = state.folds.materializer(op.opName().dialect());
    return m == null ? null : m.materialize(rewriter, value, type, op.location());
  }

  /** A constant a fold made is legal, or has a folder or pattern to become so (MLIR would try and undo). */
  private boolean canLegalize(Operation c) {
    return rules.isLegal(c) != null || !rules.patternsFor(c).isEmpty();
  }

  private Outcome tryPattern(RewritePattern p, Operation op) {
    if (state.trace != null) open("* Pattern " + p.debugName() + " : '" + op.name() + " -> ()'");
    if (!p.hasBoundedRewriteRecursion() && isApplying(p)) {
      close(false, "FAILURE : pattern was already applied");
      return Outcome.FAILED;
    }
    applying.add(p);
    state.clearChanges();
    Location loc = op.location();
    rewriter.setInsertionPointBefore(op);
    long before = rewriter.mutationCount();
    boolean applied = p.matchAndRewrite(op, rewriter);
    if (!applied) {
      applying.remove(applying.size() - 1);
      if (rewriter.mutationCount() != before) {
        throw new IllegalStateException("pattern '" + p.debugName() + "' returned failure but IR did change");
      }
      close(false, "FAILURE : pattern failed to match");
      return Outcome.FAILED;
    }
    requireRootHandled(p, op);
    ConversionState.PatternChanges changes = state.takeChanges();
    boolean legal = legalizeResult(op, changes);
    applying.remove(applying.size() - 1);
    if (!legal) reportIllegalResult(p, loc, changes);
    state.release(changes);
    if (!legal) {
      close(false, "FAILURE : generated IR could not be legalized");
      return Outcome.FATAL;
    }
    close(true, "SUCCESS : pattern applied successfully");
    return Outcome.APPLIED;
  }

  private boolean isApplying(RewritePattern p) {
    for (int i = 0; i < applying.size(); i++) {
      if (applying.get(i) == p) return true;
    }
    return false;
  }

  private void requireRootHandled(RewritePattern p, Operation op) {
    if (state.isErased(op) || state.wasModified(op)) return;
    throw new IllegalStateException("pattern '" + p.debugName() + "' returned success but neither replaced nor modified '"
        + op.name() + "' through the rewriter");
  }

  /** Legalizes what the pattern made: moved-in blocks, changed ops, new ops. */
  private boolean legalizeResult(Operation root, ConversionState.PatternChanges changes) {
    List<Block> blocks = changes.insertedBlocks();
    // The parents legalized for their moved-in blocks (few, and rarely any: a list made on demand).
    List<Operation> parentsDone = null;
    for (int i = 0; i < blocks.size(); i++) {
      Block b = blocks.get(i);
      Operation parent = b.parentOp();
      if (parent == null || parent == root || b.numArguments() == 0 || !state.isAlive(parent)) continue;
      // A signature conversion's block has its types (MLIR 22 skips block type conversions too).
      if (state.isConvertedBlock(b)) continue;
      TypeConverter converter = state.regionConverters.get(b.parent());
      if (converter != null) {
        if (!convertInsertedBlock(b, converter)) return false;
        continue;
      }
      if (changes.newOps().contains(parent) || parentsDone != null && parentsDone.contains(parent)) continue;
      if (parentsDone == null) parentsDone = new ArrayList<>(2);
      parentsDone.add(parent);
      if (!legalize(parent)) return false;
    }
    return legalizeAll(changes.modifiedOps()) && legalizeAll(changes.newOps());
  }

  private boolean legalizeAll(List<Operation> ops) {
    for (int i = 0; i < ops.size(); i++) {
      Operation op = ops.get(i);
      if (state.isAlive(op) && !legalize(op)) return false;
    }
    return true;
  }

  /** Converts the signature of {@code b}, moved into a region whose blocks {@code converter} converts. */
  private boolean convertInsertedBlock(Block b, TypeConverter converter) {
    SignatureConversion conversion = converter.convertBlockSignature(b);
    if (conversion == null) return false;
    rewriter.applySignatureConversion(b, conversion, converter);
    return true;
  }

  /** The one-shot driver cannot undo the pattern: the conversion fails here (MLIR: a fatal error). */
  private void reportIllegalResult(RewritePattern p, Location loc, ConversionState.PatternChanges changes) {
    state.fatal = true;
    List<String> blockParents = new ArrayList<>();
    for (Block b : changes.insertedBlocks()) blockParents.add(b.parentOp() == null ? "(detached block)" : b.parentOp().name());
    String message = "pattern '" + p.debugName() + "' produced IR that could not be legalized. new ops: {"
        + names(changes.newOps()) + "}, modified ops: {" + names(changes.modifiedOps())
        + "}, inserted block into ops: {" + String.join(", ", blockParents) + "}";
    new InFlightDiagnostic(state.context.diagnostics(), Severity.ERROR, loc, message).report();
  }

  private static String names(List<Operation> ops) {
    List<String> out = new ArrayList<>(ops.size());
    for (Operation o : ops) out.add(o.name());
    return String.join(", ", out);
  }

  private void open(String text) {
    if (state.trace != null) state.trace.open(text);
  }

  private boolean close(boolean result, String text) {
    if (state.trace != null) state.trace.close(text);
    return result;
  }
}
