package rw.ir.def;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.List;
import org.junit.jupiter.api.Test;
import rw.ir.Context;
import rw.ir.OpName;
import rw.ir.Operation;
import rw.ir.PropertiesModel;
import rw.ir.attr.Attribute;
import rw.ir.attr.DenseArrayAttr;
import rw.ir.attr.DictionaryAttr;
import rw.ir.attr.IntegerAttr;
import rw.ir.attr.NamedAttribute;
import rw.ir.loc.UnknownLoc;
import rw.ir.type.IntegerType;

/** Adoption fills in the default values and segment sizes an op lacks, and nothing else. */
class SpecPropertiesTest {
  private final Context ctx = TestDialects.context();

  private Operation adopted(String name, List<NamedAttribute> props) {
    OpName opName = ctx.opName(name);
    Operation op = Operation.create(opName, UnknownLoc.INSTANCE, List.of(), List.of(), null, DictionaryAttr.of(props), List.of(), 0);
    assertNull(opName.def().getInterface(PropertiesModel.class).adopt(op));
    return op;
  }

  private static Attribute prop(Operation op, String name) {
    return ((DictionaryAttr) op.properties()).get(name);
  }

  @Test
  void opsWithoutPropertiesShareTheirDefaults() {
    Operation a = adopted("llvm.load", List.of());
    Operation b = adopted("llvm.load", List.of());
    assertEquals(List.of("ordering"), ((DictionaryAttr) a.properties()).entries().stream().map(NamedAttribute::name).toList());
    assertSame(a.properties(), b.properties());
  }

  @Test
  void writtenPropertiesKeepTheirValuesAndGetTheMissingDefaults() {
    IntegerAttr four = IntegerAttr.of(4, IntegerType.I64);
    Operation op = adopted("llvm.load", List.of(new NamedAttribute("alignment", four)));
    assertEquals(List.of("alignment", "ordering"), ((DictionaryAttr) op.properties()).entries().stream().map(NamedAttribute::name).toList());
    assertEquals(four, prop(op, "alignment"));
    assertEquals(prop(adopted("llvm.load", List.of()), "ordering"), prop(op, "ordering"));
    DictionaryAttr complete = (DictionaryAttr) op.properties();
    assertEquals(complete, adopted("llvm.load", complete.entries()).properties());
  }

  @Test
  void missingSegmentSizesAreZeros() {
    Operation op = adopted("llvm.cond_br", List.of());
    DenseArrayAttr sizes = (DenseArrayAttr) prop(op, OpSpec.OPERAND_SEGMENT_SIZES);
    assertEquals(List.of(0L, 0L, 0L), sizes.values());
    assertEquals(IntegerType.I32, sizes.elementType());
  }

  /** A format's inherent attributes win over the attribute dictionary's; its other inherent entries join them, sorted. */
  @Test
  void formatsFillPropertiesFromBothSources() {
    OpSpec load = LlvmSpecs.dialect().op("llvm.load");
    IntegerAttr four = IntegerAttr.of(4, IntegerType.I64);
    Attribute atomic = LlvmSpecs.dialect().op("llvm.load").attribute("ordering").defaultValue();
    rw.ir.OperationState state = new rw.ir.OperationState(ctx, "llvm.load", UnknownLoc.INSTANCE);
    NamedAttribute tag = new NamedAttribute("tag", IntegerAttr.of(1, IntegerType.I32));
    load.completeState(state, new java.util.TreeMap<>(java.util.Map.of("alignment", four)),
        List.of(new NamedAttribute("volatile_", rw.ir.attr.UnitAttr.INSTANCE), tag, new NamedAttribute("alignment", IntegerAttr.of(8, IntegerType.I64))));
    DictionaryAttr props = (DictionaryAttr) state.properties;
    assertEquals(List.of("alignment", "ordering", "volatile_"), props.entries().stream().map(NamedAttribute::name).toList());
    assertEquals(four, props.get("alignment"));
    assertEquals(atomic, props.get("ordering"));
    assertEquals(List.of(tag), state.attributes);
  }

  /** Ops built again with the same written properties get the same completed dictionary (one per repeat, not a new one). */
  @Test
  void repeatedWrittenPropertiesShareTheirCompletion() {
    List<NamedAttribute> written = List.of(new NamedAttribute("predicate", ArithSpecs.CMPF.attr("olt")));
    Operation a = adopted("arith.cmpf", written);
    Operation b = adopted("arith.cmpf", written);
    assertEquals(List.of("fastmath", "predicate"), ((DictionaryAttr) a.properties()).entries().stream().map(NamedAttribute::name).toList());
    assertSame(a.properties(), b.properties());
    Operation other = adopted("arith.cmpf", List.of(new NamedAttribute("predicate", ArithSpecs.CMPF.attr("ogt"))));
    assertEquals(ArithSpecs.CMPF.attr("ogt"), prop(other, "predicate"));
    assertEquals(prop(a, "fastmath"), prop(other, "fastmath"));
  }
}
