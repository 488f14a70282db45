package rw.ir.def;

import static rw.ir.def.TypeConstraints.ANY;
import static rw.ir.def.TypeConstraints.I1;
import static rw.ir.def.TypeConstraints.INDEX;

import java.util.List;
import rw.ir.Trait;
import rw.ir.type.RankedTensorType;

/** The func, scf, cf, gpu and tensor ops of the tests, with the formats of MLIR's .td files. */
final class MiscSpecs {
  private MiscSpecs() {}

  static DialectSpec func() {
    OpSpec call = OpSpec.builder("func.call")
        .attributes(AttrSpec.required("callee", AttrConstraints.FLAT_SYMBOL_REF),
            AttrSpec.optional("arg_attrs", AttrConstraints.ARRAY), AttrSpec.optional("res_attrs", AttrConstraints.ARRAY),
            AttrSpec.unit("no_inline"))
        .operands(ValueSpec.variadic("operands", ANY)).results(ValueSpec.variadic("results", ANY))
        .assemblyFormat("$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)").build();
    return DialectSpec.of("func", List.of(call, returnLike("func.return", "operands")));
  }

  static DialectSpec scf() {
    OpSpec condition = OpSpec.builder("scf.condition").traits(Trait.IS_TERMINATOR, Trait.PURE)
        .operands(ValueSpec.single("condition", I1), ValueSpec.variadic("args", ANY))
        .assemblyFormat("`(` $condition `)` attr-dict ($args^ `:` type($args))?").build();
    return DialectSpec.of("scf", List.of(returnLike("scf.yield", "results"), condition));
  }

  static DialectSpec cf() {
    OpSpec br = OpSpec.builder("cf.br").traits(Trait.IS_TERMINATOR, Trait.PURE)
        .operands(ValueSpec.variadic("destOperands", ANY)).successors(SuccessorSpec.single("dest"))
        .assemblyFormat("$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict").build();
    OpSpec condBr = OpSpec.builder("cf.cond_br").traits(Trait.IS_TERMINATOR, Trait.PURE)
        .operands(ValueSpec.single("condition", I1), ValueSpec.variadic("trueDestOperands", ANY),
            ValueSpec.variadic("falseDestOperands", ANY))
        .attrSizedOperandSegments()
        .successors(SuccessorSpec.single("trueDest"), SuccessorSpec.single("falseDest"))
        .assemblyFormat("$condition `,` $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,`"
            + " $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict").build();
    return DialectSpec.of("cf", List.of(br, condBr));
  }

  static DialectSpec gpu() {
    AttrConstraint dim = AttrConstraint.of("dimension of a 3d space", a -> a instanceof TestAttrs.DimAttr)
        .strippedAs("gpu", "dim");
    List<OpSpec> ops = new java.util.ArrayList<>();
    for (String n : List.of("thread_id", "block_id", "block_dim", "grid_dim", "global_id")) {
      ops.add(OpSpec.builder("gpu." + n).traits(Trait.PURE)
          .attributes(AttrSpec.required("dimension", dim), AttrSpec.optional("upper_bound", AttrConstraints.INDEX))
          .results(ValueSpec.single("result", INDEX))
          .resultNames((op, set) -> set.accept(op.result(),
              n + "_" + ((TestAttrs.DimAttr) op.inherentAttr("dimension")).dim()))
          .assemblyFormat("$dimension (`upper_bound` $upper_bound^)? attr-dict").build());
    }
    ops.add(OpSpec.builder("gpu.barrier").attributes(AttrSpec.optional("address_spaces", AttrConstraints.ARRAY))
        .assemblyFormat("(`memfence` $address_spaces^)? attr-dict").build());
    ops.add(returnLike("gpu.return", "operands"));
    return DialectSpec.of("gpu", new TestAttrs.GpuSyntax(), ops);
  }

  static DialectSpec tensor() {
    OpSpec generate = OpSpec.builder("tensor.generate")
        .operands(ValueSpec.variadic("dynamicExtents", INDEX))
        .results(ValueSpec.single("result", TypeConstraint.of("ranked tensor of any type values",
            t -> t instanceof RankedTensorType)))
        .regions(RegionSpec.sized("body", 1))
        .implicitTerminator("tensor.yield")
        .resultNames((op, set) -> set.accept(op.result(), "generated"))
        .assemblyFormat("$dynamicExtents $body attr-dict `:` type($result)").build();
    OpSpec yield = OpSpec.builder("tensor.yield").traits(Trait.IS_TERMINATOR, Trait.PURE, Trait.RETURN_LIKE)
        .operands(ValueSpec.single("value", ANY)).assemblyFormat("$value attr-dict `:` type($value)").build();
    return DialectSpec.of("tensor", List.of(generate, yield));
  }

  /** {@code attr-dict ($operands^ `:` type($operands))?}: func.return, scf.yield, gpu.return. */
  static OpSpec returnLike(String name, String operands) {
    return OpSpec.builder(name).traits(Trait.IS_TERMINATOR, Trait.PURE, Trait.RETURN_LIKE)
        .operands(ValueSpec.variadic(operands, ANY))
        .assemblyFormat("attr-dict ($" + operands + "^ `:` type($" + operands + "))?").build();
  }
}
