package rw.dialect.syntax;

import static rw.ir.Trait.PURE;
import static rw.ir.def.TypeConstraints.ANY;

import java.util.ArrayList;
import java.util.List;
import rw.ir.def.OpSpec;
import rw.ir.def.TypeRelation;
import rw.ir.def.ValueSpec;

/** The declarative spirv ops the pipeline emits for kernels, for the syntax tests (MLIR 22's formats). */
final class KernelSpirvSpecs {
  private KernelSpirvSpecs() {}

  static List<OpSpec> all() {
    List<OpSpec> ops = new ArrayList<>();
    for (String n : List.of("IAdd", "ISub", "IMul", "UDiv", "SDiv", "UMod", "SMod", "SRem", "FAdd", "FSub", "FMul",
        "FDiv", "FRem", "BitwiseAnd", "BitwiseOr", "BitwiseXor", "ShiftLeftLogical", "ShiftRightArithmetic",
        "ShiftRightLogical")) {
      ops.add(OpSpec.builder("spirv." + n).traits(PURE)
          .operands(ValueSpec.single("operand1", ANY), ValueSpec.single("operand2", ANY))
          .results(ValueSpec.single("result", ANY)).relations(new TypeRelation.SameOperandsAndResultType())
          .assemblyFormat("operands attr-dict `:` type($result)").build());
    }
    for (String n : List.of("IEqual", "INotEqual", "SLessThan", "SLessThanEqual", "SGreaterThan",
        "SGreaterThanEqual", "ULessThan", "ULessThanEqual", "UGreaterThan", "UGreaterThanEqual", "FOrdEqual",
        "FOrdNotEqual", "FOrdLessThan", "FOrdLessThanEqual", "FOrdGreaterThan", "FOrdGreaterThanEqual", "FUnordEqual",
        "FUnordNotEqual", "FUnordLessThan", "FUnordLessThanEqual", "FUnordGreaterThan", "FUnordGreaterThanEqual",
        "LogicalAnd", "LogicalOr", "LogicalEqual", "LogicalNotEqual")) {
      ops.add(OpSpec.builder("spirv." + n).traits(PURE)
          .operands(ValueSpec.single("operand1", ANY), ValueSpec.single("operand2", ANY))
          .results(ValueSpec.single("result", ANY))
          .relations(new TypeRelation.SameTypeOperands(), new TypeRelation.TypesMatchWith("result is i1-like",
              "operand1", "result", HostSpecs::i1SameShape))
          .assemblyFormat("$operand1 `,` $operand2 attr-dict `:` type($operand1)").build());
    }
    for (String n : List.of("ConvertSToF", "ConvertUToF", "ConvertFToS", "ConvertFToU", "SConvert", "UConvert",
        "FConvert", "Bitcast")) {
      ops.add(OpSpec.builder("spirv." + n).traits(PURE)
          .operands(ValueSpec.single("operand", ANY)).results(ValueSpec.single("result", ANY))
          .assemblyFormat("$operand attr-dict `:` type($operand) `to` type($result)").build());
    }
    ops.add(OpSpec.builder("spirv.Select").traits(PURE)
        .operands(ValueSpec.single("condition", ANY), ValueSpec.single("true_value", ANY),
            ValueSpec.single("false_value", ANY))
        .results(ValueSpec.single("result", ANY))
        .relations(new TypeRelation.AllTypesMatch(List.of("true_value", "false_value", "result")))
        .assemblyFormat("operands attr-dict `:` type($condition) `,` type($result)").build());
    return ops;
  }
}
