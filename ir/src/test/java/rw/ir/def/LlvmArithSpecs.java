package rw.ir.def;

import java.util.ArrayList;
import java.util.List;
import rw.ir.Trait;
import rw.ir.asm.OpAsmParser;
import rw.ir.asm.OpAsmPrinter;
import rw.ir.attr.Attribute;
import rw.ir.attr.IntegerAttr;
import rw.ir.attr.OpaqueAttr;
import rw.ir.type.IntegerType;

/**
 * llvm's arithmetic ops (LLVMOps.td's LLVM_ArithmeticOpBase and its flag variants): the
 * overflow flags are a property with its own syntax ({@code overflow<nsw>}, stored as
 * {@code overflowFlags = 1 : i32}), written through an {@link AttrSyntax}.
 */
final class LlvmArithSpecs {
  /** {@code overflow<nsw, nuw>} over the bits nsw = 1, nuw = 2. */
  static final AttrSyntax OVERFLOW_SYNTAX = new AttrSyntax() {
    @Override
    public void print(Attribute value, OpAsmPrinter p) {
      long bits = ((IntegerAttr) value).longValue();
      List<String> flags = new ArrayList<>();
      if ((bits & 1) != 0) flags.add("nsw");
      if ((bits & 2) != 0) flags.add("nuw");
      p.append("overflow<").append(String.join(", ", flags)).append(">");
    }

    @Override
    public Attribute parse(OpAsmParser p, boolean optional) {
      if (!p.parseOptionalKeyword("overflow")) {
        if (!optional) p.parseKeyword("overflow", "");
        return optional ? ABSENT : null;
      }
      if (!p.parseLess()) return null;
      long bits = 0;
      do {
        String flag = p.parseKeyword("overflow flag");
        if (flag == null) return null;
        bits |= flag.equals("nsw") ? 1 : flag.equals("nuw") ? 2 : 0;
      } while (p.parseOptionalComma());
      return p.parseGreater() ? IntegerAttr.of(bits, IntegerType.I32) : null;
    }
  };
  static final AttrConstraint OVERFLOW = AttrConstraint.of("LLVM integer overflow flags",
      a -> a instanceof IntegerAttr i && i.type().equals(IntegerType.I32)).withSyntax(OVERFLOW_SYNTAX);
  static final AttrConstraint FASTMATH = AttrConstraint.of("LLVM fastmath flags",
      a -> a instanceof OpaqueAttr o && o.dialect().equals("llvm") && o.body().startsWith(".fastmath<"));
  static final Attribute NO_FASTMATH = new OpaqueAttr("llvm", ".fastmath<none>");

  private LlvmArithSpecs() {}

  static List<OpSpec> ops() {
    List<OpSpec> ops = new ArrayList<>();
    for (String n : List.of("add", "sub", "mul", "shl")) {
      ops.add(binary(n, LlvmSpecs.INTS)
          .attributes(AttrSpec.defaultValued("overflowFlags", OVERFLOW, IntegerAttr.of(0, IntegerType.I32)))
          .assemblyFormat("$lhs `,` $rhs ($overflowFlags^)? attr-dict `:` type($res)").build());
    }
    for (String n : List.of("udiv", "sdiv", "lshr", "ashr")) {
      ops.add(binary(n, LlvmSpecs.INTS).attributes(AttrSpec.unit("isExact"))
          .assemblyFormat("(`exact` $isExact^)? $lhs `,` $rhs attr-dict `:` type($res)").build());
    }
    ops.add(binary("or", LlvmSpecs.INTS).attributes(AttrSpec.unit("isDisjoint"))
        .assemblyFormat("(`disjoint` $isDisjoint^)? $lhs `,` $rhs attr-dict `:` type($res)").build());
    for (String n : List.of("urem", "srem", "and", "xor")) {
      ops.add(binary(n, LlvmSpecs.INTS).assemblyFormat("$lhs `,` $rhs attr-dict `:` type($res)").build());
    }
    for (String n : List.of("fadd", "fsub", "fmul", "fdiv", "frem")) {
      ops.add(binary(n, LlvmSpecs.FLOATS).attributes(AttrSpec.defaultValued("fastmathFlags", FASTMATH, NO_FASTMATH))
          .assemblyFormat("$lhs `,` $rhs attr-dict `:` type($res)").build());
    }
    ops.add(OpSpec.builder("llvm.fneg").traits(Trait.PURE)
        .operands(ValueSpec.single("operand", LlvmSpecs.FLOATS)).results(ValueSpec.single("res", LlvmSpecs.FLOATS))
        .attributes(AttrSpec.defaultValued("fastmathFlags", FASTMATH, NO_FASTMATH))
        .relations(new TypeRelation.SameOperandsAndResultType())
        .assemblyFormat("$operand attr-dict `:` type($res)").build());
    return ops;
  }

  private static OpSpecBuilder binary(String name, TypeConstraint type) {
    return OpSpec.builder("llvm." + name).traits(Trait.PURE)
        .operands(ValueSpec.single("lhs", type), ValueSpec.single("rhs", type)).results(ValueSpec.single("res", type))
        .relations(new TypeRelation.SameOperandsAndResultType());
  }
}
