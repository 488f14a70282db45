package rw.ir.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static rw.ir.verify.TestIr.body;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import rw.ir.Block;
import rw.ir.BlockArgument;
import rw.ir.OpDef;
import rw.ir.OpOperand;
import rw.ir.Operation;
import rw.ir.Region;
import rw.ir.Trait;
import rw.ir.Value;
import rw.ir.diag.Diagnostic;
import rw.ir.type.IntegerType;

/**
 * The verifier's walk settles the isolation and dominance of operands on its own and leaves
 * them to {@link IsolationCheck} and {@link DominanceCheck} only when an operand is suspect:
 * on random well-structured modules whose operands come from anywhere, it reports exactly what
 * those checks report (per function: the first isolation error, else the first dominance
 * error), before and after ops move.
 */
class VerifierOperandsFuzzTest {
  private static final String[] REGION_OPS = {"foo.region", "test.scope", "test.graph"};

  @Test
  void theWalkReportsWhatTheExactChecksReport() {
    for (long seed = 1; seed <= 400; seed++) new Case(seed).check(seed);
  }

  /** One random module: verified as built, with one operand changed and undone, after moves. */
  private static final class Case {
    private final TestIr ir = new TestIr();
    private final Random random;
    private int line = 1;

    Case(long seed) {
      random = new Random(seed);
      ir.ctx.registerOp(OpDef.builder("test.scope").traits(Trait.NO_TERMINATOR).regions(1).build());
    }

    private void check(long seed) {
      Operation module = ir.module();
      List<Operation> funcs = new ArrayList<>();
      for (int i = 0; i < 1 + random.nextInt(3); i++) {
        Operation f = ir.func(body(module), "f" + i, line++);
        body(f).addArgument(IntegerType.I32, TestIr.loc(line++, 1));
        fill(f.region(0), body(f), 0, true, false);
        funcs.add(f);
      }
      List<Value> all = new ArrayList<>();
      module.walk(op -> collect(op, all));
      DominanceInfo dominance = new DominanceInfo();
      List<OpOperand> uses = new ArrayList<>();
      module.walk(op -> {
        for (int i = 0; i < op.numOperands(); i++) {
          op.setOperand(i, pick(op, all, dominance, 40));
          uses.add(op.opOperand(i));
        }
      });
      assertEquals(expected(funcs), ir.verify(module), "seed " + seed);
      for (int round = 0; round < 6 && !uses.isEmpty(); round++) {
        OpOperand use = uses.get(random.nextInt(uses.size()));
        Value old = use.get();
        use.set(pick(use.owner(), all, dominance, 2));
        assertEquals(expected(funcs), ir.verify(module), "seed " + seed + " round " + round);
        use.set(old);
        assertEquals(expected(funcs), ir.verify(module), "seed " + seed + " round " + round + " undone");
      }
      for (int moves = 0; moves < 3; moves++) {
        move(funcs);
        assertEquals(expected(funcs), ir.verify(module), "seed " + seed + " after move " + moves);
      }
    }

    /** Ops in {@code block} of {@code region}, more blocks after it, each ending as it must. */
    private void fill(Region region, Block block, int depth, boolean needsTerminator, boolean graph) {
      int blocks = !graph && depth < 2 && random.nextInt(3) == 0 ? 2 + random.nextInt(2) : 1;
      List<Block> all = new ArrayList<>(List.of(block));
      for (int i = 1; i < blocks; i++) all.add(TestIr.addBlock(region));
      for (Block b : all) {
        if (b != block || random.nextBoolean()) b.addArgument(IntegerType.I32, TestIr.loc(line++, 1));
        int ops = 1 + random.nextInt(4);
        for (int i = 0; i < ops; i++) {
          if (depth < 2 && random.nextInt(4) == 0) {
            String name = REGION_OPS[random.nextInt(REGION_OPS.length)];
            Operation holder = ir.withRegions(b, name, line++, 3, 1, random.nextInt(2));
            fill(holder.region(0), body(holder), depth + 1, false, name.equals("test.graph"));
            if (random.nextBoolean()) holder.insertOperands(0, List.of(anyValue(b)));
          } else {
            ir.op(b, "foo.op", line++, 5, 1, operands(b, random.nextInt(3)));
          }
        }
        if (blocks > 1) branch(b, all);
        else if (needsTerminator) ir.op(b, "func.return", line++, 3, 0);
      }
    }

    private void branch(Block b, List<Block> blocks) {
      Block dest = blocks.get(1 + random.nextInt(blocks.size() - 1));
      if (random.nextBoolean()) {
        ir.branch(b, "cf.br", line++, 3, dest);
        return;
      }
      Operation br = ir.branch(b, "cf.cond_br", line++, 3, dest, blocks.get(1 + random.nextInt(blocks.size() - 1)));
      br.insertOperands(0, List.of(anyValue(b)));
    }

    private Value[] operands(Block b, int n) {
      Value[] vs = new Value[n];
      for (int i = 0; i < n; i++) vs[i] = anyValue(b);
      return vs;
    }

    /** A placeholder, replaced once all values exist. */
    private static Value anyValue(Block b) {
      Operation f = b.parentOp();
      while (!f.name().equals("func.func")) f = f.parentOp();
      return body(f).argument(0);
    }

    private static void collect(Operation op, List<Value> all) {
      all.addAll(op.results());
      for (Region r : op.regions()) {
        for (Block b : r.blocks()) all.addAll(b.arguments());
      }
    }

    /**
     * One of 1/{@code odds} any value, else one of 1/10 (at least one) a value of {@code user}'s
     * function, else one available at it.
     */
    private Value pick(Operation user, List<Value> all, DominanceInfo dominance, int odds) {
      Operation own = user;
      while (own != null && !own.name().equals("func.func")) own = own.parentOp();
      List<Value> mine = new ArrayList<>();
      List<Value> available = new ArrayList<>();
      for (Value v : all) {
        Operation def = v.definingOp() != null ? v.definingOp() : ((BlockArgument) v).owner().parentOp();
        if (own == null || !own.isAncestorOf(def)) continue;
        mine.add(v);
        if (dominance.properlyDominates(v, user)) available.add(v);
      }
      int dice = random.nextInt(odds);
      if (mine.isEmpty() || dice == 0) return all.get(random.nextInt(all.size()));
      if (available.isEmpty() || dice < Math.max(1, odds / 10)) return mine.get(random.nextInt(mine.size()));
      return available.get(random.nextInt(available.size()));
    }

    /** Moves a leaf op before another op of the same function (never before itself). */
    private void move(List<Operation> funcs) {
      Operation f = funcs.get(random.nextInt(funcs.size()));
      List<Operation> leaves = new ArrayList<>();
      List<Operation> anchors = new ArrayList<>();
      f.walk(op -> {
        if (op == f) return;
        anchors.add(op);
        if (op.name().equals("foo.op")) leaves.add(op);
      });
      if (leaves.isEmpty()) return;
      Operation op = leaves.get(random.nextInt(leaves.size()));
      Operation anchor = anchors.get(random.nextInt(anchors.size()));
      if (anchor != op) op.moveBefore(anchor);
    }

    /** What the exact checks report, function by function. */
    private String expected(List<Operation> funcs) {
      List<String> out = new ArrayList<>();
      for (Operation f : funcs) {
        ir.ctx.diagnostics().clear();
        if (IsolationCheck.verify(f)) DominanceCheck.verify(f, new DominanceInfo(), true);
        out.addAll(ir.ctx.diagnostics().collected().stream().map(Diagnostic::render).collect(Collectors.toList()));
      }
      ir.ctx.diagnostics().clear();
      return String.join("\n", out);
    }
  }
}
