package rw.ir.rewrite;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import rw.ir.Operation;

/**
 * The greedy driver's stack of ops to visit: {@link #pop} takes the most recently pushed op,
 * pushing an op already present does nothing, removal leaves a hole that pops skip.
 */
final class Worklist {
  private final List<Operation> list = new ArrayList<>();
  private final Map<Operation, Integer> index = new IdentityHashMap<>();

  void push(Operation op) {
    if (index.putIfAbsent(op, list.size()) != null) return;
    list.add(op);
  }

  /** The last pushed op still present; the list must not be empty. */
  Operation pop() {
    Operation op = list.remove(list.size() - 1);
    index.remove(op);
    trimHoles();
    return op;
  }

  void remove(Operation op) {
    Integer i = index.remove(op);
    if (i == null) return;
    list.set(i, null);
    trimHoles();
  }

  boolean isEmpty() {
    return list.isEmpty();
  }

  void clear() {
    list.clear();
    index.clear();
  }

  /** Reverses the order, so that the first pushed op is popped first. */
  void reverse() {
    Collections.reverse(list);
    index.clear();
    for (int i = 0; i < list.size(); i++) {
      if (list.get(i) != null) index.put(list.get(i), i);
    }
    trimHoles();
  }

  private void trimHoles() {
    while (!list.isEmpty() && list.get(list.size() - 1) == null) list.remove(list.size() - 1);
  }
}
