package rw.ir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;
import rw.ir.asm.Source;
import rw.ir.asm.parse.SourceParser;
import rw.ir.asm.print.AsmPrinter;
import rw.ir.asm.print.PrintOptions;

/**
 * Deep copies print as their originals and use only their own values, including uses that
 * precede their definition (in a later block, or in a graph region), while values defined outside
 * the copied op stay shared.
 */
class CloneTest {
  private final Context ctx = new Context();

  private Operation parse(String text) {
    Operation m = SourceParser.parse(ctx, new Source("t.mlir", text));
    assertNotNull(m, () -> ctx.diagnostics().collected().toString());
    return m;
  }

  private static String text(Operation op) {
    return AsmPrinter.print(op, PrintOptions.GENERIC);
  }

  /** The copy of the module's {@code index}-th op, inserted after it. */
  private static Operation copyOf(Operation module, int index) {
    Operation op = module.region(0).entryBlock().first();
    for (int i = 0; i < index; i++) op = op.nextInBlock();
    Operation copy = op.clone(new IRMapping());
    module.region(0).entryBlock().append(copy);
    return copy;
  }

  @Test
  void aUseInAnEarlierBlockResolvesToTheCopy() {
    Operation m = parse("""
        "t.f"() ({
          "t.br"()[^b2] : () -> ()
        ^b1:
          "t.use"(%v) : (i32) -> ()
          "t.ret"() : () -> ()
        ^b2:
          %v = "t.def"() : () -> i32
          "t.br"()[^b1] : () -> ()
        }) : () -> ()
        """);
    Operation moduleCopy = m.clone(new IRMapping());
    assertEquals(text(m), text(moduleCopy));
    Operation original = m.region(0).entryBlock().first();
    Operation copy = copyOf(m, 0);
    Operation use = copy.region(0).block(1).first();
    Operation def = copy.region(0).block(2).first();
    assertSame(def.result(0), use.operand(0));
    assertEquals(1, original.region(0).block(2).first().result(0).useCount());
  }

  /** Isolated copies keep their value map in the originals' numbers, not in an {@link IRMapping}. */
  @Test
  void isolatedCopiesResolveEveryUseAndBranchToTheirOwnValues() {
    Operation m = parse("""
        "builtin.module"() ({
          "t.f"() ({
            "t.br"()[^b2] : () -> ()
          ^b1(%a: i32):
            "t.use"(%v, %a) : (i32, i32) -> ()
            "t.ret"() : () -> ()
          ^b2:
            %v = "t.def"() : () -> i32
            "t.br"(%v)[^b1] : (i32) -> ()
          }) : () -> ()
          "t.graph"() ({
            "t.use"(%w) : (i32) -> ()
            %w = "t.def"() : () -> i32
          }) : () -> ()
        }) : () -> ()
        """);
    Operation inner = m;
    Operation copy = Operation.cloneIsolated(java.util.List.of(inner)).get(0);
    assertEquals(text(inner), text(copy));
    Region f = copy.region(0).entryBlock().first().region(0);
    Operation use = f.block(1).first();
    assertSame(f.block(2).first().result(0), use.operand(0));
    assertSame(f.block(1).argument(0), use.operand(1));
    assertSame(f.block(2), f.block(0).first().successor(0));
    assertSame(f.block(1), f.block(2).last().successor(0));
    Block graph = copy.region(0).entryBlock().last().region(0).entryBlock();
    assertSame(graph.last().result(0), graph.first().operand(0));
    assertEquals(2, inner.region(0).entryBlock().first().region(0).block(2).first().result(0).useCount(), "the copies use their own values");
  }

  @Test
  void aUseBeforeItsDefinitionInAGraphRegionResolvesToTheCopy() {
    Operation m = parse("""
        "t.graph"() ({
          "t.use"(%w) : (i32) -> ()
          %w = "t.def"() : () -> i32
        }) : () -> ()
        """);
    Operation copy = copyOf(m, 0);
    Block body = copy.region(0).entryBlock();
    assertSame(body.last().result(0), body.first().operand(0));
  }

  @Test
  void valuesDefinedOutsideStayShared() {
    Operation m = parse("""
        %x = "t.def"() : () -> i32
        "t.wrap"() ({
          "t.use"(%x) : (i32) -> ()
          %y = "t.def"() : () -> i32
          "t.use"(%y) : (i32) -> ()
        }) : () -> ()
        """);
    Operation outside = m.region(0).entryBlock().first();
    Operation copy = copyOf(m, 1);
    Block body = copy.region(0).entryBlock();
    assertSame(outside.result(0), body.first().operand(0));
    assertNotSame(outside.nextInBlock().region(0).entryBlock().last().operand(0), body.last().operand(0));
    assertSame(body.first().nextInBlock().result(0), body.last().operand(0));
  }

  @Test
  void attributesPropertiesResultsAndSuccessorsCarryOver() {
    Operation m = parse("""
        "t.f"() ({
          %a, %b = "t.two"() <{p = 1 : i32}> {tag = "x"} : () -> (i32, i64)
          "t.br"(%a, %b)[^b1, ^b1] {w = 2 : i64} : (i32, i64) -> ()
        ^b1:
          "t.ret"() : () -> ()
        }) : () -> ()
        """);
    assertEquals(text(m), text(m.clone(new IRMapping())));
    Operation original = m.region(0).entryBlock().first();
    Operation copy = copyOf(m, 0);
    Operation two = original.region(0).entryBlock().first();
    Operation twoCopy = copy.region(0).entryBlock().first();
    assertSame(two.attributes(), twoCopy.attributes());
    assertSame(two.properties(), twoCopy.properties());
    Operation br = twoCopy.nextInBlock();
    assertSame(twoCopy.result(1), br.operand(1));
    assertSame(copy.region(0).block(1), br.successor(1));
  }

  /** A copy of a module's body into a placeholder block made beforehand, as a deferred copy is made. */
  @Test
  void aRegionCopiedIntoAPlaceholderFillsItWithItsOwnValues() {
    Operation original = parse("""
        %v = "t.def"() : () -> i32
        "t.wrap"() ({
          "t.use"(%v) : (i32) -> ()
        }) : () -> ()
        "t.use"(%v) : (i32) -> ()
        """);
    Operation shell = original.cloneWithoutRegions(new IRMapping());
    Block placeholder = new Block();
    shell.region(0).addBlock(placeholder);
    original.region(0).cloneIntoPlaceholder(placeholder);
    assertEquals(text(original), text(shell));
    assertSame(placeholder, shell.region(0).entryBlock());
    assertSame(placeholder.first().result(0), placeholder.last().operand(0));
    assertSame(placeholder.first().result(0), placeholder.first().nextInBlock().region(0).entryBlock().first().operand(0));
    assertEquals(2, original.region(0).entryBlock().first().result(0).useCount(), "the copy uses its own value");
    org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> original.region(0).cloneIntoPlaceholder(placeholder),
        "a filled placeholder is no placeholder");
  }
}
