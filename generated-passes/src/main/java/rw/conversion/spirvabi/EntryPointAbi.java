package rw.conversion.spirvabi;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import rw.conversion.support.RuleOps;
import rw.dialect.spirv.EntryPointAbiAttr;
import rw.dialect.spirv.SpirvEnumAttr;
import rw.dialect.spirv.SpirvEnumKind;
import rw.dialect.spirv.SpirvPointerType;
import rw.dialect.spirv.StorageClass;
import rw.dialect.spirv.TargetEnvAttr;
import rw.ir.Operation;
import rw.ir.attr.ArrayAttr;
import rw.ir.attr.Attribute;
import rw.ir.attr.IntegerAttr;
import rw.ir.attr.NamedAttribute;
import rw.ir.attr.SymbolRefAttr;
import rw.ir.attr.TypeAttr;
import rw.ir.build.OpBuilder;
import rw.ir.loc.Location;
import rw.ir.symbol.SymbolTable;
import rw.ir.type.IntegerType;

/** The extern of spirv-abi.rw that lowers {@code spirv.entry_point_abi} (MLIR's lowerEntryPointABIAttr). */
public final class EntryPointAbi {
  private static final String ENTRY_POINT_ABI = "spirv.entry_point_abi";

  private EntryPointAbi() {}

  /** spirv.EntryPoint, then the execution modes the target allows, at the end of the module; false (with a remark) without execution model. */
  public static boolean lowerEntryPointAbi(OpBuilder b, Location loc, Operation f) {
    TargetEnvAttr env = (TargetEnvAttr) SpirvAbiExterns.targetEnv(f);
    EntryPointAbiAttr abi = (EntryPointAbiAttr) f.attr(ENTRY_POINT_ABI);
    List<String> caps = env.triple().capabilities();
    String model = caps.stream().filter(c -> c.equals("Kernel") || c.equals("Shader")).findFirst().orElse(null);
    if (model == null) {
      f.diagnose(rw.ir.diag.Severity.REMARK, "lower entry point failure: could not select execution model based on 'spirv.target_env'").report();
      return false;
    }
    Operation module = f.parentOp();
    b.setInsertionPointToEnd(module.region(0).entryBlock());
    SymbolRefAttr fn = SymbolRefAttr.flat(((rw.ir.attr.StringAttr) f.inherentAttr("sym_name")).value());
    RuleOps.build(b, "spirv.EntryPoint", f.location(), List.of(), List.of(
        new NamedAttribute("execution_model", new SpirvEnumAttr(SpirvEnumKind.EXECUTION_MODEL, model.equals("Kernel") ? "Kernel" : "GLCompute")),
        new NamedAttribute("fn", fn), new NamedAttribute("interface", new ArrayAttr(interfaceVariables(f, module, env)))), List.of(), List.of());
    Optional<List<Integer>> size = abi.workgroupSize();
    OptionalInt subgroup = abi.subgroupSize();
    OptionalInt width = abi.targetWidth();
    if (size.isPresent()) {
      executionMode(b, f, fn, "LocalSize", size.get());
      size = Optional.empty();
    }
    if (subgroup.isPresent() && caps.contains("SubgroupDispatch")) {
      executionMode(b, f, fn, "SubgroupSize", List.of(subgroup.getAsInt()));
      subgroup = OptionalInt.empty();
    }
    if (width.isPresent() && caps.contains("SignedZeroInfNanPreserve")) {
      executionMode(b, f, fn, "SignedZeroInfNanPreserve", List.of(width.getAsInt()));
      width = OptionalInt.empty();
    }
    if (size.isEmpty() && subgroup.isEmpty() && width.isEmpty()) f.removeAttr(ENTRY_POINT_ABI);
    else f.setAttr(ENTRY_POINT_ABI, new EntryPointAbiAttr(size, subgroup, width));
    return true;
  }

  private static void executionMode(OpBuilder b, Operation f, SymbolRefAttr fn, String mode, List<Integer> values) {
    List<Attribute> v = new ArrayList<>();
    for (int x : values) v.add(IntegerAttr.of(x, IntegerType.I32));
    RuleOps.build(b, "spirv.ExecutionMode", f.location(), List.of(), List.of(
        new NamedAttribute("execution_mode", new SpirvEnumAttr(SpirvEnumKind.EXECUTION_MODE, mode)),
        new NamedAttribute("fn", fn), new NamedAttribute("values", new ArrayAttr(v))), List.of(), List.of());
  }

  /** The globals the function takes the address of: all from SPIR-V 1.4 on, before only Input and Output ones. */
  private static List<Attribute> interfaceVariables(Operation f, Operation module, TargetEnvAttr env) {
    boolean all = env.triple().version().compareTo("v1.4") >= 0;
    Set<String> names = new LinkedHashSet<>();
    f.walk(op -> {
      if (!op.name().equals("spirv.mlir.addressof")) return;
      String name = ((SymbolRefAttr) op.inherentAttr("variable")).leaf();
      Operation var = SymbolTable.lookupSymbolIn(module, name);
      if (var == null || !(((TypeAttr) var.inherentAttr("type")).type() instanceof SpirvPointerType p)) return;
      if (all || p.storageClass() == StorageClass.INPUT || p.storageClass() == StorageClass.OUTPUT) names.add(name);
    });
    List<Attribute> out = new ArrayList<>();
    for (String n : names) out.add(SymbolRefAttr.flat(n));
    return out;
  }
}
