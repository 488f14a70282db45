package rw.conversion.gputospirv;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import rw.conversion.support.RuleOps;
import rw.conversion.support.RunningPass;
import rw.dialect.spirv.InterfaceVarAbiAttr;
import rw.dialect.spirv.SpirvEnumAttr;
import rw.dialect.spirv.SpirvEnumKind;
import rw.ir.Block;
import rw.ir.IRMapping;
import rw.ir.Operation;
import rw.ir.Region;
import rw.ir.attr.ArrayAttr;
import rw.ir.attr.Attribute;
import rw.ir.attr.DictionaryAttr;
import rw.ir.attr.IntegerAttr;
import rw.ir.attr.NamedAttribute;
import rw.ir.build.OpBuilder;
import rw.ir.loc.Location;
import rw.ir.rewrite.convert.ConversionPatternRewriter;
import rw.ir.rewrite.convert.SignatureConversion;
import rw.ir.type.FunctionType;
import rw.ir.type.IndexType;
import rw.ir.type.IntegerType;
import rw.ir.type.MemRefType;
import rw.dialect.spirv.StorageClass;
import rw.ir.type.Type;

/** The small externs of gpu-to-spirv.rw and arith-to-spirv.rw. */
public final class GpuToSpirvExterns {
  private GpuToSpirvExterns() {}

  /**
   * Clones each gpu.module of {@code root} right before it, as the pass keeps the originals, and
   * returns the copies. Their bodies are copied later ({@link RuleOps#deferCopy}): each by the
   * conversion task that converts it, so that the copied gpu ops die young.
   */
  public static List<Operation> cloneModulesBefore(OpBuilder b, Location loc, Operation root) {
    List<Operation> copies = new ArrayList<>();
    for (Operation module : RuleOps.children(root, "gpu.module")) {
      Operation copy = module.cloneWithoutRegions(new IRMapping());
      for (int r = 0; r < module.numRegions(); r++) {
        if (module.region(r).isEmpty()) continue;
        Block placeholder = new Block();
        copy.region(r).addBlock(placeholder);
        RuleOps.deferCopy(module.region(r), placeholder);
      }
      module.block().insertBefore(module, copy);
      copies.add(copy);
    }
    return copies;
  }

  /** The SPIR-V type of {@code index}: i32, or i64 with the pass option {@code use-64bit-index}. */
  public static Type spirvIndexType() {
    Type t = RunningPass.flag("use-64bit-index") ? IntegerType.I64 : IntegerType.I32;
    return TargetEnvs.allows(t) ? t : null;
  }

  public static Type functionType(List<Type> inputs, List<Type> results) {
    return inputs == null || results == null ? null : new FunctionType(inputs, results);
  }

  /** {@code #spirv.<kind><value>}, e.g. {@code spirvEnum("function_control", "None")}. */
  public static Attribute spirvEnum(String kind, String value) {
    return new SpirvEnumAttr(SpirvEnumKind.lookup(kind), value);
  }

  /** {@code [{spirv.interface_var_abi = #spirv.interface_var_abi<(0, i)>}, …]} for {@code n} arguments. */
  public static Attribute interfaceVarAbis(Type fnType) {
    List<Attribute> dicts = new ArrayList<>();
    List<Type> inputs = ((FunctionType) fnType).inputs();
    for (int i = 0; i < inputs.size(); i++) {
      // Scalars are passed in a StorageBuffer-class variable of their own.
      Optional<StorageClass> sc = inputs.get(i) instanceof rw.dialect.spirv.SpirvPointerType ? Optional.empty() : Optional.of(StorageClass.STORAGE_BUFFER);
      Attribute abi = new InterfaceVarAbiAttr(0, i, sc);
      dicts.add(DictionaryAttr.of(List.of(new NamedAttribute("spirv.interface_var_abi", abi))));
    }
    return new ArrayAttr(dicts);
  }

  /** The attribute dictionary of a gpu.func minus its name and kernel flag: what spirv.func keeps. */
  public static void copyKernelAttributes(OpBuilder b, Location loc, Operation from, Operation to) {
    for (NamedAttribute a : from.attributes().entries()) {
      if (a.name().equals("sym_name") || a.name().equals("gpu.kernel")) continue;
      to.setAttr(a.name(), a.value());
    }
  }

  /** Gives the entry block of {@code body} the argument types {@code types} (uses go through casts). */
  public static void convertEntryBlock(OpBuilder b, Location loc, Region body, Type fnType) {
    List<Type> types = ((FunctionType) fnType).inputs();
    Block entry = body.entryBlock();
    SignatureConversion conversion = new SignatureConversion(entry.numArguments());
    for (int i = 0; i < types.size(); i++) conversion.addInputs(i, List.of(types.get(i)));
    ((ConversionPatternRewriter) b).applySignatureConversion(entry, conversion, null);
  }

  /** The SPIR-V pointer a statically shaped memref lowers to, or {@code null} when it does not. */
  public static Type spirvMemRefType(Type t) {
    return MemRefTypes.convert((MemRefType) t, spirvIndexType());
  }

  public static boolean scalarAllowed(Type t) {
    return TargetEnvs.allows(t);
  }

  public static boolean storageClassAllowed(Type t) {
    StorageClass c = MemRefTypes.storageClass((MemRefType) t);
    return c != null && TargetEnvs.allows(c);
  }

  public static boolean isFunctionMemRef(Type t) {
    StorageClass c = MemRefTypes.storageClass((MemRefType) t);
    return c == StorageClass.FUNCTION || c == StorageClass.WORKGROUP;
  }

  /** An integer constant's value in the converted type ({@code 0 : index} becomes {@code 0 : i32}). */
  public static Attribute constantValue(Attribute value, Type type) {
    if (value instanceof IntegerAttr i && !(type instanceof IndexType)) return new IntegerAttr(i.value(), type);
    return value;
  }

  private static final List<String> CMPI = List.of("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge");
  private static final List<String> CMPF = List.of("false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge",
      "ult", "ule", "une", "uno", "true");

  /** The predicate of an arith.cmpi or arith.cmpf by name. */
  public static String predicate(Operation cmp) {
    int p = ((IntegerAttr) cmp.inherentAttr("predicate")).value().intValue();
    return (cmp.name().equals("arith.cmpi") ? CMPI : CMPF).get(p);
  }

  public static int predicateIndex(String cmpiPredicate) {
    return CMPI.indexOf(cmpiPredicate);
  }
}
