package rw.ir.verify;

import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.Map;
import rw.ir.Block;
import rw.ir.Operation;
import rw.ir.Region;

/**
 * The dominator tree of the blocks of one region (Cooper, Harvey and Kennedy's iterative
 * algorithm over reverse post-order), with pre/post numbers for constant-time dominance
 * queries. Edges are the successors of each block's last op that lie in the same region.
 * Blocks not reachable from the entry are outside the tree.
 */
final class DomTree {
  private static final int UNREACHABLE = -1;

  /** Block → its reverse post-order number; unreachable blocks are absent. */
  private final Map<Block, Integer> rpo = new IdentityHashMap<>();
  private final Block[] blocks;
  private final int[] idom;
  private final int[] pre;
  private final int[] post;

  DomTree(Region region) {
    blocks = reversePostOrder(region);
    for (int i = 0; i < blocks.length; i++) rpo.put(blocks[i], i);
    idom = computeIdoms();
    pre = new int[blocks.length];
    post = new int[blocks.length];
    number();
  }

  boolean isReachable(Block b) {
    return rpo.containsKey(b);
  }

  /** Whether {@code a} dominates {@code b} and differs from it (both in this region). */
  boolean properlyDominates(Block a, Block b) {
    if (a == b) return false;
    int bi = index(b);
    if (bi == UNREACHABLE) return true;
    int ai = index(a);
    if (ai == UNREACHABLE) return false;
    return pre[ai] < pre[bi] && post[bi] < post[ai];
  }

  /** The immediate dominator of {@code b}, or {@code null} for the entry and unreachable blocks. */
  Block immediateDominator(Block b) {
    int i = index(b);
    return i <= 0 ? null : blocks[idom[i]];
  }

  /** The nearest block dominating both, or {@code null} when one is unreachable. */
  Block nearestCommonDominator(Block a, Block b) {
    int ai = index(a);
    int bi = index(b);
    if (ai == UNREACHABLE || bi == UNREACHABLE) return null;
    return blocks[intersect(ai, bi)];
  }

  private int index(Block b) {
    Integer i = rpo.get(b);
    return i == null ? UNREACHABLE : i;
  }

  private static Block[] reversePostOrder(Region region) {
    Block entry = region.entryBlock();
    int n = region.numBlocks();
    Map<Block, Boolean> seen = new IdentityHashMap<>(n * 2);
    Block[] order = new Block[n];
    int done = n;
    Block[] stack = new Block[n];
    int[] nextSucc = new int[n];
    int top = 0;
    stack[0] = entry;
    seen.put(entry, Boolean.TRUE);
    while (top >= 0) {
      Block b = stack[top];
      Block succ = nextSuccessor(b, region, nextSucc, top, seen);
      if (succ != null) {
        stack[++top] = succ;
        nextSucc[top] = 0;
        seen.put(succ, Boolean.TRUE);
      } else {
        order[--done] = b;
        top--;
      }
    }
    return Arrays.copyOfRange(order, done, n);
  }

  /** The next unvisited successor of {@code b} in {@code region}, advancing the cursor. */
  private static Block nextSuccessor(Block b, Region region, int[] cursor, int slot, Map<Block, Boolean> seen) {
    Operation last = b.last();
    if (last == null) return null;
    while (cursor[slot] < last.numSuccessors()) {
      Block s = last.successor(cursor[slot]++);
      if (s.parent() == region && !seen.containsKey(s)) return s;
    }
    return null;
  }

  private int[] computeIdoms() {
    int n = blocks.length;
    int[][] preds = predecessors();
    int[] dom = new int[n];
    Arrays.fill(dom, UNREACHABLE);
    dom[0] = 0;
    for (boolean changed = true; changed; ) {
      changed = false;
      for (int b = 1; b < n; b++) {
        int newIdom = UNREACHABLE;
        for (int p : preds[b]) {
          if (dom[p] == UNREACHABLE) continue;
          newIdom = newIdom == UNREACHABLE ? p : intersect(p, newIdom, dom);
        }
        if (dom[b] != newIdom) {
          dom[b] = newIdom;
          changed = true;
        }
      }
    }
    return dom;
  }

  /** For each block (by RPO number), the RPO numbers of its predecessors along tree edges. */
  private int[][] predecessors() {
    int n = blocks.length;
    int[] count = new int[n];
    forEachEdge((from, to) -> count[to]++);
    int[][] preds = new int[n][];
    for (int b = 0; b < n; b++) preds[b] = new int[count[b]];
    int[] fill = new int[n];
    forEachEdge((from, to) -> preds[to][fill[to]++] = from);
    return preds;
  }

  private interface Edge {
    void accept(int from, int to);
  }

  private void forEachEdge(Edge edge) {
    for (int b = 0; b < blocks.length; b++) {
      Operation last = blocks[b].last();
      if (last == null) continue;
      for (int i = 0; i < last.numSuccessors(); i++) {
        Integer to = rpo.get(last.successor(i));
        if (to != null) edge.accept(b, to);
      }
    }
  }

  private int intersect(int a, int b) {
    return intersect(a, b, idom);
  }

  private static int intersect(int a, int b, int[] dom) {
    while (a != b) {
      while (a > b) a = dom[a];
      while (b > a) b = dom[b];
    }
    return a;
  }

  /** Numbers the tree nodes in pre- and post-order (iteratively: trees may be deep). */
  private void number() {
    int n = blocks.length;
    int[] childCount = new int[n];
    for (int b = 1; b < n; b++) childCount[idom[b]]++;
    int[][] children = new int[n][];
    for (int b = 0; b < n; b++) children[b] = new int[childCount[b]];
    int[] fill = new int[n];
    for (int b = 1; b < n; b++) children[idom[b]][fill[idom[b]]++] = b;
    int[] stack = new int[n];
    int[] cursor = new int[n];
    int top = 0;
    int clock = 0;
    stack[0] = 0;
    pre[0] = clock++;
    while (top >= 0) {
      int b = stack[top];
      if (cursor[b] < children[b].length) {
        int c = children[b][cursor[b]++];
        pre[c] = clock++;
        stack[++top] = c;
      } else {
        post[b] = clock++;
        top--;
      }
    }
  }
}
