package rw.ir.pass;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Option text parses as MLIR's pass options parser reads it, into typed values. */
class PassOptionsTest {
  private final PassOptions defaults = PassOptions.defaults(List.of(
      PassOption.flag("top-down", true, ""),
      PassOption.integer("width", 32, ""),
      PassOption.unsigned("count", 1, ""),
      PassOption.int64("big", -1, ""),
      PassOption.real("ratio", 0.5, ""),
      PassOption.string("label", "", ""),
      PassOption.choice("mode", "normal", List.of("disabled", "normal", "aggressive"), ""),
      PassOption.intList("sizes", ""),
      PassOption.stringList("ops", "")));

  @Test
  void defaultsAndTypedValues() throws Exception {
    PassOptions o = defaults.parse("top-down=false width=0x10 count=010 big=-5 ratio=2.5e1 label='a b' mode=aggressive sizes=1,2,3 ops={x,y}");
    assertFalse(o.flag("top-down"));
    assertEquals(16, o.integer("width"));
    assertEquals(8, o.integer("count"));
    assertEquals(-5, o.integer("big"));
    assertEquals(25.0, o.real("ratio"));
    assertEquals("a b", o.string("label"));
    assertEquals("aggressive", o.string("mode"));
    assertEquals(List.of(1L, 2L, 3L), o.integers("sizes"));
    assertEquals(List.of("x", "y"), o.strings("ops"));
    assertTrue(defaults.flag("top-down"));
    assertEquals(List.of(), defaults.strings("ops"));
  }

  @Test
  void bareFlagMeansTrueAndLaterAssignmentsWin() throws Exception {
    PassOptions o = defaults.parse("top-down=0 top-down  width=1 width=2");
    assertTrue(o.flag("top-down"));
    assertEquals(2, o.integer("width"));
  }

  @Test
  void printsLikeMlir() throws Exception {
    assertEquals("{big=-1 count=1 label= mode=normal  ratio=0.5  top-down=true width=32}", defaults.toText());
    assertEquals("{big=-1 count=1 label={a b} mode=normal ops={x} ratio=0.5 sizes={4,5} top-down=true width=32}",
        defaults.parse("label={a b} ops=x sizes=4,5").toText());
    assertEquals("", PassOptions.none().toText());
  }

  @Test
  void errorsInLlvmWords() {
    assertEquals("<Pass-Options-Parser>: no such option nope\n", failure("nope=1").getMessage());
    assertNull(failure("nope=1").toolMessage());
    assertEquals("for the --width option: '99999999999' value invalid for integer argument!", failure("width=99999999999").toolMessage());
    assertEquals("for the --count option: '-1' value invalid for uint argument!", failure("count=-1").toolMessage());
    assertEquals("for the --big option: requires a value!", failure("big").toolMessage());
    assertEquals("for the --ratio option: 'x' value invalid for floating point argument!", failure("ratio=x").toolMessage());
    assertEquals("for the --mode option: Cannot find option named 'wild'!", failure("mode=wild").toolMessage());
    assertEquals("for the --top-down option: 'yes' is invalid value for boolean argument! Try 0 or 1", failure("top-down=yes").toolMessage());
    assertEquals("for the --sizes option: 'a' value invalid for long argument!", failure("sizes=1,a").toolMessage());
  }

  @Test
  void wrongAccessorIsOurBug() {
    assertThrows(IllegalArgumentException.class, () -> defaults.flag("width"));
    assertThrows(IllegalArgumentException.class, () -> defaults.integer("nope"));
  }

  private PassOptionException failure(String text) {
    return assertThrows(PassOptionException.class, () -> defaults.parse(text));
  }
}
