package rw.ir.rewrite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class PatternSetTest {
  private static RewritePattern rooted(String root, int benefit, String name) {
    return RewritePattern.of(root, benefit, name, (op, r) -> false);
  }

  private static List<String> names(List<RewritePattern> ps) {
    List<String> out = new ArrayList<>();
    for (RewritePattern p : ps) out.add(p.debugName());
    return out;
  }

  @Test
  void higherBenefitFirstThenRegistrationOrder() {
    PatternSet set = PatternSet.of(
        rooted("test.a", 1, "low1"),
        rooted("test.a", 5, "high1"),
        rooted("test.b", 9, "other"),
        rooted("test.a", 1, "low2"),
        rooted("test.a", 5, "high2"));
    assertEquals(List.of("high1", "high2", "low1", "low2"), names(set.patternsFor("test.a")));
    assertEquals(List.of("other"), names(set.patternsFor("test.b")));
    assertEquals(List.of(), names(set.patternsFor("test.c")));
  }

  @Test
  void anyOpPatternsInterleaveByBenefitAndLoseTies() {
    PatternSet set = PatternSet.of(
        RewritePattern.ofAnyOp(3, "any3", (op, r) -> false),
        rooted("test.a", 3, "own3"),
        RewritePattern.ofAnyOp(7, "any7", (op, r) -> false),
        rooted("test.a", 1, "own1"));
    assertEquals(List.of("any7", "own3", "any3", "own1"), names(set.patternsFor("test.a")));
    assertEquals(List.of("any7", "any3"), names(set.patternsFor("test.zzz")));
  }

  @Test
  void lookupsAreCachedAndAddingInvalidates() {
    PatternSet set = PatternSet.of(rooted("test.a", 1, "first"));
    assertSame(set.patternsFor("test.a"), set.patternsFor("test.a"));
    set.add(rooted("test.a", 2, "second"));
    assertEquals(List.of("second", "first"), names(set.patternsFor("test.a")));
  }

  @Test
  void debugNameDefaultsToClassName() {
    class DropDeadThing extends RewritePattern {
      DropDeadThing() {
        super("test.a", 1);
      }

      @Override
      public boolean matchAndRewrite(rw.ir.Operation op, PatternRewriter rewriter) {
        return false;
      }
    }
    assertEquals("DropDeadThing", new DropDeadThing().debugName());
    assertThrows(IllegalArgumentException.class, () -> rooted("test.a", -1, "neg"));
    assertThrows(IllegalArgumentException.class, () -> rooted(null, 1, "noRoot"));
  }
}
