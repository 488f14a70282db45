package rw.exec.interp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import rw.exec.ProgramRun;
import rw.exec.interp.llvm.LlvmHandlers;
import rw.exec.memory.Memory;
import rw.exec.runtime.RuntimeContext;
import rw.exec.runtime.RuntimeOutput;
import rw.exec.runtime.StandardRuntime;
import rw.exec.trap.Trap;
import rw.exec.trap.TrapKind;
import rw.ir.Context;
import rw.ir.Operation;

/** Decoding: blocks, slots, constants, fusion and folding of the programs in {@code resources/plan}. */
class PlanTest {
  private static Program load(String name) throws Exception {
    Path file = Path.of(PlanTest.class.getResource(name.contains("/") ? "/" + name : "/plan/" + name).toURI());
    Context ctx = ProgramRun.context();
    Operation module = ProgramRun.parse(ctx, file, name);
    RuntimeContext rc = new RuntimeContext(new Memory(), new RuntimeOutput(new ByteArrayOutputStream()),
        new RuntimeOutput(new ByteArrayOutputStream()));
    Program p = Loader.load(module, LlvmHandlers.table(), StandardRuntime.library(), new Machine(rc, Long.MAX_VALUE, 1000));
    assertNotNull(p, () -> "load errors: " + ctx.diagnostics().collected());
    return p;
  }

  private static float run(Program p, String function) {
    FunctionPlan plan = p.function(function);
    Frame f = plan.newFrame(p.machine());
    Interpreter.invoke(plan, f);
    return SlotRepr.toFloat(f.result);
  }

  @Test
  void loopNestDecodesToFusedSteps() throws Exception {
    Program p = load("loops.mlir");
    FunctionPlan dot = p.function("dot");
    assertEquals(4, dot.numBlocks());
    assertEquals(7, dot.constantScalars(), "two addresses and five numbers are constants");
    assertEquals(0, dot.block(0).stepCount(), "the entry block only jumps");
    assertEquals(0, dot.block(1).stepCount(), "the header's icmp is fused into its cond_br");
    assertTrue(dot.block(1).branchOnly, "the header can be run by the jump into it");
    assertEquals(3, dot.block(2).stepCount(), "two indexed loads and a multiply-add");
    assertEquals(0, dot.block(3).stepCount());
    assertEquals(1, dot.numParams());
    assertEquals(8.0f, run(p, "main"));
  }

  @Test
  void adjacentLoadsWithOneIndexMerge() throws Exception {
    FunctionPlan main = load("traps/oob_load_group.mlir").function("main");
    assertEquals(3, main.block(2).stepCount(), "a group of two loads, the add, the store");
  }

  @Test
  void framesStartWithTheConstants() throws Exception {
    FunctionPlan dot = load("loops.mlir").function("dot");
    long[] slots = dot.newScalarSlots();
    assertTrue(slots.length > dot.constantScalars());
    assertTrue(Arrays.stream(slots).limit(dot.constantScalars()).anyMatch(v -> v == 4), "the constant 4");
    assertTrue(Arrays.stream(slots).skip(dot.constantScalars()).allMatch(v -> v == 0), "other slots start at 0");
  }

  @Test
  void constantOperandsAreFoldedLikeLlvm() throws Exception {
    Program p = load("folding.mlir");
    FunctionPlan main = p.function("main");
    long[] constants = Arrays.copyOf(main.newScalarSlots(), main.constantScalars());
    assertTrue(Arrays.stream(constants).anyMatch(v -> v == 0x7FC0_0000L), "inf - inf folds to +NaN");
    assertTrue(Arrays.stream(constants).anyMatch(v -> v == 48), "6 * 7 + 6 folds to 48");
    assertEquals(1, main.block(0).stepCount(), "only the division by zero is left to run");
    Trap t = org.junit.jupiter.api.Assertions.assertThrows(Trap.class, () -> run(p, "main"));
    assertEquals(TrapKind.DIVISION_BY_ZERO, t.kind());
    assertEquals("folding.mlir:13:10: error: trap: integer division by zero (sdiv)", t.render());
  }
}
