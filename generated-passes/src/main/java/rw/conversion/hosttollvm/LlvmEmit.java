package rw.conversion.hosttollvm;

import java.util.ArrayList;
import java.util.List;
import rw.conversion.support.RuleOps;
import rw.conversion.support.RuleValues;
import rw.dialect.llvm.LlvmPointerType;
import rw.ir.Value;
import rw.ir.attr.DenseArrayAttr;
import rw.ir.attr.IntegerAttr;
import rw.ir.attr.NamedAttribute;
import rw.ir.attr.TypeAttr;
import rw.ir.build.OpBuilder;
import rw.ir.loc.Location;
import rw.ir.type.IndexType;
import rw.ir.type.IntegerType;
import rw.ir.type.Type;

/** The few LLVM ops the memref descriptor helpers emit, built at the builder's insertion point. */
final class LlvmEmit {
  private LlvmEmit() {}

  /** {@code llvm.mlir.constant(v : index) : i64}. */
  static Value index(OpBuilder b, Location loc, long v) {
    return one(b, "llvm.mlir.constant", loc, List.of(), List.of(prop("value", RuleValues.typed(v, new IndexType()))), IntegerType.I64);
  }

  static Value extract(OpBuilder b, Location loc, Value agg, Type t, long... position) {
    return one(b, "llvm.extractvalue", loc, List.of(agg), List.of(position(position)), t);
  }

  /** {@code llvm.getelementptr [flags] %base[%index] : elem}. */
  static Value gep(OpBuilder b, Location loc, Value base, Value index, Type elem, int noWrapFlags) {
    List<NamedAttribute> props = new ArrayList<>(List.of(
        prop("rawConstantIndices", new DenseArrayAttr(IntegerType.I32, List.of(Integer.MIN_VALUE))),
        prop("elem_type", new TypeAttr(elem))));
    if (noWrapFlags != 0) props.add(prop("noWrapFlags", IntegerAttr.of(noWrapFlags, IntegerType.I32)));
    return one(b, "llvm.getelementptr", loc, List.of(base, index), props, LlvmPointerType.PTR);
  }

  /** {@code name %a, %b} of an integer op with {@code overflowFlags} (0 for none). */
  static Value binary(OpBuilder b, String name, Location loc, Value lhs, Value rhs, int overflowFlags) {
    List<NamedAttribute> props = overflowFlags == 0 ? List.of() : List.of(prop("overflowFlags", IntegerAttr.of(overflowFlags, IntegerType.I32)));
    return one(b, name, loc, List.of(lhs, rhs), props, lhs.type());
  }

  private static Value one(OpBuilder b, String name, Location loc, List<Value> operands, List<NamedAttribute> props, Type result) {
    return RuleOps.build(b, name, loc, operands, props, List.of(), List.of(result)).result(0);
  }

  private static NamedAttribute prop(String name, rw.ir.attr.Attribute value) {
    return new NamedAttribute(name, value);
  }

  private static NamedAttribute position(long... position) {
    List<Long> p = new ArrayList<>();
    for (long x : position) p.add(x);
    return prop("position", new DenseArrayAttr(IntegerType.I64, p));
  }
}
