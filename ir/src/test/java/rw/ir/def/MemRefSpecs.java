package rw.ir.def;

import static rw.ir.def.TypeConstraints.ANY;
import static rw.ir.def.TypeConstraints.ANY_MEMREF;
import static rw.ir.def.TypeConstraints.ANY_RANKED_OR_UNRANKED_MEMREF;
import static rw.ir.def.TypeConstraints.INDEX;

import java.util.List;
import rw.ir.attr.IntegerAttr;
import rw.ir.type.MemRefType;
import rw.ir.type.Type;

/** The memref ops of the tests, with the formats of MLIR's MemRefOps.td. */
final class MemRefSpecs {
  static final AttrConstraint ALIGNMENT = AttrConstraints.I64
      .confined("whose value is positive", a -> ((IntegerAttr) a).value().signum() > 0)
      .confined("whose value is a power of two > 0", a -> ((IntegerAttr) a).value().bitCount() == 1);

  private MemRefSpecs() {}

  static DialectSpec dialect() {
    OpSpec load = OpSpec.builder("memref.load")
        .operands(ValueSpec.single("memref", ANY_MEMREF), ValueSpec.variadic("indices", INDEX))
        .results(ValueSpec.single("result", ANY))
        .attributes(AttrSpec.defaultValuedOptional("nontemporal", AttrConstraints.BOOL, IntegerAttr.FALSE),
            AttrSpec.optional("alignment", ALIGNMENT))
        .relations(new TypeRelation.TypesMatchWith("result type matches element type of 'memref'", "memref", "result",
            MemRefSpecs::elementType))
        .assemblyFormat("$memref `[` $indices `]` attr-dict `:` type($memref)").build();
    OpSpec store = OpSpec.builder("memref.store")
        .operands(ValueSpec.single("value", ANY), ValueSpec.single("memref", ANY_MEMREF), ValueSpec.variadic("indices", INDEX))
        .attributes(AttrSpec.defaultValuedOptional("nontemporal", AttrConstraints.BOOL, IntegerAttr.FALSE),
            AttrSpec.optional("alignment", ALIGNMENT))
        .relations(new TypeRelation.TypesMatchWith("type of 'value' matches element type of 'memref'", "memref", "value",
            MemRefSpecs::elementType))
        .assemblyFormat("$value `,` $memref `[` $indices `]` attr-dict `:` type($memref)").build();
    OpSpec dealloc = OpSpec.builder("memref.dealloc").operands(ValueSpec.single("memref", ANY_RANKED_OR_UNRANKED_MEMREF))
        .assemblyFormat("$memref attr-dict `:` type($memref)").build();
    OpSpec cast = OpSpec.builder("memref.cast")
        .operands(ValueSpec.single("source", ANY_RANKED_OR_UNRANKED_MEMREF))
        .results(ValueSpec.single("dest", ANY_RANKED_OR_UNRANKED_MEMREF))
        .resultNames((op, set) -> set.accept(op.result(), "cast"))
        .assemblyFormat("$source attr-dict `:` type($source) `to` type($dest)").build();
    return DialectSpec.of("memref", List.of(load, store, alloc("alloc"), alloc("alloca"), dealloc, cast));
  }

  private static OpSpec alloc(String name) {
    return OpSpec.builder("memref." + name)
        .operands(ValueSpec.variadic("dynamicSizes", INDEX), ValueSpec.variadic("symbolOperands", INDEX))
        .attrSizedOperandSegments()
        .attributes(AttrSpec.optional("alignment", ALIGNMENT))
        .results(ValueSpec.single("memref", ANY_MEMREF))
        .resultNames((op, set) -> set.accept(op.result(), name))
        .assemblyFormat("`(`$dynamicSizes`)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($memref)").build();
  }

  static Type elementType(Type t) {
    return t instanceof MemRefType m ? m.elementType() : null;
  }
}
