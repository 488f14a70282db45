package rw.ir.def;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import rw.ir.Trait;
import rw.ir.attr.SymbolRefAttr;
import rw.ir.type.FloatType;
import rw.ir.type.IntegerType;
import rw.ir.type.OpaqueType;
import rw.ir.type.Type;
import rw.ir.type.VectorType;

/** The spirv ops of the tests whose syntax is declarative, with the formats of MLIR's SPIRV*Ops.td. */
final class SpirvSpecs {
  static final TypeConstraint INTEGER = vectorOf("8/16/32/64-bit integer", SpirvSpecs::isInteger, true);
  static final TypeConstraint INTEGER_NO_MATRIX = vectorOf("8/16/32/64-bit integer", SpirvSpecs::isInteger, false);
  static final TypeConstraint FLOAT = vectorOf("16/32/64-bit float", t -> t instanceof FloatType f && f.width() >= 16, true);
  static final TypeConstraint BOOL = vectorOf("bool", IntegerType.I1::equals, false);
  static final TypeConstraint ANY_TYPE = TypeConstraint.of("void or bool or 8/16/32/64-bit integer or 16/32/64-bit float"
      + " or vector of bool or 8/16/32/64-bit integer or 16/32/64-bit float values of length 2/3/4/8/16 or any SPIR-V"
      + " pointer type or any SPIR-V array type or any SPIR-V runtime array type or any SPIR-V struct type or any SPIR-V"
      + " cooperative matrix type or any SPIR-V matrix type or any SPIR-V sampled image type or any SPIR-V image type",
      t -> true);
  static final TypeConstraint POINTER = TypeConstraint.of("any SPIR-V pointer type",
      t -> t instanceof OpaqueType o && o.dialect().equals("spirv") && o.body().startsWith(".ptr<"));

  private SpirvSpecs() {}

  static DialectSpec dialect() {
    List<OpSpec> ops = new ArrayList<>();
    ops.add(OpSpec.builder("spirv.mlir.addressof").traits(Trait.PURE)
        .attributes(AttrSpec.required("variable", AttrConstraints.FLAT_SYMBOL_REF))
        .results(ValueSpec.single("pointer", POINTER))
        .resultNames((op, set) -> set.accept(op.result(), ((SymbolRefAttr) op.inherentAttr("variable")).leaf() + "_addr"))
        .assemblyFormat("$variable attr-dict `:` type($pointer)").build());
    ops.add(OpSpec.builder("spirv.AccessChain").traits(Trait.PURE)
        .operands(ValueSpec.single("base_ptr", POINTER), ValueSpec.variadic("indices", INTEGER))
        .results(ValueSpec.single("component_ptr", POINTER))
        .assemblyFormat("$base_ptr `[` $indices `]` attr-dict `:` type($base_ptr) `,` type($indices) `->` type(results)")
        .build());
    for (String n : List.of("IAdd", "IMul")) ops.add(arith(n, INTEGER));
    ops.add(arith("FAdd", FLOAT));
    ops.add(OpSpec.builder("spirv.SLessThan").traits(Trait.PURE)
        .operands(ValueSpec.single("operand1", INTEGER_NO_MATRIX), ValueSpec.single("operand2", INTEGER_NO_MATRIX))
        .results(ValueSpec.single("result", BOOL))
        .relations(new TypeRelation.SameTypeOperands(), new TypeRelation.TypesMatchWith(
            "type of result to correspond to the `i1` equivalent of the operand", "operand1", "result",
            ArithSpecs::i1SameShape))
        .assemblyFormat("$operand1 `,` $operand2 attr-dict `:` type($operand1)").build());
    ops.add(OpSpec.builder("spirv.Select").traits(Trait.PURE)
        .operands(ValueSpec.single("condition", BOOL), ValueSpec.single("true_value", ANY_TYPE),
            ValueSpec.single("false_value", ANY_TYPE))
        .results(ValueSpec.single("result", ANY_TYPE))
        .relations(new TypeRelation.AllTypesMatch(List.of("true_value", "false_value", "result")))
        .assemblyFormat("operands attr-dict `:` type($condition) `,` type($result)").build());
    ops.add(convert("ConvertSToF", INTEGER, FLOAT));
    ops.add(convert("Bitcast", ANY_TYPE, ANY_TYPE));
    ops.addAll(control());
    return DialectSpec.of("spirv", ops);
  }

  private static OpSpec arith(String name, TypeConstraint type) {
    return OpSpec.builder("spirv." + name).traits(Trait.PURE)
        .operands(ValueSpec.single("operand1", type), ValueSpec.single("operand2", type))
        .results(ValueSpec.single("result", type))
        .relations(new TypeRelation.SameOperandsAndResultType())
        .assemblyFormat("operands attr-dict `:` type($result)").build();
  }

  private static OpSpec convert(String name, TypeConstraint from, TypeConstraint to) {
    return OpSpec.builder("spirv." + name).traits(Trait.PURE)
        .operands(ValueSpec.single("operand", from)).results(ValueSpec.single("result", to))
        .assemblyFormat("$operand attr-dict `:` type($operand) `to` type($result)").build();
  }

  private static List<OpSpec> control() {
    OpSpec branch = OpSpec.builder("spirv.Branch").traits(Trait.IS_TERMINATOR, Trait.PURE)
        .operands(ValueSpec.variadic("targetOperands", TypeConstraints.ANY)).successors(SuccessorSpec.single("target"))
        .assemblyFormat("$target (`(` $targetOperands^ `:` type($targetOperands) `)`)? attr-dict").build();
    OpSpec returnValue = OpSpec.builder("spirv.ReturnValue").traits(Trait.IS_TERMINATOR, Trait.PURE, Trait.RETURN_LIKE)
        .operands(ValueSpec.single("value", ANY_TYPE)).assemblyFormat("$value attr-dict `:` type($value)").build();
    OpSpec ret = OpSpec.builder("spirv.Return").traits(Trait.IS_TERMINATOR, Trait.PURE, Trait.RETURN_LIKE)
        .assemblyFormat("attr-dict").build();
    OpSpec merge = OpSpec.builder("spirv.mlir.merge").traits(Trait.IS_TERMINATOR, Trait.PURE)
        .assemblyFormat("attr-dict").build();
    return List.of(branch, returnValue, ret, merge);
  }

  private static boolean isInteger(Type t) {
    return t instanceof IntegerType i && (i.width() == 8 || i.width() == 16 || i.width() == 32 || i.width() == 64);
  }

  private static TypeConstraint vectorOf(String scalar, Predicate<Type> p, boolean matrix) {
    String d = scalar + " or fixed-length vector of " + scalar + " values of length 2/3/4/8/16"
        + (matrix ? " or Cooperative Matrix of " + scalar + " values" : "");
    return TypeConstraint.of(d, t -> p.test(t) || t instanceof VectorType v && v.rank() == 1 && p.test(v.elementType()));
  }
}
