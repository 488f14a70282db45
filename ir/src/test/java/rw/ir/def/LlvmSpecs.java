package rw.ir.def;

import java.util.ArrayList;
import java.util.List;
import rw.ir.Trait;
import rw.ir.type.FloatType;
import rw.ir.type.IntegerType;
import rw.ir.type.OpaqueType;
import rw.ir.type.Type;
import rw.ir.type.VectorType;

/**
 * The llvm ops of the tests whose syntax is declarative, with the formats of MLIR's LLVMOps.td.
 * LLVM types stay opaque here (the dialect's types live in generated-passes).
 */
final class LlvmSpecs {
  static final TypeConstraint TYPE = TypeConstraint.of("LLVM dialect-compatible type", LlvmSpecs::isCompatible);
  static final TypeConstraint SIZED = TypeConstraint.of("LLVM type with size", LlvmSpecs::isCompatible);
  static final TypeConstraint POINTER = TypeConstraint.of("LLVM pointer type", LlvmSpecs::isPointer);
  static final TypeConstraint INTS = scalarOrVector("signless integer", t -> t instanceof IntegerType i && i.isSignless());
  static final TypeConstraint FLOATS = scalarOrVector("floating point LLVM type", t -> t instanceof FloatType);
  static final TypeConstraint POINTERS = scalarOrVector("LLVM pointer type", LlvmSpecs::isPointer);
  static final EnumCases ORDERING = EnumCases.of("AtomicOrdering", IntegerType.I64,
      List.of("not_atomic", "unordered", "monotonic", "acquire", "release", "acq_rel", "seq_cst"),
      List.of(0L, 1L, 2L, 4L, 5L, 6L, 7L));

  private LlvmSpecs() {}

  static DialectSpec dialect() {
    List<OpSpec> ops = new ArrayList<>();
    ops.add(OpSpec.builder("llvm.mlir.constant").traits(Trait.PURE, Trait.CONSTANT_LIKE)
        .attributes(AttrSpec.required("value", AttrConstraints.ANY)).results(ValueSpec.single("res", TYPE))
        .assemblyFormat("`(` $value `)` attr-dict `:` type($res)").build());
    ops.add(OpSpec.builder("llvm.mlir.addressof").traits(Trait.PURE)
        .attributes(AttrSpec.required("global_name", AttrConstraints.FLAT_SYMBOL_REF))
        .results(ValueSpec.single("res", POINTER))
        .assemblyFormat("$global_name attr-dict `:` qualified(type($res))").build());
    for (String n : List.of("zero", "poison", "undef")) {
      ops.add(OpSpec.builder("llvm.mlir." + n).traits(Trait.PURE).results(ValueSpec.single("res", TYPE))
          .assemblyFormat("attr-dict `:` type($res)").build());
    }
    ops.add(load());
    ops.add(store());
    ops.add(cast("sext", INTS, INTS, false));
    ops.add(cast("zext", INTS, INTS, true));
    ops.add(cast("sitofp", INTS, FLOATS, false));
    ops.add(cast("uitofp", INTS, FLOATS, true));
    ops.add(cast("fptosi", FLOATS, INTS, false));
    ops.add(cast("fptoui", FLOATS, INTS, false));
    ops.add(cast("fpext", FLOATS, FLOATS, false));
    ops.add(cast("fptrunc", FLOATS, FLOATS, false));
    ops.add(cast("bitcast", TypeConstraint.of("LLVM-compatible non-aggregate type", LlvmSpecs::isCompatible),
        TypeConstraint.of("LLVM-compatible non-aggregate type", LlvmSpecs::isCompatible), false));
    ops.add(cast("ptrtoint", POINTERS, INTS, false));
    ops.add(cast("inttoptr", INTS, POINTERS, false));
    for (String n : List.of("smin", "smax")) {
      ops.add(OpSpec.builder("llvm.intr." + n).traits(Trait.PURE)
          .operands(ValueSpec.single("a", INTS), ValueSpec.single("b", INTS)).results(ValueSpec.single("res", INTS))
          .assemblyFormat("`(` operands `)` attr-dict `:` functional-type(operands, results)").build());
    }
    ops.addAll(branches());
    ops.addAll(LlvmArithSpecs.ops());
    return DialectSpec.of("llvm", ops);
  }

  private static OpSpec load() {
    return OpSpec.builder("llvm.load")
        .operands(ValueSpec.single("addr", POINTER)).results(ValueSpec.single("res", SIZED))
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
        .operands(ValueSpec.single("value", SIZED), ValueSpec.single("addr", POINTER))
        .attributes(AttrSpec.optional("alignment", AttrConstraints.I64), AttrSpec.unit("volatile_"),
            AttrSpec.unit("nontemporal"), AttrSpec.unit("invariantGroup"),
            AttrSpec.defaultValued("ordering", AttrConstraint.intEnum(ORDERING), ORDERING.attr("not_atomic")),
            AttrSpec.optional("syncscope", AttrConstraints.STRING))
        .assemblyFormat("(`volatile` $volatile_^)? $value `,` $addr"
            + " (`atomic` (`syncscope` `(` $syncscope^ `)`)? $ordering^)?"
            + " (`invariant_group` $invariantGroup^)?"
            + " attr-dict `:` type($value) `,` qualified(type($addr))").build();
  }

  private static OpSpec cast(String name, TypeConstraint from, TypeConstraint to, boolean nneg) {
    OpSpecBuilder b = OpSpec.builder("llvm." + name).traits(Trait.PURE)
        .operands(ValueSpec.single("arg", from)).results(ValueSpec.single("res", to));
    if (!nneg) return b.assemblyFormat("$arg attr-dict `:` type($arg) `to` type($res)").build();
    return b.attributes(AttrSpec.unit("nonNeg"))
        .assemblyFormat("(`nneg` $nonNeg^)? $arg attr-dict `:` type($arg) `to` type($res)").build();
  }

  private static List<OpSpec> branches() {
    OpSpec br = OpSpec.builder("llvm.br").traits(Trait.IS_TERMINATOR, Trait.PURE)
        .operands(ValueSpec.variadic("destOperands", TYPE)).successors(SuccessorSpec.single("dest"))
        .assemblyFormat("$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict").build();
    OpSpec condBr = OpSpec.builder("llvm.cond_br").traits(Trait.IS_TERMINATOR, Trait.PURE)
        .operands(ValueSpec.single("condition", TypeConstraints.I1), ValueSpec.variadic("trueDestOperands", TYPE),
            ValueSpec.variadic("falseDestOperands", TYPE))
        .attrSizedOperandSegments()
        .attributes(AttrSpec.optional("branch_weights", AttrConstraints.DENSE_I32_ARRAY))
        .successors(SuccessorSpec.single("trueDest"), SuccessorSpec.single("falseDest"))
        .assemblyFormat("$condition ( `weights` `(` $branch_weights^ `)` )? `,`"
            + " $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,`"
            + " $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict").build();
    OpSpec ret = OpSpec.builder("llvm.return").traits(Trait.IS_TERMINATOR, Trait.PURE, Trait.RETURN_LIKE)
        .operands(ValueSpec.optional("arg", TYPE))
        .assemblyFormat("attr-dict ($arg^ `:` type($arg))?").build();
    return List.of(br, condBr, ret);
  }

  private static TypeConstraint scalarOrVector(String element, java.util.function.Predicate<Type> scalar) {
    return TypeConstraint.of(element + " or LLVM dialect-compatible vector of " + element,
        t -> scalar.test(t) || t instanceof VectorType v && scalar.test(v.elementType()));
  }

  static boolean isPointer(Type t) {
    return t instanceof OpaqueType o && o.dialect().equals("llvm") && (o.body().equals(".ptr") || o.body().startsWith(".ptr<"));
  }

  static boolean isCompatible(Type t) {
    if (t instanceof IntegerType i) return i.isSignless();
    if (t instanceof VectorType v) return isCompatible(v.elementType());
    return t instanceof FloatType || t instanceof OpaqueType o && o.dialect().equals("llvm");
  }
}
