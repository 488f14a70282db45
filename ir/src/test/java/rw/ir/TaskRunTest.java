package rw.ir;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Cutting work into runs of about equal weight, and taking the heaviest first. */
class TaskRunTest {
  @Test
  void aHeavyItemIsARunOfItsOwn() {
    long[] w = {1, 1, 1, 1, 12, 1, 1, 1, 1};
    assertArrayEquals(new int[] {0, 4, 5, 9}, TaskRun.runsByWeight(w, 4));
  }

  @Test
  void equalItemsMakeEqualRuns() {
    assertArrayEquals(new int[] {0, 2, 4, 6}, TaskRun.runsByWeight(new long[] {1, 1, 1, 1, 1, 1}, 3));
  }

  @Test
  void theHeaviestRunStartsFirst() {
    long[] w = {1, 1, 1, 1, 12, 1, 1, 1, 1};
    int[] runs = TaskRun.runsByWeight(w, 4);
    List<Integer> order = Collections.synchronizedList(new ArrayList<>());
    TaskRun.runHeaviestFirst(runs, w, 1, order::add);
    assertEquals(List.of(1, 2, 0), order);
  }
}
