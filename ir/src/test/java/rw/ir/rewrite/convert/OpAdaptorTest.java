package rw.ir.rewrite.convert;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import rw.ir.Block;
import rw.ir.Operation;
import rw.ir.Value;
import rw.ir.build.OpBuilder;
import rw.ir.rewrite.PatternSet;
import rw.ir.rewrite.TestIr;
import rw.ir.type.IntegerType;
import rw.ir.type.TupleType;

/**
 * The adaptor a pattern gets holds that op's converted operands for the whole of its
 * matchAndRewrite, also when it applies another pattern inside (which gets an adaptor of its own).
 */
class OpAdaptorTest {
  private final TestIr ir = new TestIr();
  private final Narrowing n = new Narrowing();
  private final Operation module = ir.module();

  @Test
  void aPatternAppliedInsideAnotherGetsItsOwnAdaptor() {
    Operation f = ir.func(module, IntegerType.I64, IntegerType.I32);
    Block b = TestIr.body(f);
    OpBuilder at = ir.at(b);
    Operation other = ir.op(at, "test.other", List.of(b.argument(1)), IntegerType.I32);
    Value sum = ir.op(at, "src.add", List.of(b.argument(0), b.argument(0)), IntegerType.I64).result();
    ir.op(at, "test.ret", List.of(sum, other.result()));
    List<String> seen = new ArrayList<>();
    ConversionPattern inner = ConversionPattern.of("test.other", 1, n.converter, "Inner", (op, a, r) -> {
      seen.add(op.name() + " " + a.size() + " " + a.operand(0).type());
      return false;
    });
    ConversionPattern outer = ConversionPattern.of("src.add", 5, n.converter, "Outer", (op, a, r) -> {
      List<Value> before = a.operands();
      inner.matchAndRewrite(other, r);
      assertSame(op, a.op());
      assertEquals(before, a.operands());
      assertEquals(2, a.size());
      seen.add(op.name() + " " + a.size());
      return false;
    });
    PatternSet set = new PatternSet().add(outer).addAll(n.patterns);
    assertTrue(ConversionDriver.applyPartialConversion(module, n.target, set));
    assertEquals(List.of("test.other 1 " + IntegerType.I32, "src.add 2"), seen);
  }

  @Test
  void groupsOfOneAndOfSeveralValues() {
    Operation f = ir.func(module, IntegerType.I64, new TupleType(List.of(IntegerType.I32, IntegerType.I64)));
    Block b = TestIr.body(f);
    OpBuilder at = ir.at(b);
    ir.op(at, "src.use", List.of(b.argument(0), b.argument(1)));
    ir.op(at, "test.ret", List.of());
    List<Object> seen = new ArrayList<>();
    ConversionPattern look = ConversionPattern.of("src.use", 1, n.converter, "Look", (op, a, r) -> {
      seen.add(a.operandGroup(0).size());
      seen.add(a.operandGroup(1).size());
      seen.add(a.flatOperands().size());
      seen.add(a.operandGroups().size());
      assertThrows(IllegalStateException.class, () -> a.operand(1));
      assertThrows(IndexOutOfBoundsException.class, () -> a.operand(2));
      return false;
    });
    ConversionDriver.applyPartialConversion(module, n.target, new PatternSet().add(look).addAll(n.patterns));
    assertEquals(List.of(1, 2, 3, 2), seen);
  }

  /** The 1:1 operands come in order for any count (lists of one and two are made without an array), read-only. */
  @Test
  void operandsOfEveryCountComeInOrder() {
    Operation f = ir.func(module, IntegerType.I32, IntegerType.I32, IntegerType.I64, IntegerType.I32);
    Block b = TestIr.body(f);
    for (int n = 0; n <= 4; n++) {
      OpAdaptor a = new OpAdaptor();
      List<Value> expected = new ArrayList<>();
      a.reset(f, n, "P");
      for (int i = 0; i < n; i++) {
        a.set(i, b.argument(i));
        expected.add(b.argument(i));
      }
      assertEquals(expected, a.operands());
      List<Value> got = a.operands();
      assertThrows(UnsupportedOperationException.class, () -> got.add(b.argument(0)));
    }
  }
}
