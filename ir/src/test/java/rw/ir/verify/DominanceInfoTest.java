package rw.ir.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static rw.ir.verify.TestIr.body;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import rw.ir.Block;
import rw.ir.Operation;
import rw.ir.Region;

/** Dominator trees against a naive fixpoint, and the op/block/value queries. */
class DominanceInfoTest {
  private final TestIr ir = new TestIr();

  /** A function whose region has {@code n} blocks; edges from {@code succ[i]}. */
  private Region cfg(int[][] succ) {
    Operation f = ir.func(null, "f", 1);
    Region region = f.region(0);
    for (int i = 1; i < succ.length; i++) TestIr.addBlock(region);
    for (int i = 0; i < succ.length; i++) {
      Block[] dests = new Block[succ[i].length];
      for (int k = 0; k < dests.length; k++) dests[k] = region.block(succ[i][k]);
      ir.branch(region.block(i), "foo.br", i + 2, 3, dests);
    }
    return region;
  }

  @Test
  void loopAndDiamond() {
    // 0 -> 1; 1 -> 2, 3; 2 -> 4; 3 -> 4; 4 -> 1, 5; 6 unreachable -> 5
    Region r = cfg(new int[][] {{1}, {2, 3}, {4}, {4}, {1, 5}, {}, {5}});
    DominanceInfo dom = new DominanceInfo();
    assertSame(r.block(1), dom.immediateDominator(r.block(4)));
    assertSame(r.block(4), dom.immediateDominator(r.block(5)));
    assertNull(dom.immediateDominator(r.block(0)));
    assertTrue(dom.properlyDominates(r.block(1), r.block(5)));
    assertFalse(dom.properlyDominates(r.block(2), r.block(4)));
    assertFalse(dom.properlyDominates(r.block(4), r.block(4)));
    assertTrue(dom.dominates(r.block(4), r.block(4)));
    assertFalse(dom.isReachableFromEntry(r.block(6)));
    assertTrue(dom.properlyDominates(r.block(3), r.block(6)), "unreachable blocks are dominated by all");
    assertFalse(dom.properlyDominates(r.block(6), r.block(5)));
    assertSame(r.block(1), dom.findNearestCommonDominator(r.block(2), r.block(3)));
  }

  @Test
  void randomGraphsMatchANaiveFixpoint() {
    Random random = new Random(42);
    for (int round = 0; round < 200; round++) {
      int n = 2 + random.nextInt(12);
      int[][] succ = new int[n][];
      for (int i = 0; i < n; i++) {
        succ[i] = new int[random.nextInt(3)];
        for (int k = 0; k < succ[i].length; k++) succ[i][k] = 1 + random.nextInt(n - 1);
      }
      Region r = cfg(succ);
      BitSet[] naive = naiveDominators(succ);
      DominanceInfo dom = new DominanceInfo();
      for (int a = 0; a < n; a++) {
        for (int b = 0; b < n; b++) {
          boolean expected = a != b && (naive[b] == null || naive[a] != null && naive[b].get(a));
          assertEquals(expected, dom.properlyDominates(r.block(a), r.block(b)), "round " + round + ": " + a + " dom " + b);
        }
      }
    }
  }

  /** Dominator sets by iteration to a fixpoint; null for unreachable blocks. */
  private static BitSet[] naiveDominators(int[][] succ) {
    int n = succ.length;
    BitSet reachable = new BitSet();
    List<Integer> work = new ArrayList<>(List.of(0));
    reachable.set(0);
    while (!work.isEmpty()) {
      int b = work.remove(work.size() - 1);
      for (int s : succ[b]) {
        if (!reachable.get(s)) {
          reachable.set(s);
          work.add(s);
        }
      }
    }
    BitSet[] dom = new BitSet[n];
    for (int b = 0; b < n; b++) {
      if (!reachable.get(b)) continue;
      dom[b] = new BitSet();
      if (b == 0) dom[b].set(0);
      else dom[b].set(0, n);
    }
    for (boolean changed = true; changed; ) {
      changed = false;
      for (int b = 1; b < n; b++) {
        if (dom[b] == null) continue;
        BitSet meet = null;
        for (int p = 0; p < n; p++) {
          if (dom[p] == null || !contains(succ[p], b)) continue;
          if (meet == null) meet = (BitSet) dom[p].clone();
          else meet.and(dom[p]);
        }
        meet.set(b);
        if (!meet.equals(dom[b])) {
          dom[b] = meet;
          changed = true;
        }
      }
    }
    return dom;
  }

  private static boolean contains(int[] values, int v) {
    for (int x : values) {
      if (x == v) return true;
    }
    return false;
  }

  @Test
  void opsAndValuesAcrossNestedRegions() {
    Operation module = ir.module();
    Block entry = body(ir.func(body(module), "f", 1));
    Operation a = ir.op(entry, "foo.def", 2, 3, 1);
    Operation holder = ir.withRegions(entry, "func.func", 3, 3, 1, 0);
    Operation inner = ir.op(body(holder), "foo.use", 4, 5, 0, a.result());
    Operation b = ir.op(entry, "foo.def", 5, 3, 1);
    DominanceInfo dom = new DominanceInfo();
    assertTrue(dom.properlyDominates(a, inner));
    assertTrue(dom.properlyDominates(holder, inner), "an op encloses its nested ops");
    assertFalse(dom.properlyDominates(holder, inner, false));
    assertFalse(dom.properlyDominates(b, inner));
    assertTrue(dom.properlyDominates(a.result(), inner));
    assertFalse(dom.properlyDominates(b.result(), inner));
    assertTrue(dom.properlyDominates(a.result(), b));
    assertFalse(dom.properlyDominates(a.result(), a));
    assertSame(entry, dom.findNearestCommonDominator(body(holder), entry));
    var arg = entry.addArgument(rw.ir.type.IntegerType.I32, TestIr.loc(1, 9));
    assertTrue(dom.properlyDominates(arg, inner));
    assertTrue(dom.properlyDominates(arg, a));
  }
}
