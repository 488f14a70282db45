package rw.ir.def;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import rw.ir.Block;
import rw.ir.Context;
import rw.ir.Operation;
import rw.ir.asm.Source;
import rw.ir.asm.parse.SourceParser;
import rw.ir.attr.IntegerAttr;
import rw.ir.diag.Diagnostic;
import rw.ir.type.FloatType;
import rw.ir.type.IntegerType;
import rw.ir.verify.Verifier;

/**
 * The verifier skips the checks of an op's own values and attributes when the op passed them and
 * has not changed since; whatever a change can break must still be reported, with the message a
 * verification of the same IR made afresh (a clone: no records) reports.
 */
class VerifierRecordsTest {
  private static final String TEXT = """
      "unreg.fn"() ({
      ^bb0(%a: i32, %b: i32, %c: index, %g: f32):
        %u = "unreg.def"() : () -> i32
        %0 = "arith.addi"(%a, %b) : (i32, i32) -> i32
        %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
        %2 = "arith.addi"(%0, %u) : (i32, i32) -> i32
        %3 = "test.counted"(%2) : (i32) -> i32
        "test.child"() : () -> ()
        %4 = "tensor.generate"(%c) ({
        ^bb0(%j: index):
          "tensor.yield"(%g) : (f32) -> ()
        }) : (index) -> tensor<?xf32>
        "func.return"(%3) : (i32) -> ()
      }) : () -> ()
      "unreg.other"() : () -> ()
      """;

  private final Context ctx = TestDialects.context();
  /** How often test.counted's operand constraint was asked. */
  private int counted;
  private final Operation module;
  private final List<Operation> ops = new ArrayList<>();

  VerifierRecordsTest() {
    ctx.registerOp(OpSpec.builder("test.counted")
        .operands(ValueSpec.single("in", TypeConstraint.of("counted", t -> ++counted > 0)))
        .results(ValueSpec.single("out", TypeConstraints.ANY)).build().toOpDef());
    ctx.registerOp(OpSpec.builder("test.child").verifier(VerifierRecordsTest::inFn).build().toOpDef());
    module = SourceParser.parse(ctx, new Source("t.mlir", TEXT));
    for (Operation op = fn().region(0).entryBlock().first(); op != null; op = op.nextInBlock()) ops.add(op);
    assertEquals("", verify(module));
  }

  private static boolean inFn(Operation op) {
    if (op.parentOp() != null && op.parentOp().name().equals("unreg.fn")) return true;
    op.emitOpError("expects parent op 'unreg.fn'");
    return false;
  }

  private Operation fn() {
    return module.region(0).entryBlock().first();
  }

  private Operation op(String name, int nth) {
    return ops.stream().filter(o -> o.name().equals(name)).skip(nth).findFirst().orElseThrow();
  }

  private String verify(Operation op) {
    ctx.diagnostics().clear();
    boolean ok = Verifier.verify(op);
    String text = ctx.diagnostics().collected().stream().map(Diagnostic::render).collect(Collectors.joining("\n"));
    assertEquals(ok, text.isEmpty(), text);
    return text;
  }

  /** The IR now fails, with what a fresh verification of a clone reports. */
  private void assertReportedAsAfresh(String expected) {
    String fresh = verify(module.clone());
    assertEquals(expected, fresh);
    assertEquals(fresh, verify(module));
  }

  @Test
  void unchangedOpsAreNotCheckedAgain() {
    int before = counted;
    op("unreg.def", 0).setAttr("x", IntegerAttr.of(1, IntegerType.I32));
    assertFalse(fn().isVerified());
    assertEquals("", verify(module));
    assertEquals(before, counted);
    op("test.counted", 0).setAttr("x", IntegerAttr.of(1, IntegerType.I32));
    assertEquals("", verify(module));
    assertEquals(before + 1, counted);
    op("arith.addi", 1).result().setType(IntegerType.I32);
    assertEquals("", verify(module));
    assertEquals(before + 2, counted);
  }

  @Test
  void changedArgumentTypeIsSeenByItsUsers() {
    fn().region(0).entryBlock().argument(0).setType(FloatType.F32);
    assertReportedAsAfresh("t.mlir:4:8: error: 'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'");
  }

  @Test
  void changedResultTypeIsSeenByItsUsers() {
    op("unreg.def", 0).result().setType(IntegerType.I64);
    assertReportedAsAfresh("t.mlir:6:8: error: 'arith.addi' op requires the same type for all operands and results");
  }

  @Test
  void replacedOperandIsSeen() {
    Block entry = fn().region(0).entryBlock();
    op("arith.addi", 0).setOperand(1, entry.argument(3));
    assertReportedAsAfresh("t.mlir:4:8: error: 'arith.addi' op operand #1 must be signless-integer-like, but got 'f32'");
  }

  @Test
  void changedAttributeIsSeen() {
    op("arith.constant", 0).setInherentAttr("value", IntegerAttr.of(1, IntegerType.I64));
    assertReportedAsAfresh("t.mlir:5:8: error: 'arith.constant' op failed to verify that all of {value, result} have same type");
  }

  @Test
  void movedTerminatorIsSeen() {
    op("func.return", 0).moveBefore(op("test.child", 0));
    assertReportedAsAfresh("t.mlir:13:3: error: 'func.return' op must be the last operation in the parent block");
  }

  @Test
  void movedOpIsCheckedByItsOwnVerifier() {
    Operation child = op("test.child", 0);
    child.moveBefore(fn());
    assertReportedAsAfresh("t.mlir:8:3: error: 'test.child' op expects parent op 'unreg.fn'");
  }

  @Test
  void addedBlockIsSeenByTheRegionChecks() {
    Operation generate = op("tensor.generate", 0);
    Block second = new Block();
    generate.region(0).addBlock(second);
    Operation yield = generate.region(0).entryBlock().last().clone();
    second.append(yield);
    assertReportedAsAfresh("t.mlir:9:8: error: 'tensor.generate' op expects region #0 to have 0 or 1 blocks");
  }
}
