package rw.conversion.spirvabi;

import java.util.ArrayList;
import java.util.List;
import rw.conversion.support.RuleOps;
import rw.dialect.spirv.InterfaceVarAbiAttr;
import rw.dialect.spirv.SpirvPointerType;
import rw.dialect.spirv.SpirvStructType;
import rw.ir.Block;
import rw.ir.Operation;
import rw.ir.Value;
import rw.ir.attr.ArrayAttr;
import rw.ir.attr.Attribute;
import rw.ir.attr.DictionaryAttr;
import rw.ir.attr.IntegerAttr;
import rw.ir.attr.NamedAttribute;
import rw.ir.attr.StringAttr;
import rw.ir.attr.SymbolRefAttr;
import rw.ir.attr.TypeAttr;
import rw.ir.build.OpBuilder;
import rw.ir.loc.Location;
import rw.ir.type.FloatType;
import rw.ir.type.FunctionType;
import rw.ir.type.IntegerType;
import rw.ir.type.Type;
import rw.ir.type.VectorType;

/** The externs of spirv-abi.rw for spirv-lower-abi-attrs: interface variables of entry functions. */
public final class SpirvAbiExterns {
  static final String TARGET_ENV = "spirv.target_env";
  static final String INTERFACE_VAR_ABI = "spirv.interface_var_abi";

  private SpirvAbiExterns() {}

  /** MLIR's spirv::lookupTargetEnv: the closest {@code spirv.target_env} from {@code op} outwards. */
  public static Attribute targetEnv(Operation op) {
    for (Operation o = op; o != null; o = o.parentOp()) {
      Attribute a = o.attr(TARGET_ENV);
      if (a != null) return a;
    }
    return null;
  }

  public static boolean hasTargetEnv(Operation op) {
    return targetEnv(op) != null;
  }

  public static boolean hasInterfaceVarAbi(Operation f) {
    if (!(f.inherentAttr("arg_attrs") instanceof ArrayAttr attrs)) return false;
    return attrs.elements().stream().anyMatch(d -> d instanceof DictionaryAttr dict && dict.contains(INTERFACE_VAR_ABI));
  }

  public static boolean argumentsLowerable(Operation f) {
    List<Type> inputs = ((FunctionType) ((TypeAttr) f.inherentAttr("function_type")).type()).inputs();
    for (int i = 0; i < inputs.size(); i++) {
      if (!(interfaceVarAbi(f, i) instanceof InterfaceVarAbiAttr abi)) return false;
      Type t = inputs.get(i);
      boolean scalar = isScalarOrVector(t) && abi.storageClass().isPresent();
      if (!scalar && !(t instanceof SpirvPointerType p && p.pointeeType() instanceof SpirvStructType)) return false;
    }
    return true;
  }

  public static List<Value> entryArguments(Operation f) {
    if (f.region(0).isEmpty()) return List.of();
    return new ArrayList<>(f.region(0).entryBlock().arguments());
  }

  public static Attribute interfaceVarAbi(Operation f, long index) {
    if (!(f.inherentAttr("arg_attrs") instanceof ArrayAttr attrs) || index >= attrs.size()) return null;
    return attrs.get((int) index) instanceof DictionaryAttr d && d.get(INTERFACE_VAR_ABI) instanceof InterfaceVarAbiAttr abi ? abi : null;
  }

  /** MLIR's createGlobalVarForEntryPointArgument: {@code {fn}_arg_{index}} just before the function. */
  public static Operation createArgumentGlobal(OpBuilder b, Location loc, Operation f, long index, Attribute abiAttr) {
    InterfaceVarAbiAttr abi = (InterfaceVarAbiAttr) abiAttr;
    Type type = argumentType(f, (int) index);
    if (isScalarOrVector(type)) {
      if (abi.storageClass().isEmpty()) return null;
      type = new SpirvPointerType(SpirvStructType.literal(List.of(type), List.of()), abi.storageClass().get());
    }
    if (!(type instanceof SpirvPointerType ptr) || !(ptr.pointeeType() instanceof SpirvStructType s)) return null;
    type = new SpirvPointerType(VulkanLayout.decorate(s), ptr.storageClass());
    b.setInsertionPointBefore(f);
    String name = ((StringAttr) f.inherentAttr("sym_name")).value() + "_arg_" + index;
    return RuleOps.build(b, "spirv.GlobalVariable", f.location(), List.of(), List.of(
        new NamedAttribute("binding", IntegerAttr.of(abi.binding(), IntegerType.I32)),
        new NamedAttribute("descriptor_set", IntegerAttr.of(abi.descriptorSet(), IntegerType.I32)),
        new NamedAttribute("sym_name", StringAttr.of(name)), new NamedAttribute("type", new TypeAttr(type))),
        List.of(), List.of());
  }

  /** The function's first op before the ABI lowering: the reads of the arguments go before it, in argument order. */
  public static Operation functionStart(Operation f) {
    return f.region(0).entryBlock().first();
  }

  /** The address of {@code global} (loaded for scalars) replaces {@code arg}, built before {@code start}. */
  public static void readArgumentGlobal(OpBuilder b, Location loc, Operation f, Operation start, Value arg, Operation global) {
    b.setInsertionPointBefore(start);
    Type ptr = ((TypeAttr) global.inherentAttr("type")).type();
    String name = ((StringAttr) global.inherentAttr("sym_name")).value();
    Value v = RuleOps.build(b, "spirv.mlir.addressof", f.location(), List.of(),
        List.of(new NamedAttribute("variable", SymbolRefAttr.flat(name))), List.of(), List.of(ptr)).result(0);
    if (isScalarOrVector(arg.type())) {
      Value zero = RuleOps.build(b, "spirv.Constant", f.location(), List.of(),
          List.of(new NamedAttribute("value", IntegerAttr.of(0, IntegerType.I32))), List.of(), List.of(IntegerType.I32)).result(0);
      Type elementPtr = new SpirvPointerType(arg.type(), ((SpirvPointerType) ptr).storageClass());
      Value at = RuleOps.build(b, "spirv.AccessChain", f.location(), List.of(v, zero), List.of(), List.of(), List.of(elementPtr)).result(0);
      v = RuleOps.build(b, "spirv.Load", f.location(), List.of(at), List.of(), List.of(), List.of(arg.type())).result(0);
    } else if (!ptr.equals(arg.type()) && arg.hasUses()) {
      v = RuleOps.build(b, "spirv.Bitcast", f.location(), List.of(v), List.of(), List.of(), List.of(arg.type())).result(0);
    }
    arg.replaceAllUsesWith(v);
  }

  public static void dropArguments(OpBuilder b, Location loc, Operation f) {
    Block entry = f.region(0).entryBlock();
    while (entry.numArguments() > 0) entry.eraseArgument(entry.numArguments() - 1);
    f.setProperties(((DictionaryAttr) f.properties()).without("arg_attrs")
        .with("function_type", new TypeAttr(new FunctionType(List.of(), List.of()))));
  }

  private static Type argumentType(Operation f, int index) {
    return ((FunctionType) ((TypeAttr) f.inherentAttr("function_type")).type()).inputs().get(index);
  }

  static boolean isScalarOrVector(Type t) {
    return t instanceof IntegerType || t instanceof FloatType || t instanceof VectorType;
  }
}
