package rw.ir.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static rw.ir.verify.TestIr.body;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import rw.ir.Operation;

/**
 * Many nested isolated ops are verified on several threads: every one of them is checked and
 * the diagnostics come out in op order, as from a sequential run.
 */
class VerifierParallelTest {
  private final TestIr ir = new TestIr();

  /** A module of {@code n} functions at lines 2..n+1; those in {@code broken} lack a terminator. */
  private Operation module(int n, List<Integer> broken) {
    Operation module = ir.module();
    for (int i = 0; i < n; i++) {
      Operation f = ir.func(body(module), "f" + i, i + 2);
      ir.op(body(f), "arith.constant", i + 2, 20, 1);
      if (!broken.contains(i)) ir.op(body(f), "func.return", i + 2, 40, 0);
    }
    return module;
  }

  @Test
  void diagnosticsInOpOrder() {
    int n = 4 * ParallelVerification.MIN_OPS;
    List<Integer> broken = List.of(3, n / 2 - 1, n / 2, n - 1);
    List<String> expected = new ArrayList<>();
    for (int i : broken) {
      expected.add("t.mlir:" + (i + 2) + ":20: error: block with no terminator, has \"arith.constant\"(...)");
    }
    assertEquals(String.join("\n", expected), ir.verify(module(n, broken)));
  }

  @Test
  void allValid() {
    Operation module = module(3 * ParallelVerification.MIN_OPS, List.of());
    assertEquals("", ir.verify(module));
    assertTrue(module.isVerified());
  }

  /**
   * The runs are cut by what is left to do: a function whose contents passed and are unchanged
   * weighs 1, a changed one its contents; the changed one is still walked and its error found.
   */
  @Test
  void unchangedContentsWeighOne() {
    int n = 2 * ParallelVerification.MIN_OPS;
    Operation module = module(n, List.of());
    assertEquals("", ir.verify(module));
    List<Operation> funcs = new ArrayList<>();
    for (Operation f = body(module).first(); f != null; f = f.nextInBlock()) funcs.add(f);
    Operation changed = funcs.get(n / 2);
    ir.op(body(changed), "arith.constant", n / 2 + 2, 60, 1);
    long[] weights = ParallelVerification.weights(funcs);
    for (int i = 0; i < n; i++) {
      if (i == n / 2) assertTrue(weights[i] > 1, "changed function weighs its contents");
      else assertEquals(1, weights[i], "unchanged function " + i);
    }
    assertEquals("t.mlir:" + (n / 2 + 2) + ":40: error: 'func.return' op must be the last operation in the parent block",
        ir.verify(module));
  }
}
