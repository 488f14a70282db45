package rw.ir.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static rw.ir.verify.TestIr.body;

import java.util.List;
import org.junit.jupiter.api.Test;
import rw.ir.OpDef;
import rw.ir.Operation;
import rw.ir.attr.DictionaryAttr;
import rw.ir.attr.IntegerAttr;
import rw.ir.attr.NamedAttribute;
import rw.ir.attr.StringAttr;
import rw.ir.type.IntegerType;

/**
 * An isolated op verified as the root of a verification (after a pass nested on it, or by a
 * conversion on the module it converted) whose regions are unchanged since they passed gets only
 * its own checks, as when it is met nested: its contents are not walked again, and a change of
 * the op itself is still found.
 */
class VerifierRootTest {
  private final TestIr ir = new TestIr();
  private int counted;
  private Operation func;
  private Operation op;

  /** func.func @f { test.counted; func.return }, where test.counted's verifier counts its runs. */
  private void build() {
    ir.ctx.registerOp(OpDef.builder("test.counted").verifier(o -> ++counted > 0).build());
    func = ir.func(body(ir.module()), "f", 2);
    op = ir.op(body(func), "test.counted", 3, 5, 0);
    ir.op(body(func), "func.return", 4, 5, 0);
    assertEquals("", ir.verify(func));
    assertEquals(1, counted);
  }

  @Test
  void anUnchangedRootIsNotWalkedAgain() {
    build();
    func.setAttr("test.mark", IntegerAttr.of(1, IntegerType.I32));
    assertFalse(func.isVerified());
    assertEquals("", ir.verify(func));
    assertEquals(1, counted);
    assertTrue(func.isVerified());
    assertTrue(Verifier.verifyQuietly(func));
    assertEquals(1, counted);
  }

  @Test
  void aChangedRootIsCheckedAndAChangeInsideIsWalked() {
    build();
    func.setProperties(DictionaryAttr.of(List.of(new NamedAttribute("sym_name", IntegerAttr.of(1, IntegerType.I32)))));
    assertTrue(ir.verify(func).contains("error"));
    op.setAttr("test.mark", IntegerAttr.of(1, IntegerType.I32));
    func.setProperties(DictionaryAttr.of(List.of(new NamedAttribute("sym_name", StringAttr.of("f")))));
    assertEquals("", ir.verify(func));
    assertEquals(2, counted);
  }
}
