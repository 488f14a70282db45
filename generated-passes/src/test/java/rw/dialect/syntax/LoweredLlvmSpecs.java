package rw.dialect.syntax;

import static rw.ir.Trait.IS_TERMINATOR;
import static rw.ir.Trait.PURE;
import static rw.ir.def.TypeConstraints.ANY;

import java.util.ArrayList;
import java.util.List;
import rw.dialect.llvm.FastmathFlagsAttr;
import rw.ir.def.AttrConstraint;
import rw.ir.def.AttrConstraints;
import rw.ir.def.AttrSpec;
import rw.ir.def.EnumCases;
import rw.ir.def.OpSpec;
import rw.ir.def.OpSpecBuilder;
import rw.ir.def.SuccessorSpec;
import rw.ir.def.ValueSpec;
import rw.ir.type.IntegerType;

/**
 * The declarative llvm ops of the lowered corpus programs, for the syntax tests, with the
 * formats of MLIR 22's LLVMOps.td (type constraints left open: the tests do not verify).
 */
final class LoweredLlvmSpecs {
  private static final EnumCases ORDERING = EnumCases.of("AtomicOrdering", IntegerType.I64,
      List.of("not_atomic", "unordered", "monotonic", "acquire", "release", "acq_rel", "seq_cst"),
      List.of(0L, 1L, 2L, 4L, 5L, 6L, 7L));

  private LoweredLlvmSpecs() {}

  static List<OpSpec> all() {
    List<OpSpec> ops = new ArrayList<>();
    ops.add(OpSpec.builder("llvm.mlir.poison").traits(PURE).results(ValueSpec.single("res", ANY))
        .assemblyFormat("attr-dict `:` type($res)").build());
    ops.add(OpSpec.builder("llvm.mlir.undef").traits(PURE).results(ValueSpec.single("res", ANY))
        .assemblyFormat("attr-dict `:` type($res)").build());
    ops.add(load());
    ops.add(store());
    for (String n : List.of("sext", "sitofp", "fptosi", "fptoui", "fpext", "fptrunc", "bitcast", "ptrtoint",
        "inttoptr")) {
      ops.add(unary(n).assemblyFormat("$arg attr-dict `:` type($arg) `to` type($res)").build());
    }
    for (String n : List.of("zext", "uitofp")) {
      ops.add(unary(n).attributes(AttrSpec.unit("nonNeg"))
          .assemblyFormat("(`nneg` $nonNeg^)? $arg attr-dict `:` type($arg) `to` type($res)").build());
    }
    for (String n : List.of("urem", "srem", "and", "xor")) ops.add(binary(n).assemblyFormat(BINARY).build());
    for (String n : List.of("udiv", "sdiv", "lshr", "ashr")) {
      ops.add(binary(n).attributes(AttrSpec.unit("isExact")).assemblyFormat("(`exact` $isExact^)? " + BINARY).build());
    }
    ops.add(binary("or").attributes(AttrSpec.unit("isDisjoint")).assemblyFormat("(`disjoint` $isDisjoint^)? " + BINARY).build());
    for (String n : List.of("fadd", "fsub", "fmul", "fdiv", "frem")) {
      ops.add(binary(n).attributes(fastmath()).assemblyFormat(BINARY).build());
    }
    ops.add(unary("fneg").attributes(fastmath())
        .relations(new rw.ir.def.TypeRelation.AllTypesMatch(List.of("arg", "res"))).assemblyFormat("$arg attr-dict `:` type($res)").build());
    ops.add(OpSpec.builder("llvm.select").traits(PURE)
        .operands(ValueSpec.single("condition", ANY), ValueSpec.single("trueValue", ANY),
            ValueSpec.single("falseValue", ANY))
        .results(ValueSpec.single("res", ANY)).attributes(fastmath())
        .relations(new rw.ir.def.TypeRelation.AllTypesMatch(List.of("trueValue", "falseValue", "res")))
        .assemblyFormat("operands attr-dict `:` type($condition) `,` type($res)").build());
    for (String n : List.of("smin", "smax")) {
      ops.add(OpSpec.builder("llvm.intr." + n).traits(PURE)
          .operands(ValueSpec.single("a", ANY), ValueSpec.single("b", ANY)).results(ValueSpec.single("res", ANY))
          .assemblyFormat("`(` operands `)` attr-dict `:` functional-type(operands, results)").build());
    }
    ops.add(OpSpec.builder("llvm.intr.memcpy")
        .operands(ValueSpec.single("dst", ANY), ValueSpec.single("src", ANY), ValueSpec.single("len", ANY))
        .attributes(AttrSpec.required("isVolatile", AttrConstraints.ANY)).build());
    ops.add(OpSpec.builder("llvm.cond_br").traits(IS_TERMINATOR, PURE)
        .operands(ValueSpec.single("condition", rw.ir.def.TypeConstraints.I1), ValueSpec.variadic("trueDestOperands", ANY),
            ValueSpec.variadic("falseDestOperands", ANY))
        .attrSizedOperandSegments()
        .attributes(AttrSpec.optional("branch_weights", AttrConstraints.DENSE_I32_ARRAY))
        .successors(SuccessorSpec.single("trueDest"), SuccessorSpec.single("falseDest"))
        .assemblyFormat("$condition ( `weights` `(` $branch_weights^ `)` )? `,`"
            + " $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,`"
            + " $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict").build());
    return ops;
  }

  private static final String BINARY = "$lhs `,` $rhs attr-dict `:` type($res)";

  private static OpSpecBuilder binary(String name) {
    return OpSpec.builder("llvm." + name).traits(PURE)
        .operands(ValueSpec.single("lhs", ANY), ValueSpec.single("rhs", ANY)).results(ValueSpec.single("res", ANY))
        .relations(new rw.ir.def.TypeRelation.AllTypesMatch(List.of("lhs", "rhs", "res")));
  }

  private static OpSpecBuilder unary(String name) {
    return OpSpec.builder("llvm." + name).traits(PURE)
        .operands(ValueSpec.single("arg", ANY)).results(ValueSpec.single("res", ANY));
  }

  private static AttrSpec fastmath() {
    return AttrSpec.defaultValued("fastmathFlags", AttrConstraints.ANY, FastmathFlagsAttr.NONE);
  }

  private static OpSpec load() {
    return OpSpec.builder("llvm.load")
        .operands(ValueSpec.single("addr", ANY)).results(ValueSpec.single("res", ANY))
        .attributes(AttrSpec.optional("alignment", AttrConstraints.I64), AttrSpec.unit("volatile_"),
            AttrSpec.unit("nontemporal"), AttrSpec.unit("invariant"), AttrSpec.unit("invariantGroup"),
            AttrSpec.defaultValued("ordering", AttrConstraint.intEnum(ORDERING), ORDERING.attr("not_atomic")),
            AttrSpec.optional("syncscope", AttrConstraints.STRING))
        .assemblyFormat("(`volatile` $volatile_^)? $addr"
            + " (`atomic` (`syncscope` `(` $syncscope^ `)`)? $ordering^)?"
            + " (`invariant` $invariant^)? (`invariant_group` $invariantGroup^)?"
            + " attr-dict `:` qualified(type($addr)) `->` type($res)").build();
  }

  private static OpSpec store() {
    return OpSpec.builder("llvm.store")
        .operands(ValueSpec.single("value", ANY), ValueSpec.single("addr", ANY))
        .attributes(AttrSpec.optional("alignment", AttrConstraints.I64), AttrSpec.unit("volatile_"),
            AttrSpec.unit("nontemporal"), AttrSpec.unit("invariantGroup"),
            AttrSpec.defaultValued("ordering", AttrConstraint.intEnum(ORDERING), ORDERING.attr("not_atomic")),
            AttrSpec.optional("syncscope", AttrConstraints.STRING))
        .assemblyFormat("(`volatile` $volatile_^)? $value `,` $addr"
            + " (`atomic` (`syncscope` `(` $syncscope^ `)`)? $ordering^)?"
            + " (`invariant_group` $invariantGroup^)?"
            + " attr-dict `:` type($value) `,` qualified(type($addr))").build();
  }
}
