package rw.ir.asm.parse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import rw.ir.Block;
import rw.ir.Context;
import rw.ir.OpDef;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.Trait;
import rw.ir.asm.DialectAsmParser;
import rw.ir.asm.DialectSyntax;
import rw.ir.asm.OpAsmParser;
import rw.ir.asm.OpAsmPrinter;
import rw.ir.asm.OpSyntax;
import rw.ir.asm.Source;
import rw.ir.asm.SyntaxRegistry;
import rw.ir.asm.UnresolvedOperand;
import rw.ir.attr.Attribute;
import rw.ir.attr.StringAttr;
import rw.ir.type.DialectPrinter;
import rw.ir.type.DialectType;
import rw.ir.type.FunctionType;
import rw.ir.type.Type;

/** Custom op forms and dialect types plug into the parser through OpSyntax and DialectSyntax. */
class HooksTest {
  /** {@code !tst.pair<T, U>}. */
  record PairType(Type first, Type second) implements DialectType {
    @Override
    public String dialect() {
      return "tst";
    }

    @Override
    public void print(DialectPrinter printer) {
      printer.append("pair<").printType(first).append(", ").printType(second).append(">");
    }
  }

  static final class TstSyntax implements DialectSyntax {
    @Override
    public String dialect() {
      return "tst";
    }

    @Override
    public Type parseType(DialectAsmParser p) {
      if (!p.parseKeyword("pair", "")) return null;
      if (!p.parseLess()) return null;
      Type a = p.parseType();
      if (a == null || !p.parseComma()) return null;
      Type b = p.parseType();
      if (b == null || !p.parseGreater()) return null;
      return new PairType(a, b);
    }

    @Override
    public Attribute parseAttribute(DialectAsmParser p, Type type) {
      String word = p.parseKeyword("a keyword");
      return word == null ? null : new StringAttr(word, type);
    }
  }

  /** {@code tst.func @name(%a: T) -> R { … }}; ops inside may omit {@code tst.}. */
  static final class FuncSyntax implements OpSyntax {
    @Override
    public boolean parse(OpAsmParser p, OperationState state) {
      String name = p.parseSymbolName();
      if (name == null || !p.parseLParen()) return false;
      List<OpAsmParser.RegionArgument> args = new ArrayList<>();
      if (!p.parseOptionalRParen()) {
        do {
          OpAsmParser.RegionArgument a = p.parseArgument(true);
          if (a == null) return false;
          args.add(a);
        } while (p.parseOptionalComma());
        if (!p.parseRParen()) return false;
      }
      List<Type> results = p.parseOptionalArrow() ? p.parseFunctionResultTypes() : List.of();
      if (results == null) return false;
      state.addAttribute("sym_name", new StringAttr(name, null));
      List<Type> inputs = args.stream().map(OpAsmParser.RegionArgument::type).toList();
      state.addAttribute("function_type", new rw.ir.attr.TypeAttr(new FunctionType(inputs, results)));
      return p.parseRegion(state.addRegion(), args);
    }

    @Override
    public void print(Operation op, OpAsmPrinter printer) {}

    @Override
    public String defaultDialect() {
      return "tst";
    }
  }

  /** {@code tst.ret %a, %b : T, U} and {@code tst.br ^bb(%a : T)}. */
  static final class RetSyntax implements OpSyntax {
    @Override
    public boolean parse(OpAsmParser p, OperationState state) {
      List<UnresolvedOperand> operands = p.parseOperandList();
      if (operands == null) return false;
      List<Type> types = operands.isEmpty() ? List.of() : p.parseColonTypeList();
      return types != null && p.resolveOperands(operands, types, state.operands);
    }

    @Override
    public void print(Operation op, OpAsmPrinter printer) {}
  }

  static final class BrSyntax implements OpSyntax {
    @Override
    public boolean parse(OpAsmParser p, OperationState state) {
      Block dest = p.parseSuccessorAndUseList(state.operands);
      if (dest == null) return false;
      state.addSuccessor(dest);
      return true;
    }

    @Override
    public void print(Operation op, OpAsmPrinter printer) {}
  }

  private static Context context() {
    Context ctx = new Context();
    ctx.registerOp(OpDef.builder("tst.func").traits(Trait.ISOLATED_FROM_ABOVE).implement(OpSyntax.class, new FuncSyntax()).build());
    ctx.registerOp(OpDef.builder("tst.ret").traits(Trait.IS_TERMINATOR).implement(OpSyntax.class, new RetSyntax()).build());
    ctx.registerOp(OpDef.builder("tst.br").traits(Trait.IS_TERMINATOR).implement(OpSyntax.class, new BrSyntax()).build());
    SyntaxRegistry.of(ctx).register(new TstSyntax());
    return ctx;
  }

  @Test
  void customFormsWithRegionsArgumentsAndDefaultDialect() {
    Context ctx = context();
    String text = "tst.func @f(%a: i32, %b: !tst.pair<i32, f32>) -> i32 {\n  br ^next(%a : i32)\n"
        + "^next(%x: i32):\n  ret %x : i32\n}\n";
    Operation m = SourceParser.parse(ctx, new Source("t.mlir", text));
    assertNotNull(m, () -> ctx.diagnostics().collected().toString());
    Operation f = m.region(0).entryBlock().first();
    Block entry = f.region(0).entryBlock();
    assertEquals(new PairType(rw.ir.type.IntegerType.I32, rw.ir.type.FloatType.F32), entry.argument(1).type());
    Operation br = entry.first();
    assertEquals("tst.br", br.name());
    assertSame(entry.argument(0), br.operand(0));
    Block next = f.region(0).block(1);
    assertSame(next, br.successor(0));
    assertEquals("tst.ret", next.first().name());
    assertSame(next.argument(0), next.first().operand(0));
  }

  @Test
  void customOpErrorsArePrefixed() {
    Context ctx = context();
    assertNull(SourceParser.parse(ctx, new Source("t.mlir", "tst.func @f(%a: i32) {\n  ret %a : i32, i32\n}\n")));
    assertEquals("t.mlir:2:7: error: custom op 'tst.ret' number of operands and types do not match: got 1 operands and 2 types",
        ctx.diagnostics().collected().get(0).render());
  }

  @Test
  void dialectAttributesAndTypesThroughTheRegistry() {
    Context ctx = context();
    Operation m = SourceParser.parse(ctx, new Source("t.mlir",
        "\"unreg.x\"() {a = #tst.word : i8, t = !tst.pair<i1, i1>} : () -> ()\n"));
    assertNotNull(m, () -> ctx.diagnostics().collected().toString());
    Operation x = m.region(0).entryBlock().first();
    assertEquals(new StringAttr("word", rw.ir.type.IntegerType.I8), x.attributes().get("a"));
  }

  @Test
  void dialectParserErrorsComeThrough() {
    Context ctx = context();
    assertNull(SourceParser.parse(ctx, new Source("t.mlir", "\"unreg.x\"() : () -> !tst.pair<i32 f32>\n")));
    assertEquals("t.mlir:1:34: error: expected ','", ctx.diagnostics().collected().get(0).render());
  }
}
