package rw.conversion.support;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import rw.ir.pass.PassOption;
import rw.ir.pass.PassOptions;

/** Options read through the running pass (flags are remembered per pass run), and the list helpers of rules. */
class RunningPassTest {
  private static PassOptions options(boolean wide) throws Exception {
    PassOptions defaults = PassOptions.defaults(List.of(new PassOption("wide", PassOption.Kind.BOOL, "", false, null),
        new PassOption("n", PassOption.Kind.INT, "", 3L, null)));
    return wide ? defaults.parse("wide=true") : defaults;
  }

  @Test
  void flagsFollowTheRunningPass() throws Exception {
    PassOptions on = options(true);
    PassOptions off = options(false);
    List<Boolean> seen = new ArrayList<>();
    assertFalse(RunningPass.flag("wide"));
    RunningPass.with(on, () -> {
      seen.add(RunningPass.flag("wide"));
      seen.add(RunningPass.flag("wide"));
      seen.add(RunningPass.flag("undeclared"));
      RunningPass.with(off, () -> seen.add(RunningPass.flag("wide")));
      seen.add(RunningPass.flag("wide"));
      assertEquals(3L, RunningPass.integer("n", 7));
      assertEquals(7L, RunningPass.integer("m", 7));
      assertTrue(RunningPass.declares("n"));
      assertThrows(IllegalArgumentException.class, () -> RunningPass.flag("n"));
    });
    RunningPass.with(off, () -> seen.add(RunningPass.flag("wide")));
    assertEquals(List.of(true, true, false, false, true, false), seen);
    assertFalse(RunningPass.flag("wide"));
  }

  @Test
  void mapAndFilterKeepOrderAndNulls() {
    List<Integer> items = List.of(1, 2, 3, 4);
    assertEquals(List.of(2, 4, 6, 8), RuleValues.map(items, i -> 2 * i));
    assertEquals(Arrays.asList(null, 2, null, 4), RuleValues.map(items, i -> i % 2 == 0 ? i : null));
    assertEquals(List.of(2, 4), RuleValues.filter(items, i -> i % 2 == 0));
    assertThrows(UnsupportedOperationException.class, () -> RuleValues.map(items, i -> i).add(5));
    assertThrows(UnsupportedOperationException.class, () -> RuleValues.filter(items, i -> true).add(5));
  }
}
