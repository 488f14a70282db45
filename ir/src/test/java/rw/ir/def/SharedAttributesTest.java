package rw.ir.def;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import rw.ir.Context;
import rw.ir.attr.DictionaryAttr;
import rw.ir.attr.IntegerAttr;
import rw.ir.attr.NamedAttribute;
import rw.ir.type.IntegerType;

/**
 * Ops whose inherent attributes are one dictionary already found valid (ops share equal small
 * dictionaries) pass without their attributes looked up again; any other op is checked.
 */
class SharedAttributesTest {
  private final Context ctx = new Context();
  /** How often the constraint of {@code o} was asked. */
  private int asked;

  SharedAttributesTest() {
    AttrConstraint counted = AttrConstraint.of("counted", a -> ++asked > 0);
    ctx.registerOp(OpSpec.builder("test.attrs")
        .attributes(AttrSpec.required("r", AttrConstraints.ANY), AttrSpec.optional("o", counted)).build().toOpDef());
  }

  private static DictionaryAttr dict(String... names) {
    return DictionaryAttr.of(List.of(names).stream()
        .map(n -> new NamedAttribute(n, IntegerAttr.of(1, IntegerType.I32))).collect(Collectors.toList()));
  }

  private String verify(DictionaryAttr props, DictionaryAttr attrs) {
    return SpecOpVerification.verify(ctx, "test.attrs", props, attrs);
  }

  @Test
  void aDictionaryThatPassedIsNotLookedUpAgain() {
    DictionaryAttr props = dict("o", "r");
    assertEquals("", verify(props, DictionaryAttr.EMPTY));
    assertEquals(1, asked);
    assertEquals("", verify(props, DictionaryAttr.EMPTY));
    assertEquals(1, asked);
    assertEquals("", verify(dict("o", "r", "x"), DictionaryAttr.EMPTY));
    assertEquals(2, asked);
  }

  @Test
  void propertiesThatPassedWithOtherAttributesAreCheckedAlone() {
    DictionaryAttr props = dict("o");
    assertEquals("", verify(props, dict("r")));
    assertEquals("t.mlir:1:1: error: 'test.attrs' op requires attribute 'r'", verify(props, DictionaryAttr.EMPTY));
  }

  @Test
  void attributesThatPassedAreTheOnlyOnesWhenThePropertiesAreEmpty() {
    DictionaryAttr attrs = dict("o", "r");
    assertEquals("", verify(DictionaryAttr.EMPTY, attrs));
    assertEquals("", verify(null, attrs));
    assertEquals(1, asked);
    assertEquals("t.mlir:1:1: error: 'test.attrs' op requires attribute 'r'", verify(dict("o"), DictionaryAttr.EMPTY));
  }
}
