package rw.ir.asm.print;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import rw.ir.Context;
import rw.ir.OpDef;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.Region;
import rw.ir.Trait;
import rw.ir.asm.OpAsmParser;
import rw.ir.asm.OpAsmPrinter;
import rw.ir.asm.OpSyntax;
import rw.ir.asm.Source;
import rw.ir.asm.parse.SourceParser;
import rw.ir.attr.StringAttr;
import rw.ir.attr.TypeAttr;
import rw.ir.type.FunctionType;
import rw.ir.type.Type;

/**
 * The printer API is enough to write func.func's and func.return's custom forms (signature
 * arguments with locations, {@code attributes {…}}, the default dialect, external functions):
 * stand-ins of them print asm/print/s3.generic*.out (the generic output of mlir-opt-22 on
 * s3.mlir) as mlir-opt-22 prints s3.mlir (s3.pretty.out, s3.debuginfo.out).
 */
class FuncFormTest {
  private static final List<String> FUNC_ELIDED =
      List.of("function_type", "sym_name", "sym_visibility", "arg_attrs", "res_attrs");

  /** The printing half of function_interface_impl::printFunctionOp. */
  static final class FuncSyntax implements OpSyntax {
    @Override
    public boolean parse(OpAsmParser parser, OperationState state) {
      return parser.emitError("not parsed in this test");
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      p.append(" ");
      if (op.inherentAttr("sym_visibility") instanceof StringAttr vis) p.append(vis.value()).append(" ");
      p.printSymbolName(((StringAttr) op.inherentAttr("sym_name")).value());
      FunctionType type = (FunctionType) ((TypeAttr) op.inherentAttr("function_type")).type();
      Region body = op.region(0);
      p.append("(");
      for (int i = 0; i < type.inputs().size(); i++) {
        if (i > 0) p.append(", ");
        if (body.isEmpty()) p.printType(type.inputs().get(i));
        else p.printRegionArgument(body.entryBlock().argument(i));
      }
      p.append(")");
      List<Type> results = type.results();
      if (!results.isEmpty()) {
        p.append(" -> ");
        boolean wrap = results.size() > 1 || results.get(0) instanceof FunctionType;
        if (wrap) p.append("(");
        p.printTypes(results);
        if (wrap) p.append(")");
      }
      p.printOptionalAttrDictWithKeyword(op.attrDictionary(), FUNC_ELIDED);
      if (!body.isEmpty()) p.append(" ").printRegion(body, false, true);
    }

    @Override
    public String defaultDialect() {
      return "func";
    }
  }

  /** func.return: {@code attr-dict ($operands^ `:` type($operands))?}. */
  static final class ReturnSyntax implements OpSyntax {
    @Override
    public boolean parse(OpAsmParser parser, OperationState state) {
      return parser.emitError("not parsed in this test");
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      p.printOptionalAttrDict(op.attrDictionary(), List.of());
      if (op.numOperands() == 0) return;
      p.append(" ").printOperands(op.operands()).append(" : ").printTypes(op.operandTypes());
    }
  }

  private static Operation parse(String resource) throws IOException {
    Context ctx = new Context();
    ctx.registerOp(OpDef.builder("func.func").traits(Trait.ISOLATED_FROM_ABOVE, Trait.SYMBOL)
        .implement(OpSyntax.class, new FuncSyntax()).build());
    ctx.registerOp(OpDef.builder("func.return").traits(Trait.IS_TERMINATOR, Trait.RETURN_LIKE)
        .implement(OpSyntax.class, new ReturnSyntax()).build());
    Operation module = SourceParser.parse(ctx, new Source("s3.mlir", HandBuiltIrTest.resource(resource)));
    assertEquals(List.of(), new ArrayList<>(ctx.diagnostics().collected()));
    return module;
  }

  @Test
  void customForm() throws IOException {
    Operation module = parse("s3.generic.out");
    assertEquals(HandBuiltIrTest.resource("s3.pretty.out"), AsmPrinter.print(module, PrintOptions.DEFAULT) + "\n");
    assertEquals(HandBuiltIrTest.resource("s3.generic.out"), AsmPrinter.print(module, PrintOptions.GENERIC) + "\n");
  }

  @Test
  void customFormWithLocations() throws IOException {
    Operation module = parse("s3.generic-debuginfo.out");
    String text = AsmPrinter.print(module, PrintOptions.DEFAULT.withDebugInfo(true)) + "\n";
    assertEquals(HandBuiltIrTest.resource("s3.debuginfo.out"), text);
  }

}
