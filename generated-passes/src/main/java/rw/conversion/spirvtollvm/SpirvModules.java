package rw.conversion.spirvtollvm;

import java.util.ArrayList;
import java.util.List;
import rw.conversion.support.RuleOps;
import rw.conversion.support.RuleValues;
import rw.dialect.llvm.Linkage;
import rw.dialect.llvm.LinkageAttr;
import rw.dialect.llvm.LlvmArrayType;
import rw.dialect.llvm.LlvmStructType;
import rw.dialect.spirv.SpirvEnumAttr;
import rw.ir.BuiltinOps;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.Value;
import rw.ir.attr.ArrayAttr;
import rw.ir.attr.Attribute;
import rw.ir.attr.DenseArrayAttr;
import rw.ir.attr.IntegerAttr;
import rw.ir.attr.NamedAttribute;
import rw.ir.attr.StringAttr;
import rw.ir.attr.TypeAttr;
import rw.ir.attr.UnitAttr;
import rw.ir.build.InsertionGuard;
import rw.ir.build.OpBuilder;
import rw.ir.loc.Location;
import rw.ir.loc.UnknownLoc;
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

  /**
   * Stopgap (the .rw language cannot fold over a list yet): the constant global
   * {@code __spv_{_module}_{fn}_execution_mode_info_{mode}} at the start of {@code module}, a struct
   * of the mode and its values, built by its initializer region.
   */
  public static void executionModeGlobal(OpBuilder b, Location loc, Operation mode, Operation module, long value) {
    List<Attribute> values = ((ArrayAttr) mode.inherentAttr("values")).elements();
    String moduleName = module.inherentAttr("sym_name") instanceof StringAttr s ? "_" + s.value() : "";
    String name = "__spv_" + moduleName + "_" + RuleValues.text(mode.inherentAttr("fn")) + "_execution_mode_info_" + value;
    List<Type> fields = new ArrayList<>(List.of(IntegerType.I32));
    if (!values.isEmpty()) fields.add(new LlvmArrayType(IntegerType.I32, values.size()));
    Type struct = LlvmStructType.literal(fields);
    Location at = UnknownLoc.INSTANCE;
    try (InsertionGuard g = b.saveInsertionPoint()) {
      b.setInsertionPointToStart(module.region(0).blocks().get(0));
      Operation global = RuleOps.build(b, "llvm.mlir.global", at, List.of(), List.of(new NamedAttribute("global_type", new TypeAttr(struct)),
          new NamedAttribute("constant", UnitAttr.INSTANCE), new NamedAttribute("sym_name", StringAttr.of(name)),
          new NamedAttribute("linkage", new LinkageAttr(Linkage.EXTERNAL))), List.of(), List.of());
      RuleOps.withRegion(b, global, 0, () -> {
        Value v = op(b, "llvm.mlir.poison", List.of(), List.of(), struct);
        v = insert(b, v, op(b, "llvm.mlir.constant", List.of(), List.of(value(IntegerAttr.of(value, IntegerType.I32))), IntegerType.I32), 0);
        for (int i = 0; i < values.size(); i++) {
          v = insert(b, v, op(b, "llvm.mlir.constant", List.of(), List.of(value(values.get(i))), IntegerType.I32), 1, i);
        }
        RuleOps.build(b, "llvm.return", at, List.of(v), List.of(), List.of(), List.of());
      });
    }
  }

  private static Value insert(OpBuilder b, Value into, Value v, long... position) {
    List<Long> pos = java.util.Arrays.stream(position).boxed().toList();
    return op(b, "llvm.insertvalue", List.of(into, v), List.of(new NamedAttribute("position", new DenseArrayAttr(IntegerType.I64, pos))), into.type());
  }

  private static NamedAttribute value(Attribute a) {
    return new NamedAttribute("value", a);
  }

  private static Value op(OpBuilder b, String name, List<Value> operands, List<NamedAttribute> props, Type result) {
    return RuleOps.build(b, name, UnknownLoc.INSTANCE, operands, props, List.of(), List.of(result)).result(0);
  }
}
