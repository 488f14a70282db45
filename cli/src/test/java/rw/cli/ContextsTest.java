package rw.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import rw.ir.Context;

/**
 * A context made ahead on another thread is what a fresh one would be: the dialects registered,
 * the diagnostic setting of its taker; it is taken once.
 */
class ContextsTest {
  @Test
  void theContextMadeAheadIsTakenOnceAndEqualsAFreshOne() {
    Contexts.prepareAhead();
    Context ahead = Contexts.create(false);
    Context fresh = Contexts.create(true);
    assertNotSame(ahead, fresh);
    assertFalse(ahead.printsOpOnDiagnostic());
    assertTrue(fresh.printsOpOnDiagnostic());
    for (String op : List.of("arith.addi", "cf.br", "func.func", "gpu.launch_func", "llvm.mlir.global", "math.sqrt",
        "memref.alloc", "scf.for", "spirv.module")) {
      assertNotNull(ahead.lookupOp(op), op);
      assertEquals(fresh.lookupOp(op).name(), ahead.lookupOp(op).name());
    }
  }
}
