package rw.conversion.support;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.List;
import org.junit.jupiter.api.Test;
import rw.dialect.Dialects;
import rw.ir.Block;
import rw.ir.Context;
import rw.ir.Operation;
import rw.ir.PropertiesModel;
import rw.ir.Value;
import rw.ir.attr.Attribute;
import rw.ir.attr.DenseArrayAttr;
import rw.ir.attr.DictionaryAttr;
import rw.ir.attr.IntegerAttr;
import rw.ir.attr.NamedAttribute;
import rw.ir.attr.StringAttr;
import rw.ir.attr.TypeAttr;
import rw.ir.build.OpBuilder;
import rw.ir.loc.Location;
import rw.ir.type.IntegerType;
import rw.ir.type.Type;

/**
 * Ops that {@link RuleOps#build} makes through a resolved {@link BuildTargets.Target} have the
 * properties that adopting the written ones gives (the way every op was built before): defaults
 * added, equal dictionaries shared, a value the declared attribute cannot store left to adoption.
 */
class BuildTargetsTest {
  private static final String GEP = "llvm.getelementptr";
  private static final String CONSTANT = "llvm.mlir.constant";

  private static Context context() {
    Context ctx = new Context();
    Dialects.registerAll(ctx);
    return ctx;
  }

  private static Operation build(Context ctx, Block block, String name, List<? extends Value> operands,
      List<NamedAttribute> props, List<Type> types) {
    OpBuilder b = new OpBuilder(ctx);
    b.setInsertionPointToEnd(block);
    return RuleOps.build(b, name, Location.unknown(), operands, props, List.of(), types);
  }

  /** The op as building it did before targets: the written properties, adopted. */
  private static Attribute adopted(Context ctx, String name, List<? extends Value> operands, List<NamedAttribute> props,
      List<Type> types) {
    Operation op = Operation.create(ctx.opName(name), Location.unknown(), operands, types, DictionaryAttr.EMPTY,
        DictionaryAttr.of(props), List.of(), 0);
    ctx.opName(name).def().getInterface(PropertiesModel.class).adopt(op);
    return op.properties();
  }

  @Test
  void defaultsJoinTheWrittenPropertiesInNameOrder() {
    Context ctx = context();
    Block block = new Block();
    Type ptr = rw.dialect.llvm.LlvmPointerType.PTR;
    Value base = block.addArgument(ptr, Location.unknown());
    List<NamedAttribute> props = List.of(
        new NamedAttribute("rawConstantIndices", new DenseArrayAttr(IntegerType.I32, List.of(0L))),
        new NamedAttribute("elem_type", new TypeAttr(IntegerType.I32)));
    Operation gep = build(ctx, block, GEP, List.of(base), props, List.of(ptr));
    assertEquals(adopted(ctx, GEP, List.of(base), props, List.of(ptr)), gep.properties());
    assertNotNull(((DictionaryAttr) gep.properties()).get("noWrapFlags"), "the default is filled in");
    assertSame(ctx.opName(GEP), gep.opName());
  }

  @Test
  void equalPropertiesAreOneDictionary() {
    Context ctx = context();
    Block block = new Block();
    List<NamedAttribute> props = List.of(new NamedAttribute("value", IntegerAttr.of(7, IntegerType.I32)));
    Operation a = build(ctx, block, CONSTANT, List.of(), props, List.of(IntegerType.I32));
    Operation b = build(ctx, block, CONSTANT, List.of(), props, List.of(IntegerType.I32));
    assertSame(a.properties(), b.properties());
    assertEquals(adopted(ctx, CONSTANT, List.of(), props, List.of(IntegerType.I32)), a.properties());
    assertSame(a, block.first());
    assertSame(b, a.nextInBlock());
  }

  @Test
  void eachContextGetsItsOwnOps() {
    Context first = context();
    Context second = context();
    List<NamedAttribute> props = List.of(new NamedAttribute("value", IntegerAttr.of(1, IntegerType.I32)));
    Operation a = build(first, new Block(), CONSTANT, List.of(), props, List.of(IntegerType.I32));
    Operation b = build(second, new Block(), CONSTANT, List.of(), props, List.of(IntegerType.I32));
    assertSame(first.opName(CONSTANT), a.opName());
    assertSame(second.opName(CONSTANT), b.opName());
  }

  @Test
  void aValueTheAttributeCannotStoreIsLeftToAdoption() {
    Context ctx = context();
    Block block = new Block();
    List<NamedAttribute> props = List.of(new NamedAttribute("position", StringAttr.of("not an array")));
    Value aggregate = block.addArgument(IntegerType.I32, Location.unknown());
    Operation op = build(ctx, block, "llvm.extractvalue", List.of(aggregate), props, List.of(IntegerType.I32));
    assertEquals(adopted(ctx, "llvm.extractvalue", List.of(aggregate), props, List.of(IntegerType.I32)), op.properties());
  }

  @Test
  void unregisteredOpsKeepTheirProperties() {
    Context ctx = context();
    ctx.setAllowUnregistered(true);
    List<NamedAttribute> props = List.of(new NamedAttribute("a", IntegerAttr.of(1, IntegerType.I32)));
    Operation op = build(ctx, new Block(), "test.op", List.of(), props, List.of());
    assertEquals(DictionaryAttr.of(props), op.properties());
    assertNull(op.opName().def());
  }
}
