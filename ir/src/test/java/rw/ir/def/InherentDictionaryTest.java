package rw.ir.def;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import rw.ir.Context;
import rw.ir.Operation;
import rw.ir.attr.DictionaryAttr;
import rw.ir.attr.IntegerAttr;
import rw.ir.attr.NamedAttribute;
import rw.ir.type.IntegerType;

/**
 * An op whose inherent attributes are one dictionary gets the diagnostics of looking each
 * declared name up wherever {@link Operation#inherentAttr} finds it, which is what an op with
 * attributes in two places gets; also when its dictionary is one that passed before (see
 * SpecVerifier's cache of passed dictionaries: the same dictionaries come back round after
 * round). Random dictionaries mix declared names (required or optional, some values rejected)
 * with undeclared ones before, between and after them, of up to a dozen entries.
 */
class InherentDictionaryTest {
  private static final List<String> NAMES = List.of("a", "alpha", "b", "bb", "c", "d", "dd", "e", "f", "g", "h", "z");
  private final Context ctx = new Context();

  InherentDictionaryTest() {
    AttrConstraint notTwo = AttrConstraint.of("not two", a -> !(a instanceof IntegerAttr i) || i.value().intValue() != 2);
    ctx.registerOp(OpSpec.builder("test.sweep").attributes(
        AttrSpec.required("alpha", notTwo), AttrSpec.optional("bb", notTwo), AttrSpec.required("c", AttrConstraints.ANY),
        AttrSpec.optional("dd", notTwo), AttrSpec.required("f", notTwo), AttrSpec.optional("z", notTwo)).build().toOpDef());
  }

  private String verify(DictionaryAttr props, DictionaryAttr attrs) {
    return SpecOpVerification.verify(ctx, "test.sweep", props, attrs);
  }

  @Test
  void oneDictionaryGetsWhatLookupsGet() {
    Random random = new Random(7);
    DictionaryAttr elsewhere = DictionaryAttr.of(List.of(new NamedAttribute("zz_other", IntegerAttr.of(1, IntegerType.I32))));
    int failures = 0;
    for (int round = 0; round < 2000; round++) {
      List<NamedAttribute> entries = new ArrayList<>();
      for (String name : NAMES) {
        if (random.nextInt(4) == 0) continue;
        entries.add(new NamedAttribute(name, IntegerAttr.of(random.nextInt(8) == 0 ? 2 : 1, IntegerType.I32)));
      }
      DictionaryAttr dict = DictionaryAttr.of(entries);
      String looked = verify(dict, elsewhere);
      assertEquals(looked, verify(dict, DictionaryAttr.EMPTY), "properties " + dict);
      assertEquals(looked, verify(DictionaryAttr.EMPTY, dict), "attributes " + dict);
      if (!looked.isEmpty()) failures++;
    }
    assertEquals(true, failures > 200 && failures < 1800, "both outcomes are common: " + failures);
  }
}
