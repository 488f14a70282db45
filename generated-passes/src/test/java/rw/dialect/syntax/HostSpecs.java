package rw.dialect.syntax;

import static rw.ir.Trait.PURE;
import static rw.ir.def.TypeConstraints.ANY;

import java.util.ArrayList;
import java.util.List;
import rw.ir.attr.OpaqueAttr;
import rw.ir.def.AttrConstraint;
import rw.ir.def.AttrConstraints;
import rw.ir.def.AttrSpec;
import rw.ir.def.EnumCases;
import rw.ir.def.OpSpec;
import rw.ir.def.OpSpecBuilder;
import rw.ir.def.TypeConstraints;
import rw.ir.def.TypeRelation;
import rw.ir.def.ValueSpec;
import rw.ir.type.IntegerType;
import rw.ir.type.ShapedType;
import rw.ir.type.Type;
import rw.ir.type.VectorType;

/**
 * The declarative arith, memref, func and gpu ops of the corpus programs, for the syntax tests,
 * with MLIR 22's formats. The optional {@code overflow}/{@code fastmath} groups are left out
 * (the programs never write them; the default values are elided by attr-dict).
 */
final class HostSpecs {
  private static final EnumCases CMPI = EnumCases.sequential("CmpIPredicate", IntegerType.I64,
      "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge");
  private static final EnumCases CMPF = EnumCases.sequential("CmpFPredicate", IntegerType.I64,
      "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true");

  private HostSpecs() {}

  static List<OpSpec> all() {
    List<OpSpec> ops = new ArrayList<>();
    for (String n : List.of("addi", "subi", "muli", "shli")) {
      ops.add(binary(n).attributes(flags("overflowFlags", "overflow"))
          .assemblyFormat("$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)").build());
    }
    for (String n : List.of("divsi", "divui", "remsi", "remui", "andi", "ori", "xori", "shrsi", "shrui", "maxsi",
        "minsi", "maxui", "minui")) {
      ops.add(binary(n).build());
    }
    for (String n : List.of("addf", "subf", "mulf", "divf", "remf")) {
      ops.add(binary(n).attributes(flags("fastmath", "fastmath"))
          .assemblyFormat("$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)").build());
    }
    ops.add(OpSpec.builder("arith.negf").traits(PURE)
        .operands(ValueSpec.single("operand", ANY)).results(ValueSpec.single("result", ANY))
        .attributes(flags("fastmath", "fastmath")).relations(new TypeRelation.SameOperandsAndResultType())
        .assemblyFormat("$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)").build());
    ops.add(compare("arith.cmpi", CMPI).build());
    ops.add(compare("arith.cmpf", CMPF, flags("fastmath", "fastmath"))
        .assemblyFormat("$predicate `,` $lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs)").build());
    for (String n : List.of("index_cast", "index_castui", "sitofp", "uitofp", "fptosi", "fptoui", "extsi", "extui",
        "trunci", "extf", "truncf", "bitcast")) {
      OpSpecBuilder b = OpSpec.builder("arith." + n).traits(PURE)
          .operands(ValueSpec.single("in", ANY)).results(ValueSpec.single("out", ANY));
      if (!n.equals("trunci")) {
        ops.add(b.assemblyFormat("$in attr-dict `:` type($in) `to` type($out)").build());
        continue;
      }
      ops.add(b.attributes(flags("overflowFlags", "overflow"))
          .assemblyFormat("$in (`overflow` `` $overflowFlags^)? attr-dict `:` type($in) `to` type($out)").build());
    }
    ops.addAll(memref());
    ops.add(OpSpec.builder("func.call")
        .attributes(AttrSpec.required("callee", AttrConstraints.FLAT_SYMBOL_REF),
            AttrSpec.optional("arg_attrs", AttrConstraints.ARRAY), AttrSpec.optional("res_attrs", AttrConstraints.ARRAY),
            AttrSpec.unit("no_inline"))
        .operands(ValueSpec.variadic("operands", ANY)).results(ValueSpec.variadic("results", ANY))
        .assemblyFormat("$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)").build());
    ops.add(OpSpec.builder("cf.cond_br").traits(rw.ir.Trait.IS_TERMINATOR, PURE)
        .operands(ValueSpec.single("condition", TypeConstraints.I1), ValueSpec.variadic("trueDestOperands", ANY),
            ValueSpec.variadic("falseDestOperands", ANY))
        .attrSizedOperandSegments()
        .successors(rw.ir.def.SuccessorSpec.single("trueDest"), rw.ir.def.SuccessorSpec.single("falseDest"))
        .assemblyFormat("$condition `,` $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,`"
            + " $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict").build());
    ops.add(OpSpec.builder("gpu.barrier").attributes(AttrSpec.optional("address_spaces", AttrConstraints.ARRAY))
        .assemblyFormat("(`memfence` $address_spaces^)? attr-dict").build());
    return ops;
  }

  private static List<OpSpec> memref() {
    List<OpSpec> ops = new ArrayList<>();
    ops.add(OpSpec.builder("memref.alloca")
        .operands(ValueSpec.variadic("dynamicSizes", TypeConstraints.INDEX),
            ValueSpec.variadic("symbolOperands", TypeConstraints.INDEX))
        .attrSizedOperandSegments().attributes(AttrSpec.optional("alignment", AttrConstraints.I64))
        .results(ValueSpec.single("memref", ANY))
        .resultNames((op, set) -> set.accept(op.result(0), "alloca"))
        .assemblyFormat("`(`$dynamicSizes`)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($memref)").build());
    ops.add(OpSpec.builder("memref.cast").traits(PURE)
        .operands(ValueSpec.single("source", ANY)).results(ValueSpec.single("dest", ANY))
        .resultNames((op, set) -> set.accept(op.result(0), "cast"))
        .assemblyFormat("$source attr-dict `:` type($source) `to` type($dest)").build());
    ops.add(OpSpec.builder("memref.dealloc").operands(ValueSpec.single("memref", ANY))
        .assemblyFormat("$memref attr-dict `:` type($memref)").build());
    ops.add(OpSpec.builder("memref.load")
        .operands(ValueSpec.single("memref", ANY), ValueSpec.variadic("indices", TypeConstraints.INDEX))
        .results(ValueSpec.single("result", ANY))
        .relations(new TypeRelation.TypesMatchWith("result type matches element type of 'memref'", "memref", "result",
            HostSpecs::elementType))
        .assemblyFormat("$memref `[` $indices `]` attr-dict `:` type($memref)").build());
    ops.add(OpSpec.builder("memref.store")
        .operands(ValueSpec.single("value", ANY), ValueSpec.single("memref", ANY),
            ValueSpec.variadic("indices", TypeConstraints.INDEX))
        .relations(new TypeRelation.TypesMatchWith("type of 'value' matches element type of 'memref'", "memref", "value",
            HostSpecs::elementType))
        .assemblyFormat("$value `,` $memref `[` $indices `]` attr-dict `:` type($memref)").build());
    return ops;
  }

  private static Type elementType(Type t) {
    return t instanceof ShapedType s ? s.elementType() : t;
  }

  private static OpSpecBuilder binary(String name) {
    return OpSpec.builder("arith." + name).traits(PURE)
        .operands(ValueSpec.single("lhs", ANY), ValueSpec.single("rhs", ANY)).results(ValueSpec.single("result", ANY))
        .relations(new TypeRelation.SameOperandsAndResultType())
        .assemblyFormat("$lhs `,` $rhs attr-dict `:` type($result)");
  }

  private static OpSpecBuilder compare(String name, EnumCases cases, AttrSpec... more) {
    AttrSpec[] attrs = new AttrSpec[more.length + 1];
    attrs[0] = AttrSpec.required("predicate", AttrConstraint.intEnum(cases));
    System.arraycopy(more, 0, attrs, 1, more.length);
    return OpSpec.builder(name).traits(PURE)
        .attributes(attrs)
        .operands(ValueSpec.single("lhs", ANY), ValueSpec.single("rhs", ANY)).results(ValueSpec.single("result", ANY))
        .relations(new TypeRelation.SameTypeOperands(), new TypeRelation.TypesMatchWith("result is i1-like", "lhs",
            "result", HostSpecs::i1SameShape))
        .assemblyFormat("$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)");
  }

  static Type i1SameShape(Type t) {
    return t instanceof VectorType v ? new VectorType(v.shape(), v.scalable(), IntegerType.I1) : IntegerType.I1;
  }

  private static AttrSpec flags(String name, String mnemonic) {
    return AttrSpec.defaultValued(name, AttrConstraints.ANY.strippedAs("arith", mnemonic),
        new OpaqueAttr("arith", "." + mnemonic + "<none>"));
  }
}
