package rw.ir.rewrite.convert;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.List;
import org.junit.jupiter.api.Test;
import rw.ir.Block;
import rw.ir.Operation;
import rw.ir.Value;
import rw.ir.build.OpBuilder;
import rw.ir.rewrite.TestIr;
import rw.ir.type.IntegerType;

/**
 * What the folders see: the operands ops with a folder had before they changed, and what each
 * replaced value became, also when lookups and replacements alternate.
 */
class OriginalOperandsTest {
  private final TestIr ir = new TestIr();
  private final Folding folding = new Folding(ir.ctx);
  private final ConversionState state = new ConversionState(ir.ctx, ConversionConfig.DEFAULT,
      new OpRules(folding.target, folding.patterns, OpFolds.of(ir.ctx)).local());
  private final Block body = TestIr.body(ir.func(ir.module(), IntegerType.I32, IntegerType.I32, IntegerType.I32, IntegerType.I32));
  private final OpBuilder at = ir.at(body);

  @Test
  void replacementsAreFollowedToTheNewest() {
    Value a = body.argument(0);
    Value b = body.argument(1);
    Value c = body.argument(2);
    Value d = body.argument(3);
    OriginalOperands originals = state.originals;
    originals.replacing(a, b);
    originals.replacing(b, c);
    assertSame(c, originals.current(a));
    assertSame(c, originals.current(b));
    assertSame(d, originals.current(d));
    originals.replacing(c, d);
    assertSame(d, originals.current(a));
    for (int i = 0; i < 100; i++) originals.replacing(ir.op(at, "test.v", List.of(), IntegerType.I32).result(), a);
    assertSame(d, originals.current(body.first().result()));
  }

  @Test
  void onlyOpsWithAFolderRememberTheirOperands() {
    Value a = body.argument(0);
    Value b = body.argument(1);
    Operation add = ir.op(at, "src.add", List.of(a, a), IntegerType.I32);
    Operation other = ir.op(at, "src.other", List.of(a), IntegerType.I32);
    OriginalOperands originals = state.originals;
    originals.replacing(a, b);
    a.replaceAllUsesWith(b);
    assertSame(a, originals.operand(add, 1));
    assertEquals(2, originals.numOperands(add));
    assertSame(b, add.operand(1));
    assertSame(b, originals.operand(other, 0));
    originals.remember(add);
    add.setOperand(0, body.argument(2));
    originals.swap(add, 0, 1);
    assertSame(a, originals.operand(add, 0));
  }
}
