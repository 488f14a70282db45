package rw.ir.rewrite.convert;

import java.util.ArrayList;
import java.util.List;
import rw.ir.Operation;
import rw.ir.WalkResult;
import rw.ir.rewrite.PatternSet;

/**
 * Dialect conversion, MLIR-style but one-shot: ops are legalized in pre-order, each by the first
 * pattern that applies, and every change is final. A partial conversion fails only on ops that
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

  private static boolean run(Operation root, ConversionTarget target, PatternSet patterns, ConversionConfig config, Mode mode) {
    List<Operation> toConvert = collect(root, target);
    ConversionState state = new ConversionState(root.context(), config);
    ConversionPatternRewriter rewriter = new ConversionPatternRewriter(state);
    OperationLegalizer legalizer = new OperationLegalizer(target, patterns, state, rewriter);
    try {
      return convert(toConvert, target, legalizer, state, config, mode);
    } finally {
      state.finish();
    }
  }

  private static boolean convert(List<Operation> toConvert, ConversionTarget target, OperationLegalizer legalizer,
      ConversionState state, ConversionConfig config, Mode mode) {
    for (Operation op : toConvert) {
      if (legalizer.legalize(op)) continue;
      if (state.fatal) return false;
      if (mode == Mode.FULL) {
        op.emitError("failed to legalize operation '" + op.name() + "'");
        return false;
      }
      if (target.isIllegal(op)) {
        op.emitError("failed to legalize operation '" + op.name() + "' that was explicitly marked illegal");
        return false;
      }
    }
    state.materializations.resolve(state::isAlive, config.buildMaterializations());
    return true;
  }

  /** {@code root} and its nested ops in pre-order, not entering recursively legal ops. */
  private static List<Operation> collect(Operation root, ConversionTarget target) {
    List<Operation> ops = new ArrayList<>();
    root.walkPreOrder(op -> {
      ops.add(op);
      ConversionTarget.Legality legality = target.isLegal(op);
      return legality != null && legality.recursivelyLegal() ? WalkResult.SKIP : WalkResult.ADVANCE;
    });
    return ops;
  }
}
