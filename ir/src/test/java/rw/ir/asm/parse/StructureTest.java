package rw.ir.asm.parse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import rw.ir.Block;
import rw.ir.BuiltinOps;
import rw.ir.Context;
import rw.ir.Operation;
import rw.ir.Value;
import rw.ir.asm.Source;
import rw.ir.attr.DictionaryAttr;
import rw.ir.attr.FloatAttr;
import rw.ir.attr.IntegerAttr;
import rw.ir.attr.StringAttr;
import rw.ir.loc.FileLineColLoc;
import rw.ir.loc.Location;
import rw.ir.loc.NameLoc;
import rw.ir.type.FloatType;
import rw.ir.type.IntegerType;

/** What the parser builds: the module, values and their uses, blocks, locations. */
class StructureTest {
  private static Operation parse(Context ctx, String text) {
    Operation m = SourceParser.parse(ctx, new Source("t.mlir", text));
    assertNotNull(m, () -> ctx.diagnostics().collected().toString());
    return m;
  }

  private static Operation parse(String text) {
    return parse(new Context(), text);
  }

  private static List<Operation> ops(Operation module) {
    List<Operation> list = new ArrayList<>();
    module.walk(list::add);
    return list;
  }

  @Test
  void topLevelOpsAreWrappedInAModuleAtLineZero() {
    Operation m = parse("\"unreg.a\"() : () -> ()\n\"unreg.b\"() : () -> ()\n");
    assertEquals(BuiltinOps.MODULE, m.name());
    assertEquals(new FileLineColLoc("t.mlir", 0, 0), m.location());
    assertEquals(2, m.region(0).entryBlock().size());
  }

  @Test
  void aSingleModuleIsTheResult() {
    Operation m = parse("module @m {\n  \"unreg.a\"() : () -> ()\n}\n");
    assertEquals(new FileLineColLoc("t.mlir", 1, 1), m.location());
    assertEquals(DictionaryAttr.of(List.of(new rw.ir.attr.NamedAttribute("sym_name", new StringAttr("m", null)))),
        m.properties());
    assertEquals(1, m.region(0).entryBlock().size());
  }

  @Test
  void opsAreLocatedAtTheirName() {
    Operation m = parse("  %0 = \"unreg.a\"() : () -> i32\n\n\t\"unreg.b\"(%0) : (i32) -> ()\n");
    List<Operation> list = ops(m);
    assertEquals(new FileLineColLoc("t.mlir", 1, 8), list.get(0).location());
    assertEquals(new FileLineColLoc("t.mlir", 3, 2), list.get(1).location());
  }

  @Test
  void forwardReferencesResolveToTheDefinition() {
    Operation m = parse("\"unreg.g\"() ({\n  \"unreg.use\"(%x, %x) : (i32, i32) -> ()\n"
        + "  %x = \"unreg.def\"() : () -> i32\n}) : () -> ()\n");
    Operation use = m.region(0).entryBlock().first().region(0).entryBlock().first();
    Value x = use.operand(0);
    assertEquals("unreg.def", x.definingOp().name());
    assertSame(x, use.operand(1));
    assertEquals(2, x.useCount());
  }

  @Test
  void resultGroupsAndResultNumbers() {
    Operation m = parse("%a:2, %b = \"unreg.three\"() : () -> (i32, f32, i64)\n"
        + "\"unreg.use\"(%a#1, %b, %a#0) : (f32, i64, i32) -> ()\n");
    Operation three = m.region(0).entryBlock().first();
    Operation use = three.nextInBlock();
    assertSame(three.result(1), use.operand(0));
    assertSame(three.result(2), use.operand(1));
    assertSame(three.result(0), use.operand(2));
  }

  @Test
  void blocksWithArgumentsAndSuccessors() {
    Operation m = parse("\"unreg.r\"() ({\n^bb0(%x: i32):\n  \"unreg.br\"(%x)[^bb2] : (i32) -> ()\n"
        + "^bb1:\n  \"unreg.ret\"() : () -> ()\n^bb2(%y: i32):\n  \"unreg.br\"()[^bb1] : () -> ()\n}) : () -> ()\n");
    Operation r = m.region(0).entryBlock().first();
    List<Block> blocks = r.region(0).blocks();
    assertEquals(3, blocks.size());
    assertSame(blocks.get(2), blocks.get(0).first().successor(0));
    assertSame(blocks.get(1), blocks.get(2).first().successor(0));
    assertEquals(new FileLineColLoc("t.mlir", 2, 6), blocks.get(0).argument(0).location());
  }

  @Test
  void namesOfASiblingRegionAreNotVisible() {
    Context ctx = new Context();
    assertNull(SourceParser.parse(ctx, new Source("t.mlir", "\"unreg.a\"() ({\n  %x = \"unreg.d\"() : () -> i32\n}, {\n"
        + "  \"unreg.u\"(%x) : (i32) -> ()\n}) : () -> ()\n")));
    assertEquals("t.mlir:4:13: error: use of undeclared SSA value name", ctx.diagnostics().collected().get(0).render());
  }

  @Test
  void locationAliasesMayBeDefinedAfterUse() {
    Operation m = parse("\"unreg.r\"() ({\n^bb0(%x: i32 loc(#l2)):\n  \"unreg.e\"() : () -> ()\n}) : () -> () loc(#l1)\n"
        + "#l1 = loc(\"a.c\":1:2)\n#l2 = loc(\"n\"(#l1))\n");
    Operation r = m.region(0).entryBlock().first();
    assertEquals(new FileLineColLoc("a.c", 1, 2), r.location());
    Location arg = r.region(0).entryBlock().argument(0).location();
    assertEquals(new NameLoc("n", new FileLineColLoc("a.c", 1, 2)), arg);
  }

  @Test
  void numbersAreRoundedToTheirType() {
    Operation m = parse("\"unreg.n\"() {a = 0.1 : f16, b = 0x7FC00000 : f32, c = 255 : i8, d = 0.1 : f32} : () -> ()\n");
    DictionaryAttr attrs = m.region(0).entryBlock().first().attributes();
    assertEquals(new FloatAttr(0.0999755859375, FloatType.F16), attrs.get("a"));
    assertTrue(Double.isNaN(((FloatAttr) attrs.get("b")).value()));
    assertEquals(IntegerAttr.of(-1, IntegerType.I8), attrs.get("c"));
    assertEquals(new FloatAttr((double) 0.1f, FloatType.F32), attrs.get("d"));
  }

  @Test
  void equalTypesAreShared() {
    Operation m = parse("%0 = \"unreg.a\"() : () -> memref<8x8xf32>\n%1 = \"unreg.b\"() : () -> memref<8x8xf32>\n");
    Operation a = m.region(0).entryBlock().first();
    assertSame(a.result(0).type(), a.nextInBlock().result(0).type());
  }

  @Test
  void splitChunksKeepTheirPositionInTheFile() {
    String text = "\"unreg.a\"() : () -> ()\n// -----\n\n  \"unreg.b\"() : () -> () // x\n   // -----   \"unreg.c\"() : () -> ()\n";
    List<Source> chunks = SourceSplitter.split(new Source("s.mlir", text));
    assertEquals(3, chunks.size());
    Context ctx = new Context();
    Operation b = SourceParser.parse(ctx, chunks.get(1));
    assertEquals(new FileLineColLoc("s.mlir", 2, 9), b.location());
    assertEquals(new FileLineColLoc("s.mlir", 4, 3), b.region(0).entryBlock().first().location());
    Operation c = SourceParser.parse(ctx, chunks.get(2));
    assertEquals(new FileLineColLoc("s.mlir", 5, 15), c.region(0).entryBlock().first().location());
  }

  @Test
  void nearMissesOfTheSplitMarkerWarn() {
    List<rw.ir.diag.Diagnostic> warnings = new ArrayList<>();
    List<Source> chunks = SourceSplitter.split(new Source("s.mlir", "a\n// ----\nb\n// -----0\nc\n"), warnings::add);
    assertEquals(1, chunks.size());
    assertEquals(List.of("s.mlir:2:7: warning: near miss with file split marker",
        "s.mlir:4:7: warning: near miss with file split marker"), warnings.stream().map(rw.ir.diag.Diagnostic::render).toList());
  }

  @Test
  void unregisteredOpsAreRejectedWhenNotAllowed() {
    Context ctx = new Context();
    ctx.setAllowUnregistered(false);
    assertNull(SourceParser.parse(ctx, new Source("t.mlir", "\"nodialect.op\"() : () -> ()\n")));
    assertEquals("t.mlir:1:15: error: operation being parsed with an unregistered dialect. If this is intended, "
        + "please use -allow-unregistered-dialect with the MLIR tool used", ctx.diagnostics().collected().get(0).render());
  }

  @Test
  void castCustomFormParses() {
    Operation m = parse("%0 = \"unreg.a\"() : () -> i32\n%1:2 = unrealized_conversion_cast %0, %0 : i32, i32 to i64, i8\n");
    Operation cast = m.region(0).entryBlock().last();
    assertEquals(BuiltinOps.UNREALIZED_CONVERSION_CAST, cast.name());
    assertEquals(2, cast.numOperands());
    assertInstanceOf(IntegerType.class, cast.result(1).type());
  }

  @Test
  void absurdNestingIsAnErrorNotACrash() {
    Context ctx = new Context();
    String deep = "[".repeat(200_000);
    assertNull(SourceParser.parse(ctx, new Source("t.mlir", "\"unreg.x\"() {a = " + deep + "} : () -> ()\n")));
    assertEquals(1, ctx.diagnostics().errorCount());
  }
}
