package rw.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import rw.dialect.arith.ops.AddiOp;
import rw.dialect.arith.ops.ConstantOp;
import rw.dialect.cf.ops.CondBrOp;
import rw.dialect.llvm.ops.CallOp;
import rw.ir.Block;
import rw.ir.Context;
import rw.ir.OpDef;
import rw.ir.Operation;
import rw.ir.Trait;
import rw.ir.attr.Attribute;
import rw.ir.attr.DenseArrayAttr;
import rw.ir.attr.DictionaryAttr;
import rw.ir.attr.IntegerAttr;
import rw.ir.attr.NamedAttribute;
import rw.ir.build.OpBuilder;
import rw.ir.def.OpSpec;
import rw.ir.loc.UnknownLoc;
import rw.ir.type.IntegerType;

/** The dialects generated from src/main/rw: registration, specs and the generated views and builders. */
class DialectsTest {
  /** The ops issue 4 names, one per line of its "Dialects" section. */
  private static final List<String> REQUIRED = List.of(
      "func.func", "func.call", "func.return",
      "arith.addi", "arith.cmpi", "arith.select", "arith.constant", "arith.remsi", "arith.maxui", "arith.minui",
      "arith.maximumf", "arith.minimumf", "math.sqrt", "math.exp", "math.absf", "math.fma", "math.floor",
      "memref.alloc", "memref.load", "memref.store", "memref.dealloc", "memref.cast",
      "scf.for", "scf.if", "scf.while", "scf.yield", "scf.condition", "cf.br", "cf.cond_br", "cf.switch",
      "gpu.module", "gpu.func", "gpu.launch_func", "gpu.launch", "gpu.return", "gpu.thread_id", "gpu.block_id",
      "gpu.block_dim", "gpu.grid_dim", "gpu.global_id", "gpu.barrier",
      "spirv.module", "spirv.func", "spirv.GlobalVariable", "spirv.mlir.addressof", "spirv.AccessChain", "spirv.Load",
      "spirv.Store", "spirv.Constant", "spirv.EntryPoint", "spirv.ExecutionMode", "spirv.IAdd", "spirv.BitwiseAnd",
      "spirv.LogicalAnd", "spirv.SLessThan", "spirv.ConvertSToF", "spirv.GL.Sqrt", "spirv.mlir.loop",
      "spirv.mlir.selection", "spirv.mlir.merge", "spirv.Branch", "spirv.BranchConditional", "spirv.Return",
      "spirv.Variable", "spirv.Select",
      "llvm.func", "llvm.mlir.global", "llvm.mlir.addressof", "llvm.mlir.constant", "llvm.mlir.poison",
      "llvm.mlir.undef", "llvm.mlir.zero", "llvm.call", "llvm.intr.memcpy", "llvm.getelementptr", "llvm.load",
      "llvm.store", "llvm.alloca", "llvm.extractvalue", "llvm.insertvalue", "llvm.add", "llvm.and", "llvm.icmp",
      "llvm.fcmp", "llvm.sext", "llvm.br", "llvm.cond_br", "llvm.switch", "llvm.return", "llvm.select");

  private static Context context() {
    Context ctx = new Context();
    Dialects.registerAll(ctx);
    return ctx;
  }

  @Test
  void everyRequiredOpIsRegisteredWithItsSpec() {
    Context ctx = context();
    List<String> missing = new ArrayList<>();
    for (String name : REQUIRED) {
      OpDef def = ctx.lookupOp(name);
      if (def == null || def.getInterface(OpSpec.class) == null) missing.add(name);
    }
    assertEquals(List.of(), missing);
  }

  @Test
  void specsCarryTraitsAndSummaries() {
    assertTrue(AddiOp.SPEC.hasTrait(Trait.COMMUTATIVE));
    assertEquals("integer addition operation", AddiOp.SPEC.summary());
    assertTrue(CondBrOp.SPEC.hasOperandSegments());
    assertNotNull(AddiOp.SPEC.syntax());
  }

  @Test
  void builderFillsDefaultPropertiesAndViewsReadThem() {
    Context ctx = context();
    Block block = new Block();
    OpBuilder b = OpBuilder.atEnd(ctx, block);
    ConstantOp c = ConstantOp.create(b, UnknownLoc.INSTANCE, IntegerType.I32, IntegerAttr.of(7, IntegerType.I32));
    AddiOp add = AddiOp.create(b, UnknownLoc.INSTANCE, c.result(), c.result(), IntegerType.I32);
    assertEquals(c.result(), add.lhs());
    assertEquals("#arith.overflow<none>", add.overflowFlags().toString());
    assertEquals(Optional.empty(), AddiOp.match(c.op()));
    assertTrue(AddiOp.match(add.op()).isPresent());
  }

  @Test
  void builderSetsSegmentSizes() {
    Context ctx = context();
    Block block = new Block();
    OpBuilder b = OpBuilder.atEnd(ctx, block);
    ConstantOp c = ConstantOp.create(b, UnknownLoc.INSTANCE, IntegerType.I64, IntegerAttr.of(1, IntegerType.I64));
    CallOp call = CallOp.create(b, UnknownLoc.INSTANCE, List.of(c.result()), List.of(), null,
        new DenseArrayAttr(IntegerType.I32, List.of()));
    Operation op = call.op();
    Attribute sizes = ((DictionaryAttr) op.properties()).get(OpSpec.OPERAND_SEGMENT_SIZES);
    assertEquals("array<i32: 1, 0>", sizes.toString());
    assertEquals(List.of(c.result()), call.calleeOperands());
    assertTrue(((DictionaryAttr) op.properties()).entries().stream().map(NamedAttribute::name).toList()
        .containsAll(List.of("CConv", "TailCallKind", "fastmathFlags")));
  }
}
