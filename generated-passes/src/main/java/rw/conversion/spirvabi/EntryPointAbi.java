package rw.conversion.spirvabi;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
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
import rw.ir.attr.SymbolRefAttr;
import rw.ir.attr.TypeAttr;
import rw.ir.build.OpBuilder;
import rw.ir.loc.Location;
import rw.ir.symbol.SymbolTable;
import rw.ir.type.IntegerType;

/** The externs of spirv-abi.rw that read {@code spirv.entry_point_abi} (MLIR's lowerEntryPointABIAttr). */
public final class EntryPointAbi {
  private static final String ENTRY_POINT_ABI = "spirv.entry_point_abi";

  private EntryPointAbi() {}

  public static Attribute executionModel(Operation f) {
    List<String> caps = env(f).triple().capabilities();
    String first = caps.stream().filter(c -> c.equals("Kernel") || c.equals("Shader")).findFirst().orElse(null);
    if (first == null) return null;
    return new SpirvEnumAttr(SpirvEnumKind.EXECUTION_MODEL, first.equals("Kernel") ? "Kernel" : "GLCompute");
  }

  public static Attribute interfaceVariables(Operation f) {
    boolean all = env(f).triple().version().compareTo("v1.4") >= 0;
    Operation module = f.parentOp();
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
    return new ArrayAttr(out);
  }

  public static Attribute executionMode(String name) {
    return new SpirvEnumAttr(SpirvEnumKind.EXECUTION_MODE, name);
  }

  public static boolean hasWorkgroupSize(Operation f) {
    return abi(f).workgroupSize().isPresent();
  }

  public static boolean subgroupSizeAllowed(Operation f) {
    return abi(f).subgroupSize().isPresent() && env(f).triple().capabilities().contains("SubgroupDispatch");
  }

  public static boolean targetWidthAllowed(Operation f) {
    return abi(f).targetWidth().isPresent() && env(f).triple().capabilities().contains("SignedZeroInfNanPreserve");
  }

  public static Attribute workgroupSize(Operation f) {
    return i32s(abi(f).workgroupSize().orElseThrow());
  }

  public static Attribute subgroupSize(Operation f) {
    return i32s(List.of(abi(f).subgroupSize().getAsInt()));
  }

  public static Attribute targetWidth(Operation f) {
    return i32s(List.of(abi(f).targetWidth().getAsInt()));
  }

  /** What became execution modes leaves the attribute; the attribute goes when nothing is left. */
  public static void dropLoweredEntryPointAbi(OpBuilder b, Location loc, Operation f) {
    EntryPointAbiAttr abi = abi(f);
    OptionalInt subgroup = subgroupSizeAllowed(f) ? OptionalInt.empty() : abi.subgroupSize();
    OptionalInt width = targetWidthAllowed(f) ? OptionalInt.empty() : abi.targetWidth();
    if (subgroup.isEmpty() && width.isEmpty()) f.removeAttr(ENTRY_POINT_ABI);
    else f.setAttr(ENTRY_POINT_ABI, new EntryPointAbiAttr(Optional.empty(), subgroup, width));
  }

  private static Attribute i32s(List<Integer> values) {
    List<Attribute> out = new ArrayList<>();
    for (int v : values) out.add(IntegerAttr.of(v, IntegerType.I32));
    return new ArrayAttr(out);
  }

  private static EntryPointAbiAttr abi(Operation f) {
    return (EntryPointAbiAttr) f.attr(ENTRY_POINT_ABI);
  }

  private static TargetEnvAttr env(Operation f) {
    return (TargetEnvAttr) SpirvAbiExterns.targetEnv(f);
  }
}
