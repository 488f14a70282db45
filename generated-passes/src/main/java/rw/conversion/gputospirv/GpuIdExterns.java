package rw.conversion.gputospirv;

import java.util.List;
import rw.dialect.spirv.EntryPointAbiAttr;
import rw.dialect.spirv.SpirvPointerType;
import rw.dialect.spirv.StorageClass;
import rw.ir.Operation;
import rw.ir.attr.ArrayAttr;
import rw.ir.attr.Attribute;
import rw.ir.attr.IntegerAttr;
import rw.ir.attr.OpaqueAttr;
import rw.ir.type.IntegerType;
import rw.ir.type.Type;
import rw.ir.type.VectorType;

/** The small externs of the gpu id patterns of gpu-to-spirv.rw (MLIR's LaunchConfigConversion). */
public final class GpuIdExterns {
  private GpuIdExterns() {}

  /** 0, 1, 2 for {@code #gpu<dim x>}, {@code y}, {@code z}. */
  public static long dimensionIndex(Attribute dim) {
    return "xyz".indexOf(((OpaqueAttr) dim).body().charAt(5));
  }

  /** {@code vector<3xi32>}: a builtin id vector (the Shader form). */
  public static Type builtinVectorType() {
    return new VectorType(List.of(3L), IntegerType.I32);
  }

  /** {@code !spirv.ptr<vector<3xi32>, Input>}: the type of a builtin variable. */
  public static Type builtinVariableType() {
    return new SpirvPointerType(builtinVectorType(), StorageClass.INPUT);
  }

  /** {@code [i : i32]}: the indices of a spirv.CompositeExtract. */
  public static Attribute i32Indices(long i) {
    return new ArrayAttr(List.of(new IntegerAttr(java.math.BigInteger.valueOf(i), IntegerType.I32)));
  }

  /** The workgroup size along {@code dim} of the spirv.entry_point_abi of the function around {@code op}, or -1. */
  public static long entryWorkgroupSize(Operation op, long dim) {
    Operation f = op.parentOp();
    while (f != null && !f.name().equals("spirv.func") && !f.name().equals("gpu.func")) f = f.parentOp();
    if (f == null || !(f.attr("spirv.entry_point_abi") instanceof EntryPointAbiAttr abi)) return -1;
    if (abi.workgroupSize().isEmpty() || abi.workgroupSize().get().size() <= dim) return -1;
    return abi.workgroupSize().get().get((int) dim);
  }
}
