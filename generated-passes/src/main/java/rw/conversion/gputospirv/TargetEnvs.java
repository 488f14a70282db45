package rw.conversion.gputospirv;

import java.util.List;
import rw.conversion.support.RunningPass;
import rw.dialect.spirv.StorageClass;
import rw.dialect.spirv.TargetEnvAttr;
import rw.dialect.spirv.VceAttr;
import rw.ir.Operation;
import rw.ir.type.FloatType;
import rw.ir.type.IntegerType;
import rw.ir.type.Type;

/**
 * The {@code spirv.target_env} of the module being converted (the nearest one around it, else
 * MLIR's default: SPIR-V 1.0 with Shader only), and what its capabilities allow.
 */
final class TargetEnvs {
  private TargetEnvs() {}

  static List<String> capabilities() {
    VceAttr triple = triple();
    return triple == null ? List.of("Shader") : triple.capabilities();
  }

  /** The version-capabilities-extensions triple of the target, {@code null} for the default one. */
  private static VceAttr triple() {
    Operation scope = RunningPass.scope();
    if (scope != null && scope.attr("spirv.target_env") instanceof TargetEnvAttr own) return own.triple();
    for (Operation o = RunningPass.scopeParent(); o != null; o = o.parentOp()) {
      if (o.attr("spirv.target_env") instanceof TargetEnvAttr env) return env.triple();
    }
    return null;
  }

  /** Whether pointers into {@code sc} are available: StorageBuffer needs SPIR-V 1.3 or its extension. */
  static boolean allows(StorageClass sc) {
    if (sc != StorageClass.STORAGE_BUFFER) return true;
    VceAttr triple = triple();
    if (triple == null) return false;
    return triple.extensions().contains("SPV_KHR_storage_buffer_storage_class") || triple.extensions().contains("SPV_KHR_variable_pointers")
        || triple.version().compareTo("v1.3") >= 0;
  }

  /** Whether a scalar type needs no capability the target lacks. */
  static boolean allows(Type t) {
    String needed = null;
    if (t instanceof IntegerType i) needed = i.width() == 8 ? "Int8" : i.width() == 16 ? "Int16" : i.width() == 64 ? "Int64" : null;
    if (t instanceof FloatType f) needed = f.equals(FloatType.F16) ? "Float16" : f.equals(FloatType.F64) ? "Float64" : null;
    if (t instanceof IntegerType i && i.width() != 1 && i.width() != 8 && i.width() != 16 && i.width() != 32 && i.width() != 64) return false;
    return needed == null || capabilities().contains(needed);
  }
}
