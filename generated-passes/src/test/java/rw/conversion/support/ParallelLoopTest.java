package rw.conversion.support;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import rw.ir.Block;
import rw.ir.Context;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.attr.IntegerAttr;
import rw.ir.diag.Diagnostic;
import rw.ir.loc.FileLineColLoc;
import rw.ir.type.IntegerType;

/**
 * {@code parallel for}: every op's iteration runs once; what they report comes out in loop order
 * up to the first iteration that failed, with or without threads.
 */
class ParallelLoopTest {
  /** {@code n} detached modules at lines 1 .. n, in a context with threads on or off. */
  private static List<Operation> modules(boolean threads, int n) {
    Context ctx = new Context();
    ctx.setMultithreading(threads);
    List<Operation> ops = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      OperationState s = new OperationState(ctx, "builtin.module", new FileLineColLoc("t.mlir", i + 1, 1));
      s.addRegion().addBlock(new Block());
      ops.add(Operation.create(s));
    }
    return ops;
  }

  @ParameterizedTest
  @ValueSource(booleans = {true, false})
  void everyIterationRunsOnceAndMayChangeItsOp(boolean threads) {
    List<Operation> ops = modules(threads, 64);
    var seen = ConcurrentHashMap.<Operation>newKeySet();
    AtomicInteger runs = new AtomicInteger();
    assertTrue(ParallelLoop.forEach(ops, op -> {
      runs.incrementAndGet();
      seen.add(op);
      op.setAttr("rw.mark", IntegerAttr.of(1, IntegerType.I32));
      return true;
    }));
    assertEquals(64, runs.get());
    assertEquals(64, seen.size());
    assertTrue(ops.stream().allMatch(op -> op.attr("rw.mark") != null));
  }

  @ParameterizedTest
  @ValueSource(booleans = {true, false})
  void reportsComeInLoopOrderUpToTheFirstFailure(boolean threads) {
    List<Operation> ops = modules(threads, 32);
    Context ctx = ops.get(0).context();
    boolean ok = ParallelLoop.forEach(ops, op -> {
      int line = ((FileLineColLoc) op.location()).line();
      if (line % 5 == 0) op.emitError("bad " + line);
      if (line % 3 == 0) op.diagnose(rw.ir.diag.Severity.WARNING, "odd " + line).report();
      return line % 5 != 0 || line < 10;
    });
    assertFalse(ok);
    List<String> said = ctx.diagnostics().collected().stream().map(Diagnostic::message).toList();
    assertEquals(List.of("odd 3", "bad 5", "odd 6", "odd 9", "bad 10"), said);
  }
}
