package rw.dialect.syntax;

import static rw.ir.Trait.IS_TERMINATOR;
import static rw.ir.Trait.ISOLATED_FROM_ABOVE;
import static rw.ir.Trait.NO_TERMINATOR;
import static rw.ir.Trait.PURE;
import static rw.ir.Trait.RETURN_LIKE;
import static rw.ir.Trait.SINGLE_BLOCK;
import static rw.ir.Trait.SYMBOL;
import static rw.ir.Trait.SYMBOL_TABLE;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import rw.dialect.arith.syntax.ArithSyntaxes;
import rw.dialect.cf.syntax.CfSyntaxes;
import rw.dialect.func.syntax.FuncSyntaxes;
import rw.dialect.gpu.syntax.GpuSyntaxes;
import rw.dialect.llvm.LlvmDialect;
import rw.dialect.llvm.syntax.LlvmSyntaxes;
import rw.dialect.memref.syntax.MemrefSyntaxes;
import rw.dialect.scf.syntax.ScfSyntaxes;
import rw.dialect.spirv.SpirvDialect;
import rw.dialect.spirv.syntax.SpirvSyntaxes;
import rw.ir.Context;
import rw.ir.OpDef;
import rw.ir.Trait;
import rw.ir.asm.OpSyntax;
import rw.ir.def.AttrConstraints;
import rw.ir.def.AttrSpec;
import rw.ir.def.OpSpec;
import rw.ir.def.ResultNamer;
import rw.ir.def.SuccessorSpec;
import rw.ir.def.TypeConstraints;
import rw.ir.def.ValueSpec;

/**
 * A context for the syntax tests: the hand-written custom forms of {@code rw.dialect.*.syntax},
 * registered with the traits their printing and parsing rely on (the real traits come from the
 * .rw definitions), plus a few declarative ops the test files need (terminators, branches,
 * addressof, alloc), written with {@link rw.ir.def.format.AssemblyFormat} and MLIR's formats.
 */
public final class SyntaxTestContext {
  private static final Map<String, Trait[]> TRAITS = Map.ofEntries(
      Map.entry("func.func", new Trait[] {ISOLATED_FROM_ABOVE, SYMBOL}),
      Map.entry("gpu.module", new Trait[] {ISOLATED_FROM_ABOVE, SYMBOL, SYMBOL_TABLE, NO_TERMINATOR, SINGLE_BLOCK}),
      Map.entry("gpu.func", new Trait[] {ISOLATED_FROM_ABOVE, SYMBOL}),
      Map.entry("spirv.module", new Trait[] {ISOLATED_FROM_ABOVE, SYMBOL, SYMBOL_TABLE, NO_TERMINATOR, SINGLE_BLOCK}),
      Map.entry("spirv.func", new Trait[] {ISOLATED_FROM_ABOVE, SYMBOL}),
      Map.entry("spirv.GlobalVariable", new Trait[] {SYMBOL}),
      Map.entry("spirv.BranchConditional", new Trait[] {IS_TERMINATOR}),
      Map.entry("llvm.func", new Trait[] {ISOLATED_FROM_ABOVE, SYMBOL}),
      Map.entry("llvm.mlir.global", new Trait[] {ISOLATED_FROM_ABOVE, SYMBOL}),
      Map.entry("llvm.switch", new Trait[] {IS_TERMINATOR}),
      Map.entry("cf.switch", new Trait[] {IS_TERMINATOR}),
      Map.entry("scf.for", new Trait[] {SINGLE_BLOCK}),
      Map.entry("scf.if", new Trait[] {SINGLE_BLOCK}));

  private SyntaxTestContext() {}

  /** A fresh context with the LLVM/SPIR-V type syntax and all test ops registered. */
  public static Context create() {
    Context ctx = new Context();
    LlvmDialect.registerSyntax(ctx);
    SpirvDialect.registerSyntax(ctx);
    rw.ir.asm.SyntaxRegistry.of(ctx).register(new rw.dialect.arith.ArithSyntax());
    List<OpSyntaxEntry> all = new ArrayList<>();
    all.addAll(FuncSyntaxes.ops());
    all.addAll(ArithSyntaxes.ops());
    all.addAll(ScfSyntaxes.ops());
    all.addAll(CfSyntaxes.ops());
    all.addAll(GpuSyntaxes.ops());
    all.addAll(SpirvSyntaxes.ops());
    all.addAll(LlvmSyntaxes.ops());
    for (OpSyntaxEntry e : all) register(ctx, e.opName(), e.syntax());
    for (OpSpec spec : declarative()) ctx.registerOp(spec.toOpDef());
    for (OpSpec spec : LoweredLlvmSpecs.all()) ctx.registerOp(spec.toOpDef());
    for (OpSpec spec : HostSpecs.all()) ctx.registerOp(spec.toOpDef());
    for (OpSpec spec : KernelSpirvSpecs.all()) ctx.registerOp(spec.toOpDef());
    return ctx;
  }

  private static void register(Context ctx, String name, OpSyntax syntax) {
    Trait[] traits = TRAITS.getOrDefault(name, new Trait[0]);
    ctx.registerOp(OpDef.builder(name).traits(traits).implement(OpSyntax.class, syntax).build());
  }

  private static List<OpSpec> declarative() {
    List<OpSpec> list = new ArrayList<>();
    for (String name : List.of("func.return", "scf.yield", "gpu.return", "llvm.return", "spirv.mlir.merge")) {
      list.add(returnLike(name));
    }
    for (String name : List.of("spirv.Return", "gpu.terminator")) {
      list.add(OpSpec.builder(name).traits(IS_TERMINATOR, PURE).assemblyFormat("attr-dict").build());
    }
    list.add(OpSpec.builder("spirv.ReturnValue").traits(IS_TERMINATOR, PURE)
        .operands(ValueSpec.single("value", TypeConstraints.ANY)).assemblyFormat("$value attr-dict `:` type($value)").build());
    list.add(OpSpec.builder("scf.condition").traits(IS_TERMINATOR, PURE)
        .operands(ValueSpec.single("condition", TypeConstraints.I1), ValueSpec.variadic("args", TypeConstraints.ANY))
        .assemblyFormat("`(` $condition `)` attr-dict ($args^ `:` type($args))?").build());
    for (String name : List.of("cf.br", "llvm.br", "spirv.Branch")) {
      list.add(OpSpec.builder(name).traits(IS_TERMINATOR, PURE)
          .operands(ValueSpec.variadic("destOperands", TypeConstraints.ANY)).successors(SuccessorSpec.single("dest"))
          .assemblyFormat("$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict").build());
    }
    list.add(OpSpec.builder("spirv.mlir.addressof").traits(PURE)
        .attributes(AttrSpec.required("variable", AttrConstraints.FLAT_SYMBOL_REF))
        .results(ValueSpec.single("pointer", TypeConstraints.ANY))
        .resultNames(namer(SpirvSyntaxes.resultNames(), "spirv.mlir.addressof"))
        .assemblyFormat("$variable attr-dict `:` type($pointer)").build());
    list.add(OpSpec.builder("llvm.mlir.addressof").traits(PURE)
        .attributes(AttrSpec.required("global_name", AttrConstraints.FLAT_SYMBOL_REF))
        .results(ValueSpec.single("res", TypeConstraints.ANY))
        .assemblyFormat("$global_name attr-dict `:` qualified(type($res))").build());
    list.add(OpSpec.builder("llvm.mlir.constant").traits(PURE)
        .attributes(AttrSpec.required("value", AttrConstraints.ANY))
        .results(ValueSpec.single("res", TypeConstraints.ANY))
        .assemblyFormat("`(` $value `)` attr-dict `:` type($res)").build());
    list.add(OpSpec.builder("llvm.mlir.zero").traits(PURE)
        .results(ValueSpec.single("res", TypeConstraints.ANY)).assemblyFormat("attr-dict `:` type($res)").build());
    list.add(OpSpec.builder("memref.alloc")
        .operands(ValueSpec.variadic("dynamicSizes", TypeConstraints.INDEX),
            ValueSpec.variadic("symbolOperands", TypeConstraints.INDEX))
        .attrSizedOperandSegments()
        .attributes(AttrSpec.optional("alignment", AttrConstraints.I64))
        .results(ValueSpec.single("memref", TypeConstraints.ANY))
        .resultNames(namer(MemrefSyntaxes.resultNames(), "memref.alloc"))
        .assemblyFormat("`(`$dynamicSizes`)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($memref)").build());
    return list;
  }

  private static OpSpec returnLike(String name) {
    return OpSpec.builder(name).traits(IS_TERMINATOR, PURE, RETURN_LIKE)
        .operands(ValueSpec.variadic("operands", TypeConstraints.ANY))
        .assemblyFormat("attr-dict ($operands^ `:` type($operands))?").build();
  }

  private static ResultNamer namer(List<ResultNamesEntry> entries, String opName) {
    for (ResultNamesEntry e : entries) {
      if (e.opName().equals(opName)) return e.namer();
    }
    throw new IllegalStateException("no result names for " + opName);
  }
}
