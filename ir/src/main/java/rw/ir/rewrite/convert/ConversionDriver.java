package rw.ir.rewrite.convert;

import java.util.ArrayList;
import java.util.List;
import rw.ir.Block;
import rw.ir.Operation;
import rw.ir.rewrite.PatternSet;
import rw.ir.verify.Verifier;

/**
 * Dialect conversion, MLIR-style but one-shot: ops are legalized in pre-order, each by the first
 * pattern that applies, and every change is final. The contents of nested modules (islands, see
 * {@link ConversionIslands}) are converted on several threads once the ops outside are done;
 * diagnostics come out as from a sequential run. A partial conversion fails only on ops that
 * stay explicitly illegal; a full conversion fails on any op that does not become legal. After a
 * success, unused conversion casts go and round trips fold; casts still needed are handed to the
 * type converters' materialization hooks or stay as {@code builtin.unrealized_conversion_cast}.
 * On failure an error is reported at the op and the IR is left as far as it got.
 */
public final class ConversionDriver {
  private enum Mode { PARTIAL, FULL }

  private ConversionDriver() {}

  public static boolean applyPartialConversion(Operation op, ConversionTarget target, PatternSet patterns) {
    return applyPartialConversion(op, target, patterns, ConversionConfig.DEFAULT);
  }

  /** Converts what it can in {@code op} (and {@code op} itself); ops nobody marked stay. */
  public static boolean applyPartialConversion(Operation op, ConversionTarget target, PatternSet patterns, ConversionConfig config) {
    return run(op, target, patterns, config, Mode.PARTIAL);
  }

  public static boolean applyFullConversion(Operation op, ConversionTarget target, PatternSet patterns) {
    return applyFullConversion(op, target, patterns, ConversionConfig.DEFAULT);
  }

  /** Converts {@code op} and everything in it; every op must end up legal. */
  public static boolean applyFullConversion(Operation op, ConversionTarget target, PatternSet patterns, ConversionConfig config) {
    return run(op, target, patterns, config, Mode.FULL);
  }

  /**
   * As {@link #applyPartialConversion(Operation, ConversionTarget, PatternSet, ConversionConfig)},
   * but the contents of {@code op} and of the isolated modules in it are converted when
   * {@code batch} finishes, alongside those of the other conversions it holds.
   */
  public static boolean applyPartialConversion(Operation op, ConversionTarget target, PatternSet patterns, ConversionConfig config,
      ConversionBatch batch) {
    return run(op, target, patterns, config, Mode.PARTIAL, batch, true);
  }

  /**
   * As {@link #applyFullConversion(Operation, ConversionTarget, PatternSet, ConversionConfig)},
   * but the contents of {@code op} and of the isolated modules in it are converted when
   * {@code batch} finishes, alongside those of the other conversions it holds.
   */
  public static boolean applyFullConversion(Operation op, ConversionTarget target, PatternSet patterns, ConversionConfig config,
      ConversionBatch batch) {
    return run(op, target, patterns, config, Mode.FULL, batch, true);
  }

  private static boolean run(Operation root, ConversionTarget target, PatternSet patterns, ConversionConfig config, Mode mode) {
    ConversionBatch batch = new ConversionBatch(root.context());
    boolean ok = run(root, target, patterns, config, mode, batch, false);
    return batch.finish() && ok;
  }

  /**
   * Legalizes the ops outside the islands now (see {@link ConversionIslands}; {@code shared}: the
   * batch holds other conversions, so {@code root}'s own contents are an island), then queues each
   * island still in the IR on {@code batch}, as a conversion of its own that finds its ops in the
   * order of a sequential run.
   */
  private static boolean run(Operation root, ConversionTarget target, PatternSet patterns, ConversionConfig config, Mode mode,
      ConversionBatch batch, boolean shared) {
    boolean cut = !config.trace() && ConversionBatch.parallel(root.context());
    OpRules rules = batch.rules(target, patterns);
    OpRules local = rules.local();
    ConversionIslands split = ConversionIslands.split(root, local, cut, shared, config.islandSetup());
    ConversionState state = new ConversionState(root.context(), config, local);
    if (!batch.now(() -> convertOps(split.outside(), state, config, mode))) return false;
    for (List<Block> island : split.islands()) {
      if (island.stream().anyMatch(b -> b.parentOp() == null || state.isIgnored(b.parentOp()))) continue;
      batch.later(config.carrier().apply(() -> convertIsland(island, root, rules, config, mode)));
    }
    return true;
  }

  /** Legalizes {@code ops} in order with {@code state}, then resolves its materializations. */
  private static boolean convertOps(List<Operation> ops, ConversionState state, ConversionConfig config, Mode mode) {
    ConversionPatternRewriter rewriter = new ConversionPatternRewriter(state);
    OperationLegalizer legalizer = new OperationLegalizer(state.rules, state, rewriter);
    try {
      return convert(ops, state.rules, legalizer, state, config, mode);
    } finally {
      state.finish();
    }
  }

  private static boolean convertIsland(List<Block> island, Operation root, OpRules rules, ConversionConfig config, Mode mode) {
    OpRules local = rules.local();
    ConversionState state = new ConversionState(root.context(), config, local);
    if (!convertOps(ConversionIslands.contents(island, local, config.islandSetup()), state, config, mode)) return false;
    Operation islandOp = island.isEmpty() ? null : island.get(0).parentOp();
    if (islandOp != null) Verifier.verifyQuietly(islandOp);
    return true;
  }

  private static boolean convert(List<Operation> toConvert, OpRules rules, OperationLegalizer legalizer,
      ConversionState state, ConversionConfig config, Mode mode) {
    for (int i = 0; i < toConvert.size(); i++) {
      Operation op = toConvert.get(i);
      if (legalizer.legalize(op)) continue;
      if (state.fatal) return false;
      if (mode == Mode.FULL) {
        op.emitError("failed to legalize operation '" + op.name() + "'");
        return false;
      }
      if (rules.isIllegal(op)) {
        op.emitError("failed to legalize operation '" + op.name() + "' that was explicitly marked illegal");
        return false;
      }
    }
    state.materializations.resolve(state::isAlive, config.buildMaterializations());
    return true;
  }
}
