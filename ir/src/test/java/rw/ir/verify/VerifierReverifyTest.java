package rw.ir.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static rw.ir.verify.TestIr.body;

import org.junit.jupiter.api.Test;
import rw.ir.Block;
import rw.ir.Operation;
import rw.ir.attr.IntegerAttr;
import rw.ir.type.IntegerType;

/**
 * The verifier skips the regions of isolated ops unchanged since they passed: every kind of
 * change inside such an op must make the next verification look at it again.
 */
class VerifierReverifyTest {
  private final TestIr ir = new TestIr();
  private Operation module;
  private Operation func;
  private Operation first;
  private Operation second;
  private Operation ret;

  /** module { func.func @f { %0 = arith.constant; %1 = arith.constant; func.return } }, verified. */
  private void build() {
    module = ir.module();
    func = ir.func(body(module), "f", 2);
    Block entry = body(func);
    first = ir.op(entry, "arith.constant", 3, 5, 1);
    second = ir.op(entry, "arith.constant", 4, 5, 1);
    ret = ir.op(entry, "func.return", 5, 5, 0);
    assertEquals("", ir.verify(module));
    assertTrue(func.isVerified() && first.isVerified() && module.isVerified());
  }

  @Test
  void unchangedIsolatedOpsStayVerified() {
    build();
    assertEquals("", ir.verify(module));
    assertTrue(func.isVerified());
    module.setAttr("test.mark", IntegerAttr.of(1, IntegerType.I32));
    assertFalse(module.isVerified());
    assertTrue(func.isVerified());
    func.setAttr("test.mark", IntegerAttr.of(1, IntegerType.I32));
    assertFalse(func.isVerified());
    assertTrue(func.isContentsVerified());
    assertEquals("", ir.verify(module));
    assertTrue(func.isVerified());
  }

  @Test
  void insertedOpIsSeen() {
    build();
    ir.op(null, "foo.use", 3, 9, 0, second.result()).moveBefore(second);
    assertFalse(func.isVerified());
    assertFalse(module.isVerified());
    assertEquals("t.mlir:3:9: error: operand #0 does not dominate this use\n"
        + "t.mlir:4:5: note: operand defined here (op in the same block)", ir.verify(module));
  }

  @Test
  void operandChangeIsSeen() {
    build();
    Operation use = ir.op(null, "foo.use", 3, 9, 0, first.result());
    body(func).insertAfter(first, use);
    assertEquals("", ir.verify(module));
    use.setOperand(0, second.result());
    assertEquals("t.mlir:3:9: error: operand #0 does not dominate this use\n"
        + "t.mlir:4:5: note: operand defined here (op in the same block)", ir.verify(module));
  }

  @Test
  void removedTerminatorIsSeen() {
    build();
    ret.erase();
    assertFalse(func.isVerified());
    assertTrue(ir.verify(module).startsWith("t.mlir:4:5: error: block with no terminator"));
  }

  @Test
  void changedResultTypeAndAttributeAreSeen() {
    build();
    second.result().setType(IntegerType.I64);
    assertFalse(func.isVerified());
    assertEquals("", ir.verify(module));
    ret.setAttr("test.mark", IntegerAttr.of(1, IntegerType.I32));
    assertFalse(func.isVerified());
    assertEquals("", ir.verify(module));
    body(func).addArgument(IntegerType.I32, TestIr.loc(2, 9));
    assertFalse(func.isVerified());
  }

  @Test
  void failedVerificationIsNotRemembered() {
    build();
    ret.erase();
    assertFalse(ir.verify(module).isEmpty());
    assertFalse(func.isVerified());
    assertFalse(ir.verify(module).isEmpty());
  }

  /** A quiet verification records what passed and reports nothing; what fails stays due. */
  @Test
  void quietVerificationRecordsWithoutReporting() {
    module = ir.module();
    func = ir.func(body(module), "f", 2);
    first = ir.op(body(func), "arith.constant", 3, 5, 1);
    ret = ir.op(body(func), "func.return", 4, 5, 0);
    assertTrue(Verifier.verifyQuietly(func));
    assertTrue(func.isVerified());
    ret.erase();
    assertFalse(Verifier.verifyQuietly(func));
    assertFalse(func.isVerified());
    assertEquals("", String.join("", ir.ctx.diagnostics().collected().stream().map(d -> d.render()).toList()));
    assertTrue(ir.verify(module).startsWith("t.mlir:3:5: error: block with no terminator"));
  }
}
