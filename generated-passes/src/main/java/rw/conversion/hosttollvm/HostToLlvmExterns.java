package rw.conversion.hosttollvm;

import java.util.List;
import rw.conversion.support.RuleOps;
import rw.conversion.support.RuleValues;
import rw.dialect.llvm.LlvmPointerType;
import rw.ir.Value;
import rw.ir.attr.NamedAttribute;
import rw.ir.build.OpBuilder;
import rw.ir.loc.Location;
import rw.ir.type.IndexType;
import rw.ir.type.IntegerType;
import rw.ir.type.MemRefType;
import rw.ir.type.Type;

/** The extern actions of lower-host-to-llvm.rw and host-to-llvm.rw. */
public final class HostToLlvmExterns {
  private HostToLlvmExterns() {}

  /** The byte size of a statically shaped memref, emitted as MLIR's getMemRefDescriptorSizes and getCumulativeSizeInBytes do. */
  public static Value memrefSizeInBytes(OpBuilder b, Location loc, Type memref) {
    MemRefType m = (MemRefType) memref;
    long elements = 1;
    for (long d : m.shape()) elements *= d;
    Value count = constant(b, loc, elements);
    constant(b, loc, 1);
    Value nil = RuleOps.build(b, "llvm.mlir.zero", loc, List.of(), List.of(), List.of(), List.of(LlvmPointerType.PTR)).result(0);
    Value end = RuleOps.build(b, "llvm.getelementptr", loc, List.of(nil, count),
        List.of(new NamedAttribute("rawConstantIndices", new rw.ir.attr.DenseArrayAttr(IntegerType.I32, List.of(Integer.MIN_VALUE))),
            new NamedAttribute("elem_type", new rw.ir.attr.TypeAttr(m.elementType()))),
        List.of(), List.of(LlvmPointerType.PTR)).result(0);
    return RuleOps.build(b, "llvm.ptrtoint", loc, List.of(end), List.of(), List.of(), List.of(IntegerType.I64)).result(0);
  }

  private static Value constant(OpBuilder b, Location loc, long v) {
    return RuleOps.build(b, "llvm.mlir.constant", loc, List.of(), List.of(new NamedAttribute("value", RuleValues.typed(v, new IndexType()))),
        List.of(), List.of(IntegerType.I64)).result(0);
  }
}
