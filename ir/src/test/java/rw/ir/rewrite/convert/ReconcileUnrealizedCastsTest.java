package rw.ir.rewrite.convert;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import rw.ir.Block;
import rw.ir.BuiltinOps;
import rw.ir.Operation;
import rw.ir.Value;
import rw.ir.build.OpBuilder;
import rw.ir.rewrite.TestIr;
import rw.ir.type.FloatType;
import rw.ir.type.IntegerType;
import rw.ir.type.Type;

/**
 * The cases of {@code src/test/resources/rewrite/reconcile-unrealized-casts.mlir}, built by hand;
 * the expected results are those recorded with {@code mlir-opt-22 --reconcile-unrealized-casts}
 * in {@code reconcile-unrealized-casts.expected.mlir} (func.func/return appear here as
 * test.func/test.ret).
 */
class ReconcileUnrealizedCastsTest {
  private static final Type I64 = IntegerType.I64;
  private static final Type I32 = IntegerType.I32;
  private static final Type F32 = FloatType.F32;
  private final TestIr ir = new TestIr();
  private final Operation module = ir.module();

  private Operation cast(OpBuilder b, List<Value> inputs, Type... results) {
    return ir.op(b, BuiltinOps.UNREALIZED_CONVERSION_CAST, inputs, results);
  }

  private String run(Operation f) {
    ReconcileUnrealizedCasts.run(module);
    return TestIr.print(f);
  }

  @Test
  void roundTripFolds() {
    Operation f = ir.func(module, I64);
    Block b = TestIr.body(f);
    OpBuilder at = ir.at(b);
    Operation c0 = cast(at, List.of(b.argument(0)), I32);
    Operation c1 = cast(at, List.of(c0.result()), I64);
    ir.op(at, "test.ret", List.of(c1.result()));
    assertEquals(funcOf("i64", "  \"test.ret\"(%arg0) : (i64) -> ()\n"), run(f));
  }

  @Test
  void liveCastStays() {
    Operation f = ir.func(module, I64);
    Block b = TestIr.body(f);
    OpBuilder at = ir.at(b);
    Operation c0 = cast(at, List.of(b.argument(0)), I32);
    ir.op(at, "test.ret", List.of(c0.result()));
    List<Operation> remaining = ReconcileUnrealizedCasts.run(module);
    assertEquals(List.of(c0), remaining);
  }

  @Test
  void deadChainGoes() {
    Operation f = ir.func(module, I64);
    Block b = TestIr.body(f);
    OpBuilder at = ir.at(b);
    Operation c0 = cast(at, List.of(b.argument(0)), I32);
    cast(at, List.of(c0.result()), F32);
    ir.op(at, "test.ret", List.of());
    assertEquals(funcOf("i64", "  \"test.ret\"() : () -> ()\n"), run(f));
  }

  @Test
  void longChainFolds() {
    Operation f = ir.func(module, I64);
    Block b = TestIr.body(f);
    OpBuilder at = ir.at(b);
    Operation c0 = cast(at, List.of(b.argument(0)), I32);
    Operation c1 = cast(at, List.of(c0.result()), F32);
    Operation c2 = cast(at, List.of(c1.result()), I64);
    ir.op(at, "test.ret", List.of(c2.result()));
    assertEquals(funcOf("i64", "  \"test.ret\"(%arg0) : (i64) -> ()\n"), run(f));
  }

  @Test
  void manyToOneToManyFolds() {
    Operation f = ir.func(module, I64, F32);
    Block b = TestIr.body(f);
    OpBuilder at = ir.at(b);
    Operation c0 = cast(at, List.of(b.argument(0), b.argument(1)), I32);
    Operation c1 = cast(at, List.of(c0.result()), I64, F32);
    ir.op(at, "test.ret", List.of(c1.result(0), c1.result(1)));
    assertEquals(funcOf("i64, %arg1: f32", "  \"test.ret\"(%arg0, %arg1) : (i64, f32) -> ()\n"), run(f));
  }

  @Test
  void partlyUsedIntermediateStays() {
    Operation f = ir.func(module, I64);
    Block b = TestIr.body(f);
    OpBuilder at = ir.at(b);
    Operation c0 = cast(at, List.of(b.argument(0)), I32);
    Operation c1 = cast(at, List.of(c0.result()), I64);
    ir.op(at, "test.ret", List.of(c1.result(), c0.result()));
    assertEquals(funcOf("i64", """
          %0 = "builtin.unrealized_conversion_cast"(%arg0) : (i64) -> i32
          "test.ret"(%arg0, %0) : (i64, i32) -> ()
        """), run(f));
  }

  @Test
  void swappedInputsDoNotChain() {
    Operation f = ir.func(module, I64, F32);
    Block b = TestIr.body(f);
    OpBuilder at = ir.at(b);
    Operation c0 = cast(at, List.of(b.argument(0), b.argument(1)), I32, I32);
    Operation c1 = cast(at, List.of(c0.result(1), c0.result(0)), F32, I64);
    ir.op(at, "test.ret", List.of(c1.result(0), c1.result(1)));
    assertEquals(funcOf("i64, %arg1: f32", """
          %0, %1 = "builtin.unrealized_conversion_cast"(%arg0, %arg1) : (i64, f32) -> (i32, i32)
          %2, %3 = "builtin.unrealized_conversion_cast"(%1, %0) : (i32, i32) -> (f32, i64)
          "test.ret"(%2, %3) : (f32, i64) -> ()
        """), run(f));
  }

  @Test
  void castFromNothingStays() {
    Operation f = ir.func(module);
    OpBuilder at = ir.at(TestIr.body(f));
    Operation c0 = cast(at, List.of(), I32);
    ir.op(at, "test.ret", List.of(c0.result()));
    assertEquals(List.of(c0), ReconcileUnrealizedCasts.run(module));
  }

  @Test
  void otherUserKeepsFirstCastOnly() {
    Operation f = ir.func(module, I64);
    Block b = TestIr.body(f);
    OpBuilder at = ir.at(b);
    Operation c0 = cast(at, List.of(b.argument(0)), I32);
    ir.op(at, "test.use", List.of(c0.result()));
    Operation c1 = cast(at, List.of(c0.result()), I64);
    ir.op(at, "test.ret", List.of(c1.result()));
    assertEquals(funcOf("i64", """
          %0 = "builtin.unrealized_conversion_cast"(%arg0) : (i64) -> i32
          "test.use"(%0) : (i32) -> ()
          "test.ret"(%arg0) : (i64) -> ()
        """), run(f));
  }

  private static String funcOf(String args, String body) {
    return "\"test.func\"() ({\n^bb0(%arg0: " + args + "):\n" + body.indent(0).replaceAll("(?m)^", "") + "}) : () -> ()\n";
  }
}
