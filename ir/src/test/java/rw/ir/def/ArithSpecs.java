package rw.ir.def;

import static rw.ir.def.TypeConstraints.BOOL_LIKE;
import static rw.ir.def.TypeConstraints.FLOAT_LIKE;
import static rw.ir.def.TypeConstraints.SIGNLESS_FIXED_WIDTH_INTEGER_LIKE;
import static rw.ir.def.TypeConstraints.SIGNLESS_INTEGER_OR_INDEX_LIKE;

import java.util.ArrayList;
import java.util.List;
import rw.ir.Trait;
import rw.ir.attr.IntegerAttr;
import rw.ir.type.IndexType;
import rw.ir.type.IntegerType;
import rw.ir.type.MemRefType;
import rw.ir.type.ShapedType;
import rw.ir.type.Type;
import rw.ir.type.VectorType;

/** The arith ops of the tests, with the formats of MLIR's ArithOps.td. */
final class ArithSpecs {
  static final AttrConstraint OVERFLOW = AttrConstraint.of("Integer overflow arith flags",
      a -> a instanceof TestAttrs.FlagsAttr f && f.mnemonic().equals("overflow")).strippedAs("arith", "overflow");
  static final AttrConstraint FASTMATH = AttrConstraint.of("Floating point fast math flags",
      a -> a instanceof TestAttrs.FlagsAttr f && f.mnemonic().equals("fastmath")).strippedAs("arith", "fastmath");
  static final EnumCases CMPI = EnumCases.sequential("CmpIPredicate", IntegerType.I64,
      "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge");
  static final EnumCases CMPF = EnumCases.sequential("CmpFPredicate", IntegerType.I64,
      "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true");
  static final TypeConstraint INDEX_CASTABLE = TypeConstraint.of(
      "signless-integer-like or memref of signless-integer",
      t -> SIGNLESS_INTEGER_OR_INDEX_LIKE.accepts(t) || t instanceof MemRefType m
          && TypeConstraints.ANY_SIGNLESS_INTEGER_OR_INDEX.accepts(m.elementType()));

  private ArithSpecs() {}

  static DialectSpec dialect() {
    List<OpSpec> ops = new ArrayList<>();
    ops.add(constant());
    for (String n : List.of("addi", "subi", "muli", "shli")) ops.add(intBinary(n, true));
    for (String n : List.of("divsi", "divui", "remsi", "remui", "andi", "ori", "xori", "shrsi", "shrui", "maxsi", "minsi")) {
      ops.add(intBinary(n, false));
    }
    for (String n : List.of("addf", "subf", "mulf", "divf", "remf", "maximumf")) ops.add(floatBinary(n));
    ops.add(OpSpec.builder("arith.negf").traits(Trait.PURE)
        .operands(ValueSpec.single("operand", FLOAT_LIKE)).results(ValueSpec.single("result", FLOAT_LIKE))
        .attributes(AttrSpec.defaultValued("fastmath", FASTMATH, TestAttrs.fastmath("none")))
        .relations(new TypeRelation.SameOperandsAndResultType())
        .assemblyFormat("$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)").build());
    ops.add(compare("arith.cmpi", CMPI, SIGNLESS_INTEGER_OR_INDEX_LIKE, false));
    ops.add(compare("arith.cmpf", CMPF, FLOAT_LIKE, true));
    ops.add(cast("index_cast", INDEX_CASTABLE, INDEX_CASTABLE));
    ops.add(cast("index_castui", INDEX_CASTABLE, INDEX_CASTABLE));
    ops.add(cast("sitofp", SIGNLESS_FIXED_WIDTH_INTEGER_LIKE, FLOAT_LIKE));
    ops.add(cast("uitofp", SIGNLESS_FIXED_WIDTH_INTEGER_LIKE, FLOAT_LIKE));
    ops.add(cast("fptosi", FLOAT_LIKE, SIGNLESS_FIXED_WIDTH_INTEGER_LIKE));
    ops.add(cast("fptoui", FLOAT_LIKE, SIGNLESS_FIXED_WIDTH_INTEGER_LIKE));
    ops.add(cast("extsi", SIGNLESS_FIXED_WIDTH_INTEGER_LIKE, SIGNLESS_FIXED_WIDTH_INTEGER_LIKE));
    ops.add(cast("extui", SIGNLESS_FIXED_WIDTH_INTEGER_LIKE, SIGNLESS_FIXED_WIDTH_INTEGER_LIKE));
    ops.add(trunci());
    ops.add(cast("bitcast", TypeConstraint.of("signless-integer-or-float-like or memref of signless-integer or float",
        t -> true), TypeConstraint.of("signless-integer-or-float-like or memref of signless-integer or float", t -> true)));
    return DialectSpec.of("arith", new TestAttrs.ArithSyntax(), ops);
  }

  private static OpSpec constant() {
    return OpSpec.builder("arith.constant").summary("integer or floating point constant")
        .traits(Trait.CONSTANT_LIKE, Trait.PURE)
        .attributes(AttrSpec.required("value", AttrConstraints.TYPED))
        .results(ValueSpec.single("result", TypeConstraints.ANY))
        .relations(new TypeRelation.AllTypesMatch(List.of("value", "result")))
        .resultNames((op, setName) -> setName.accept(op.result(), constantName(op.inherentAttr("value"), op.result().type())))
        .assemblyFormat("attr-dict $value").build();
  }

  /** arith.constant's result names: {@code %c0}, {@code %c-1_i32}, {@code %true}, {@code %cst}. */
  static String constantName(rw.ir.attr.Attribute value, Type type) {
    if (!(value instanceof IntegerAttr ia) || !(type instanceof IntegerType || type instanceof IndexType)) return "cst";
    if (type instanceof IntegerType it && it.width() == 1) return ia.value().signum() != 0 ? "true" : "false";
    return "c" + ia.value() + (type instanceof IndexType ? "" : "_" + type);
  }

  private static OpSpec intBinary(String name, boolean overflow) {
    OpSpecBuilder b = OpSpec.builder("arith." + name).traits(Trait.PURE)
        .operands(ValueSpec.single("lhs", SIGNLESS_INTEGER_OR_INDEX_LIKE), ValueSpec.single("rhs", SIGNLESS_INTEGER_OR_INDEX_LIKE))
        .results(ValueSpec.single("result", SIGNLESS_INTEGER_OR_INDEX_LIKE))
        .relations(new TypeRelation.SameOperandsAndResultType());
    if (!overflow) return b.assemblyFormat("$lhs `,` $rhs attr-dict `:` type($result)").build();
    return b.attributes(AttrSpec.defaultValued("overflowFlags", OVERFLOW, TestAttrs.overflow("none")))
        .assemblyFormat("$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)").build();
  }

  private static OpSpec floatBinary(String name) {
    return OpSpec.builder("arith." + name).traits(Trait.PURE)
        .operands(ValueSpec.single("lhs", FLOAT_LIKE), ValueSpec.single("rhs", FLOAT_LIKE))
        .results(ValueSpec.single("result", FLOAT_LIKE))
        .attributes(AttrSpec.defaultValued("fastmath", FASTMATH, TestAttrs.fastmath("none")))
        .relations(new TypeRelation.SameOperandsAndResultType())
        .assemblyFormat("$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)").build();
  }

  private static OpSpec compare(String name, EnumCases cases, TypeConstraint operand, boolean fastmath) {
    OpSpecBuilder b = OpSpec.builder(name).traits(Trait.PURE)
        .operands(ValueSpec.single("lhs", operand), ValueSpec.single("rhs", operand))
        .results(ValueSpec.single("result", BOOL_LIKE))
        .attributes(AttrSpec.required("predicate", AttrConstraint.intEnum(cases)))
        .relations(new TypeRelation.SameTypeOperands(), new TypeRelation.TypesMatchWith(
            "result type has i1 element type and same shape as operands", "lhs", "result", ArithSpecs::i1SameShape));
    if (!fastmath) return b.assemblyFormat("$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)").build();
    return b.attributes(AttrSpec.defaultValued("fastmath", FASTMATH, TestAttrs.fastmath("none")))
        .assemblyFormat("$predicate `,` $lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs)").build();
  }

  /** {@code i1}, or a vector of {@code i1} of the same shape. */
  static Type i1SameShape(Type t) {
    if (t instanceof VectorType v) return new VectorType(v.shape(), v.scalable(), IntegerType.I1);
    return t instanceof ShapedType ? t : IntegerType.I1;
  }

  private static OpSpec cast(String name, TypeConstraint from, TypeConstraint to) {
    return OpSpec.builder("arith." + name).traits(Trait.PURE)
        .operands(ValueSpec.single("in", from)).results(ValueSpec.single("out", to))
        .relations(new TypeRelation.SameOperandsAndResultShape())
        .assemblyFormat("$in attr-dict `:` type($in) `to` type($out)").build();
  }

  private static OpSpec trunci() {
    return OpSpec.builder("arith.trunci").traits(Trait.PURE)
        .operands(ValueSpec.single("in", SIGNLESS_FIXED_WIDTH_INTEGER_LIKE))
        .results(ValueSpec.single("out", SIGNLESS_FIXED_WIDTH_INTEGER_LIKE))
        .attributes(AttrSpec.defaultValued("overflowFlags", OVERFLOW, TestAttrs.overflow("none")))
        .relations(new TypeRelation.SameOperandsAndResultShape())
        .assemblyFormat("$in (`overflow` `` $overflowFlags^)? attr-dict `:` type($in) `to` type($out)").build();
  }
}
