package rw.conversion.spirvtollvm;

import java.util.ArrayList;
import java.util.List;
import rw.dialect.llvm.LlvmArrayType;
import rw.dialect.llvm.LlvmStructType;
import rw.dialect.spirv.SpirvEnumAttr;
import rw.ir.BuiltinOps;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.Value;
import rw.ir.attr.Attribute;
import rw.ir.attr.NamedAttribute;
import rw.ir.attr.StringAttr;
import rw.ir.build.OpBuilder;
import rw.ir.loc.Location;
import rw.ir.rewrite.convert.ConversionPatternRewriter;
import rw.ir.type.IntegerType;
import rw.ir.type.Type;

/** Externs of spirv-to-llvm.rw for what the .rw language cannot name yet: {@code builtin.module} and SPIR-V enum values. */
public final class SpirvModules {
  private SpirvModules() {}

  /** A {@code builtin.module} named {@code name} (none when {@code null}) holding the body of {@code spv}. */
  public static Operation moduleOf(OpBuilder b, Location loc, Operation spv, Attribute name) {
    OperationState state = new OperationState(b.context(), BuiltinOps.MODULE, loc);
    if (name != null) state.setProperties(rw.ir.attr.DictionaryAttr.of(List.of(new NamedAttribute("sym_name", name))));
    state.addRegion();
    Operation module = b.insert(Operation.create(state));
    ((ConversionPatternRewriter) b).inlineRegionBefore(spv.region(0), module.region(0), null);
    return module;
  }

  /**
   * Converts the block argument types of a function body with the running pattern's type
   * converter, as MLIR's convertRegionTypes (the entry block's types were checked by the
   * function type's conversion; a block whose types do not convert keeps them).
   */
  public static void convertRegionTypes(OpBuilder b, Location loc, rw.ir.Region body) {
    ConversionPatternRewriter rw = (ConversionPatternRewriter) b;
    rw.convertRegionTypes(body, rw.currentTypeConverter());
  }

  /** The numeric SPIR-V value of an execution mode ({@code LocalSize}: 17), or -1 when unknown. */
  public static long executionModeValue(Attribute mode) {
    String name = ((SpirvEnumAttr) mode).value();
    int i = rw.dialect.spirv.SpirvEnumKind.EXECUTION_MODE.ordinal(name);
    if (i <= 12) return i;
    if (i <= 30) return i + 1L;
    if (i <= 37) return i + 2L;
    return switch (name) {
      case "SubgroupUniformControlFlowKHR" -> 4421;
      case "PostDepthCoverage" -> 4446;
      case "DenormPreserve" -> 4459;
      case "DenormFlushToZero" -> 4460;
      case "SignedZeroInfNanPreserve" -> 4461;
      case "RoundingModeRTE" -> 4462;
      case "RoundingModeRTZ" -> 4463;
      default -> -1;
    };
  }

  /** The type of an execution mode info global: {@code !llvm.struct<(i32, array<n x i32>)>}, or {@code (i32)} when n is 0. */
  public static Type executionModeInfoType(long values) {
    List<Type> fields = new ArrayList<>(List.of(IntegerType.I32));
    if (values > 0) fields.add(new LlvmArrayType(IntegerType.I32, values));
    return LlvmStructType.literal(fields);
  }

  /** {@code _name} for a {@code builtin.module} named {@code name}, else the empty string. */
  public static String moduleNameSuffix(Operation module) {
    return module.inherentAttr("sym_name") instanceof StringAttr s ? "_" + s.value() : "";
  }
}
