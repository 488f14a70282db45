package rw.ir.asm.print;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;
import org.junit.jupiter.api.Test;
import rw.ir.Block;
import rw.ir.Context;
import rw.ir.OpDef;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.Value;
import rw.ir.asm.OpAsmParser;
import rw.ir.asm.OpAsmPrinter;
import rw.ir.asm.OpSyntax;
import rw.ir.asm.Source;
import rw.ir.asm.parse.SourceParser;
import rw.ir.attr.AffineMapAttr;
import rw.ir.attr.ArrayAttr;
import rw.ir.attr.StringAttr;
import rw.ir.attr.Attribute;
import rw.ir.attr.DictionaryAttr;
import rw.ir.attr.FloatAttr;
import rw.ir.attr.IntegerAttr;
import rw.ir.attr.IntegerSetAttr;
import rw.ir.attr.NamedAttribute;
import rw.ir.attr.TypeAttr;
import rw.ir.loc.UnknownLoc;
import rw.ir.type.FloatType;
import rw.ir.type.IndexType;
import rw.ir.type.IntegerType;
import rw.ir.type.MemRefType;
import rw.ir.type.TupleType;
import rw.ir.type.Type;

/**
 * A custom form with result name suggestions (a stand-in for arith.constant's) and MLIR's
 * aliases, against asm/print/s2.*.out: mlir-opt-22 --allow-unregistered-dialect on
 * asm/print/s2.mlir, in the custom and the generic form.
 */
class CustomFormTest {
  private static final Type I32 = IntegerType.I32;

  /** arith.constant's printer and getAsmResultNames, as far as this test needs them. */
  static final class ConstantSyntax implements OpSyntax {
    @Override
    public boolean parse(OpAsmParser parser, OperationState state) {
      return parser.emitError("not parsed in this test");
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      p.printOptionalAttrDict(op.attrDictionary(), List.of("value"));
      p.append(" ").printAttribute(op.inherentAttr("value"));
    }

    @Override
    public void suggestResultNames(Operation op, BiConsumer<Value, String> setName) {
      Attribute v = op.inherentAttr("value");
      Type t = op.result().type();
      if (v instanceof IntegerAttr ia && t instanceof IntegerType it && it.width() == 1) {
        setName.accept(op.result(), ia.value().signum() != 0 ? "true" : "false");
      } else if (v instanceof IntegerAttr ia) {
        String suffix = t instanceof IndexType ? "" : "_" + t;
        setName.accept(op.result(), "c" + ia.value() + suffix);
      } else {
        setName.accept(op.result(), "cst");
      }
    }
  }

  /** The test dialect's string_attr_pretty_name: result names from its {@code names} attribute. */
  static final class PrettyNameSyntax implements OpSyntax {
    @Override
    public boolean parse(OpAsmParser parser, OperationState state) {
      return parser.emitError("not parsed in this test");
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      p.printOptionalAttrDictWithKeyword(op.attrDictionary(), List.of());
    }

    @Override
    public void suggestResultNames(Operation op, BiConsumer<Value, String> setName) {
      ArrayAttr names = (ArrayAttr) op.attr("names");
      for (int i = 0; i < names.size(); i++) {
        String name = ((StringAttr) names.get(i)).value();
        if (!name.isEmpty()) setName.accept(op.result(i), name);
      }
    }
  }

  /** Result groups ({@code %x:2, %y}), conflicts and sanitised names: asm/print/s4.*. */
  @Test
  void resultGroups() throws IOException {
    Context ctx = new Context();
    ctx.registerOp(OpDef.builder("test.string_attr_pretty_name").implement(OpSyntax.class, new PrettyNameSyntax()).build());
    Operation module = SourceParser.parse(ctx, new Source("s4.mlir", HandBuiltIrTest.resource("s4.mlir")));
    assertEquals(HandBuiltIrTest.resource("s4.pretty.out"), AsmPrinter.print(module, PrintOptions.DEFAULT) + "\n");
  }

  @Test
  void customForm() throws IOException {
    assertEquals(HandBuiltIrTest.resource("s2.custom.out"), AsmPrinter.print(buildS2(), PrintOptions.DEFAULT) + "\n");
  }

  @Test
  void genericForm() throws IOException {
    assertEquals(HandBuiltIrTest.resource("s2.generic.out"), AsmPrinter.print(buildS2(), PrintOptions.GENERIC) + "\n");
  }

  private static Operation constant(Ir ir, Attribute value, Type type) {
    return ir.op("arith.constant", List.of(), List.of(type), UnknownLoc.INSTANCE,
        s -> s.setProperties(DictionaryAttr.of(List.of(new NamedAttribute("value", value)))));
  }

  static Operation buildS2() {
    Context ctx = new Context();
    ctx.registerOp(OpDef.builder("arith.constant").implement(OpSyntax.class, new ConstantSyntax()).build());
    Ir ir = new Ir(ctx);
    Operation module = ir.module(UnknownLoc.INSTANCE);
    Operation c0 = constant(ir, IntegerAttr.of(0, I32), I32);
    constant(ir, IntegerAttr.of(0, I32), I32);
    constant(ir, IntegerAttr.TRUE, IntegerType.I1);
    constant(ir, FloatAttr.f32(1f), FloatType.F32);
    constant(ir, IntegerAttr.index(3), IndexType.INSTANCE);
    constant(ir, IntegerAttr.of(-1, IntegerType.I16), IntegerType.I16);
    ir.op("x.r", List.of(), List.of(), UnknownLoc.INSTANCE, s -> {
      Block r0 = Ir.regionWithBlock(s, List.of(), List.of());
      ir.in(r0, () -> {
        Operation a = constant(ir, IntegerAttr.of(0, I32), I32);
        Operation b = constant(ir, IntegerAttr.of(5, IntegerType.I64), IntegerType.I64);
        Operation c = constant(ir, FloatAttr.f32(2f), FloatType.F32);
        ir.op("x.u", List.of(a.result(), b.result(), c0.result(), c.result()), List.of(), UnknownLoc.INSTANCE);
      });
      Block r1 = Ir.regionWithBlock(s, List.of(), List.of());
      ir.in(r1, () -> {
        Operation a = constant(ir, IntegerAttr.of(0, I32), I32);
        ir.op("x.u", List.of(a.result()), List.of(), UnknownLoc.INSTANCE);
      });
    });
    AffineMapAttr transpose = new AffineMapAttr("(d0, d1) -> (d1, d0)");
    List<Type> tupleTypes = new ArrayList<>();
    for (int i = 0; i < 16; i++) tupleTypes.add(IntegerType.I1);
    tupleTypes.add(new MemRefType(List.of(2L), FloatType.F32, new AffineMapAttr("(d0) -> (d0 + 1)"), null));
    Type result = new MemRefType(List.of(4L, 4L), FloatType.F32, transpose, null);
    ir.op("x.m", List.of(c0.result()), List.of(result), UnknownLoc.INSTANCE, s -> {
      s.addAttribute("map", transpose);
      s.addAttribute("t", new TypeAttr(new TupleType(tupleTypes)));
      s.addAttribute("s", new IntegerSetAttr("(d0) : (d0 >= 0)"));
    });
    return module;
  }
}
