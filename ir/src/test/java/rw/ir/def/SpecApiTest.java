package rw.ir.def;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import rw.ir.Block;
import rw.ir.Context;
import rw.ir.OpDef;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.Value;
import rw.ir.asm.print.AsmPrinter;
import rw.ir.asm.print.PrintOptions;
import rw.ir.attr.IntegerAttr;
import rw.ir.loc.UnknownLoc;
import rw.ir.type.IntegerType;

/** The API generated code uses: views over segments, op-definition counts, builder completion, dialects. */
class SpecApiTest {
  /** What a generated view of llvm.cond_br looks like. */
  record CondBr(Operation op) implements OpView {
    static final OpSpec SPEC = LlvmSpecs.dialect().op("llvm.cond_br");

    Value condition() {
      return SegmentAccess.operand(op, SPEC, 0);
    }

    List<Value> trueDestOperands() {
      return SegmentAccess.operands(op, SPEC, 1);
    }

    List<Value> falseDestOperands() {
      return SegmentAccess.operands(op, SPEC, 2);
    }
  }

  private static List<Operation> ops(String body) {
    Operation module = RoundTripTest.parse("api.mlir", "\"unreg.fn\"() ({\n" + body + "\n}) : () -> ()\n");
    List<Operation> out = new ArrayList<>();
    module.walk(o -> {
      if (o.isRegistered() && !o.name().equals("builtin.module")) out.add(o);
    });
    return out;
  }

  @Test
  void viewsReadSegmentedGroups() {
    List<Operation> ops = ops("^bb0(%c: i1, %a: i32, %b: i64):\n  llvm.cond_br %c, ^bb1(%a : i32), ^bb2(%b, %b : i64, i64)\n"
        + "^bb1(%x: i32):\n  llvm.return\n^bb2(%y: i64, %z: i64):\n  llvm.return");
    CondBr br = new CondBr(ops.get(0));
    Block entry = br.op().block();
    assertSame(entry.argument(0), br.condition());
    assertEquals(List.of(entry.argument(1)), br.trueDestOperands());
    assertEquals(List.of(entry.argument(2), entry.argument(2)), br.falseDestOperands());
    assertTrue(OpView.isA(br.op(), "llvm.cond_br"));
  }

  @Test
  void viewsReadTheSingleVariableGroup() {
    List<Operation> ops = ops("^bb0(%m: memref<4x4xf32>, %i: index):\n  %0 = memref.load %m[%i, %i] : memref<4x4xf32>\n"
        + "  llvm.return %i : index");
    OpSpec load = MemRefSpecs.dialect().op("memref.load");
    Operation op = ops.get(0);
    assertEquals(2, SegmentAccess.operands(op, load, 1).size());
    assertSame(op.operand(0), SegmentAccess.operand(op, load, 0));
    assertSame(op.result(0), SegmentAccess.result(op, load, 0));
    assertNull(SegmentAccess.attr(op, "alignment"));
    OpSpec ret = LlvmSpecs.dialect().op("llvm.return");
    assertSame(ops.get(1).operand(0), SegmentAccess.operand(ops.get(1), ret, 0));
  }

  @Test
  void opDefsCarryCountsTraitsAndHooks() {
    OpDef addi = ArithSpecs.dialect().op("arith.addi").toOpDef();
    assertEquals(new OpDef.Count(2, false), addi.operandCount());
    assertEquals(new OpDef.Count(1, false), addi.resultCount());
    assertEquals(new OpDef.Count(0, false), addi.regionCount());
    assertTrue(addi.hasTrait(rw.ir.Trait.SAME_OPERANDS_AND_RESULT_TYPE));
    assertSame(ArithSpecs.dialect().op("arith.addi").getClass(), addi.getInterface(OpSpec.class).getClass());
    OpDef alloc = MemRefSpecs.dialect().op("memref.alloc").toOpDef();
    assertEquals(new OpDef.Count(0, true), alloc.operandCount());
    OpDef condBr = CondBr.SPEC.toOpDef();
    assertEquals(new OpDef.Count(1, true), condBr.operandCount());
    assertEquals(new OpDef.Count(2, false), condBr.successorCount());
  }

  /** A generated builder fills the state and lets the spec add properties and defaults. */
  @Test
  void builtOpsGetPropertiesAndDefaults() {
    Context ctx = TestDialects.context();
    OpSpec addi = ArithSpecs.dialect().op("arith.addi");
    OpSpec cmpi = ArithSpecs.dialect().op("arith.cmpi");
    Operation module = RoundTripTest.parse("b.mlir", "\"unreg.fn\"() ({\n^bb0(%a: i32):\n}) : () -> ()\n");
    Block body = module.region(0).entryBlock().first().region(0).entryBlock();
    Value a = body.argument(0);
    OperationState s = new OperationState(module.context(), "arith.addi", UnknownLoc.INSTANCE);
    s.addOperand(a).addOperand(a).addType(IntegerType.I32);
    addi.completeState(s, Map.of(), List.of());
    body.append(Operation.create(s));
    OperationState c = new OperationState(module.context(), "arith.cmpi", UnknownLoc.INSTANCE);
    c.addOperand(a).addOperand(a).addType(IntegerType.I1);
    cmpi.completeState(c, Map.of("predicate", ArithSpecs.CMPI.attr("slt")),
        List.of(new rw.ir.attr.NamedAttribute("tag", IntegerAttr.of(1, IntegerType.I64))));
    body.append(Operation.create(c));
    assertEquals("    %0 = \"arith.addi\"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32\n"
        + "    %1 = \"arith.cmpi\"(%arg0, %arg0) <{predicate = 2 : i64}> {tag = 1 : i64} : (i32, i32) -> i1",
        lines(AsmPrinter.print(module, PrintOptions.GENERIC), 4, 5));
    assertEquals("    %1 = arith.cmpi slt, %arg0, %arg0 {tag = 1 : i64} : i32",
        lines(AsmPrinter.print(module, PrintOptions.DEFAULT), 5, 5));
    assertTrue(ctx.lookupOp("arith.addi") != null);
  }

  /** Ops parsed in the generic form keep what was written and get the default values they lack. */
  @Test
  void genericOpsGetTheDefaultsTheyLack() {
    Operation module = RoundTripTest.parse("g.mlir", "\"unreg.fn\"() ({\n^bb0(%a: i32):\n"
        + "  %0 = \"arith.addi\"(%a, %a) : (i32, i32) -> i32\n"
        + "  %1 = \"arith.addi\"(%a, %a) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32\n"
        + "  %2 = \"arith.cmpi\"(%a, %a) <{predicate = 2 : i64}> {tag = 1 : i64} : (i32, i32) -> i1\n"
        + "  \"llvm.return\"() <{}> : () -> ()\n}) : () -> ()\n");
    assertEquals("    %0 = \"arith.addi\"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32\n"
        + "    %1 = \"arith.addi\"(%arg0, %arg0) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32\n"
        + "    %2 = \"arith.cmpi\"(%arg0, %arg0) <{predicate = 2 : i64}> {tag = 1 : i64} : (i32, i32) -> i1\n"
        + "    \"llvm.return\"() : () -> ()", lines(AsmPrinter.print(module, PrintOptions.GENERIC), 4, 7));
    Operation ret = module.region(0).entryBlock().first().region(0).entryBlock().last();
    assertNull(ret.properties());
  }

  private static String lines(String text, int from, int to) {
    String[] l = text.split("\n");
    return String.join("\n", java.util.Arrays.asList(l).subList(from - 1, to));
  }

  @Test
  void resultTypesInferredByAHookReportFailures() {
    Context ctx = TestDialects.context();
    Operation m = rw.ir.asm.parse.SourceParser.parse(ctx, new rw.ir.asm.Source("w.mlir",
        "\"unreg.fn\"() ({\n^bb0(%x: f32):\n  %0 = fmt.widen %x : f32\n}) : () -> ()\n"));
    assertNull(m);
    assertEquals("w.mlir:3:8: error: custom op 'fmt.widen' failed to infer returned types",
        ctx.diagnostics().collected().get(0).render());
  }

  @Test
  void specsRejectBadDefinitions() {
    assertThrows(IllegalArgumentException.class, () -> OpSpec.builder("x.y")
        .operands(ValueSpec.single("a", TypeConstraints.ANY)).attributes(AttrSpec.unit("a")).build());
    assertThrows(IllegalArgumentException.class, () -> OpSpec.builder("x.y")
        .operands(ValueSpec.variadic("a", TypeConstraints.ANY), ValueSpec.variadic("b", TypeConstraints.ANY)).build());
    assertThrows(IllegalArgumentException.class, () -> OpSpec.builder("noprefix"));
    assertThrows(IllegalArgumentException.class, () -> DialectSpec.of("arith", List.of(CondBr.SPEC)));
  }

  @Test
  void dialectsRegisterOnce() {
    Context ctx = new Context();
    DialectSpec arith = ArithSpecs.dialect();
    arith.register(ctx);
    assertTrue(ctx.hasDialect("arith"));
    assertThrows(IllegalStateException.class, () -> arith.register(ctx));
  }
}
