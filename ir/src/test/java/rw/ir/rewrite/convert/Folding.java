package rw.ir.rewrite.convert;

import java.math.BigInteger;
import java.util.List;
import rw.ir.Context;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.attr.IntegerAttr;
import rw.ir.rewrite.PatternSet;

/**
 * A conversion with folding for the tests: {@code src.add -> dst.add}, with a folder for
 * {@code src.add} (x + 0 = x, constants add, a lone constant lhs moves right) whose constants are
 * {@code test.const} (legal). {@code test.func}, {@code test.ret} and {@code test.keep} stay.
 */
final class Folding {
  final ConversionTarget target = new ConversionTarget();
  final PatternSet patterns = new PatternSet();

  Folding(Context ctx) {
    target.addLegalOp("builtin.module", "test.func", "test.ret", "test.const").addLegalDialect("dst").addIllegalDialect("src");
    patterns.add(ConversionPattern.of("src.add", 1, null, "ConvertAdd", (op, a, r) -> {
      r.replaceOp(op, r.create("dst.add", op.location(), a.flatOperands(), op.resultTypes()));
      return true;
    }));
    OpFolds.of(ctx).materializer("src", (b, value, type, loc) -> {
      OperationState s = new OperationState(ctx, "test.const", loc).addType(type).addAttribute("value", value);
      return b.insert(Operation.create(s));
    }).register("src.add", Folding::add);
  }

  private static FoldResult add(FoldView in) {
    BigInteger a = in.constant(0) instanceof IntegerAttr x ? x.value() : null;
    BigInteger b = in.constant(1) instanceof IntegerAttr y ? y.value() : null;
    if (b != null && b.signum() == 0) return FoldResult.of(in.operand(0));
    if (a != null && b != null) return new FoldResult(List.of(new IntegerAttr(a.add(b), in.resultType())));
    if (a != null) return in.swapOperands(0, 1);
    return null;
  }
}
