package rw.ir.asm.print;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import rw.ir.Block;
import rw.ir.Context;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.Region;
import rw.ir.Value;
import rw.ir.attr.DictionaryAttr;
import rw.ir.attr.FloatAttr;
import rw.ir.attr.IntegerAttr;
import rw.ir.attr.NamedAttribute;
import rw.ir.attr.StringAttr;
import rw.ir.attr.UnitAttr;
import rw.ir.loc.Location;
import rw.ir.loc.NameLoc;
import rw.ir.loc.UnknownLoc;
import rw.ir.type.FloatType;
import rw.ir.type.IntegerType;
import rw.ir.type.Type;

/**
 * IR built by hand and printed, against asm/print/s1.*.out: the output of mlir-opt-22
 * --allow-unregistered-dialect on asm/print/s1.mlir (custom form, --mlir-print-op-generic and
 * --mlir-print-debuginfo).
 */
class HandBuiltIrTest {
  private static final Type I32 = IntegerType.I32;
  private static final Type F32 = FloatType.F32;

  @Test
  void customForm() throws IOException {
    assertEquals(resource("s1.custom.out"), AsmPrinter.print(buildS1(), PrintOptions.DEFAULT) + "\n");
  }

  @Test
  void genericForm() throws IOException {
    assertEquals(resource("s1.generic.out"), AsmPrinter.print(buildS1(), PrintOptions.GENERIC) + "\n");
  }

  @Test
  void debugInfo() throws IOException {
    String text = AsmPrinter.print(buildS1(), PrintOptions.DEFAULT.withDebugInfo(true)) + "\n";
    assertEquals(resource("s1.debug.out"), text);
  }

  static String resource(String name) throws IOException {
    try (InputStream in = HandBuiltIrTest.class.getResourceAsStream("/asm/print/" + name)) {
      if (in == null) throw new IOException("missing resource " + name);
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  private static Location at(int line, int col) {
    return Ir.loc("s.mlir", line, col);
  }

  /** asm/print/s1.mlir, op by op. */
  static Operation buildS1() {
    Ir ir = new Ir(new Context());
    Operation module = ir.module(Ir.loc("s1.mlir", 0, 0));
    buildFirstFunc(ir);
    buildSecondFunc(ir);
    ir.op("x.empty", List.of(), List.of(), at(23, 1), s -> s.addRegion());
    ir.op("x.emptyblock", List.of(), List.of(), at(25, 1), s -> s.addRegion().addBlock(new Block()));
    return module;
  }

  private static void buildFirstFunc(Ir ir) {
    OperationState func = new OperationState(ir.ctx, "x.func", at(1, 1));
    func.addAttribute("sym_name", StringAttr.of("f"));
    Block entry = Ir.regionWithBlock(func, List.of(I32, I32), List.of(at(2, 7), at(2, 16)));
    Region body = func.regions.get(0);
    Block bb1 = new Block();
    Value d = bb1.addArgument(I32, at(13, 6));
    Block bb2 = new Block();
    body.addBlock(bb1);
    body.addBlock(bb2);
    ir.in(entry, () -> {
      Operation add = ir.op("x.add", entry.arguments(), List.of(I32), at(3, 8));
      Operation pair = ir.op("x.pair", List.of(add.result()), List.of(I32, F32), at(4, 10), s -> {
        s.addAttribute("flag", UnitAttr.INSTANCE);
        s.addAttribute("n", IntegerAttr.of(3, IntegerType.I64));
      });
      ir.op("x.region", List.of(pair.result(1)), List.of(), at(5, 3), s -> {
        Block r0 = Ir.regionWithBlock(s, List.of(), List.of());
        ir.in(r0, () -> {
          Operation use = ir.op("x.use", List.of(pair.result(0)), List.of(I32), UnknownLoc.INSTANCE);
          ir.op("x.yield", List.of(use.result()), List.of(), UnknownLoc.INSTANCE);
        });
        Block r1 = Ir.regionWithBlock(s, List.of(F32), List.of(UnknownLoc.INSTANCE));
        ir.in(r1, () -> ir.op("x.yield", r1.arguments(), List.of(), new NameLoc("n", at(9, 5))));
      });
      ir.op("x.br", List.of(add.result()), List.of(), at(12, 3), s -> s.addSuccessor(bb1));
    });
    ir.in(bb1, () -> ir.op("x.cond", List.of(d, d), List.of(), at(14, 3), s -> {
      s.addSuccessor(bb1);
      s.addSuccessor(bb2);
    }));
    ir.in(bb2, () -> ir.op("x.ret", List.of(), List.of(), at(16, 3)));
    ir.block.append(Operation.create(func));
  }

  private static void buildSecondFunc(Ir ir) {
    OperationState func = new OperationState(ir.ctx, "x.func", at(18, 1));
    Block entry = Ir.regionWithBlock(func, List.of(I32), List.of(at(19, 7)));
    ir.in(entry, () -> {
      ir.op("x.c", List.of(), List.of(F32), at(20, 8), s -> s.setProperties(
          DictionaryAttr.of(List.of(new NamedAttribute("value", FloatAttr.f32(1.5f))))));
      ir.op("x.ret", List.of(), List.of(), at(21, 3));
    });
    ir.block.append(Operation.create(func));
  }
}
