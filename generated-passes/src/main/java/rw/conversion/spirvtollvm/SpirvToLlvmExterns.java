package rw.conversion.spirvtollvm;

import java.util.ArrayList;
import java.util.List;
import rw.dialect.llvm.LlvmArrayType;
import rw.dialect.llvm.LlvmStructType;
import rw.dialect.spirv.SpirvPointerType;
import rw.ir.Operation;
import rw.ir.Value;
import rw.ir.attr.Attribute;
import rw.ir.attr.DenseArrayAttr;
import rw.ir.attr.IntegerAttr;
import rw.ir.attr.TypeAttr;
import rw.ir.type.IntegerType;
import rw.ir.type.Type;

/** The small externs of spirv-to-llvm.rw: SPIR-V type facts, constants, and the index split of a GEP. */
public final class SpirvToLlvmExterns {
  private SpirvToLlvmExterns() {}

  /** The pointee of a {@code !spirv.ptr}. */
  public static Type pointee(Type pointer) {
    return ((SpirvPointerType) pointer).pointeeType();
  }

  /** The pointee of the {@code !spirv.ptr} a type attribute holds. */
  public static Type attrPointee(Attribute pointer) {
    return pointee(((TypeAttr) pointer).type());
  }

  /** The spelling of the storage class ({@code StorageBuffer}) of the {@code !spirv.ptr} a type attribute holds. */
  public static String storageClass(Attribute pointer) {
    return ((SpirvPointerType) ((TypeAttr) pointer).type()).storageClass().spelling();
  }

  /** The case of a SPIR-V enum attribute ({@code None}, {@code Inline}, {@code StorageBuffer}). */
  public static String enumCase(Attribute a) {
    return ((rw.dialect.spirv.SpirvEnumAttr) a).value();
  }

  /** {@code #llvm.linkage<name>}. */
  public static Attribute linkage(String name) {
    return rw.conversion.support.RuleValues.linkage(name);
  }

  /** An {@code llvm.icmp} predicate as stored: its case number. */
  public static Attribute icmpPredicate(String name) {
    return IntegerAttr.of(ICMP.indexOf(name), IntegerType.I64);
  }

  /** An {@code llvm.fcmp} predicate as stored: its case number. */
  public static Attribute fcmpPredicate(String name) {
    return IntegerAttr.of(FCMP.indexOf(name), IntegerType.I64);
  }

  private static final List<String> ICMP = List.of("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge");
  private static final List<String> FCMP = List.of("_false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge",
      "ult", "ule", "une", "uno", "_true");

  /** The bit width of an integer or float type. */
  public static long bitWidth(Type t) {
    return SpirvLlvmTypes.bitWidth(t);
  }

  public static boolean isUnsignedInteger(Type t) {
    return t instanceof IntegerType i && i.signedness() == IntegerType.Signedness.UNSIGNED;
  }

  public static boolean isIntOrFloat(Type t) {
    return t instanceof IntegerType || t instanceof rw.ir.type.FloatType;
  }

  public static Attribute alignment(Attribute a) {
    return IntegerAttr.of(((IntegerAttr) a).longValue(), IntegerType.I64);
  }

  public static long blockCount(rw.ir.Region r) {
    return r.blocks().size();
  }

  public static boolean withoutOperands(Operation o) {
    return o.numOperands() == 0;
  }

  /** {@code [1 : i32, 2 : i32]} as {@code array<i32: 1, 2>}. */
  public static Attribute i32Array(Attribute weights) {
    List<Integer> w = ((rw.ir.attr.ArrayAttr) weights).elements().stream().map(a -> (int) ((IntegerAttr) a).longValue()).toList();
    return new DenseArrayAttr(IntegerType.I32, w);
  }

  /** An integer constant's value as a signless integer of the same width; other values unchanged. */
  public static Attribute signless(Attribute value) {
    if (value instanceof IntegerAttr i && i.type() instanceof IntegerType t && !t.isSignless()) {
      return new IntegerAttr(i.value(), IntegerType.of(t.width()));
    }
    return value;
  }

  /**
   * The {@code rawConstantIndices} of a GEP into {@code element} through {@code first} and {@code rest}, as MLIR's
   * GEP builder makes them: an index into a struct that a constant defines becomes a constant
   * position, every other index stays dynamic ({@code -2147483648}).
   */
  public static Attribute gepRawIndices(Type element, Value first, List<Value> rest) {
    int[] raw = rawPositions(element, rest);
    Integer[] boxed = new Integer[raw.length];
    for (int i = 0; i < raw.length; i++) boxed[i] = raw[i] == Integer.MIN_VALUE ? DYNAMIC : Integer.valueOf(raw[i]);
    return new DenseArrayAttr(IntegerType.I32, List.of(boxed));
  }

  /** The dynamic position of a GEP index, boxed once (the raw indices are a list of {@link Integer}s). */
  private static final Integer DYNAMIC = Integer.MIN_VALUE;

  /**
   * The raw index of each of the GEP's indices ({@code first} and then {@code rest}): the first is
   * always dynamic; a later one is its constant position when it indexes into a struct.
   */
  private static int[] rawPositions(Type element, List<Value> rest) {
    int[] raw = new int[rest.size() + 1];
    raw[0] = Integer.MIN_VALUE;
    Type current = element;
    for (int i = 1; i < raw.length; i++) {
      Long c = current instanceof LlvmStructType ? constantIndex(rest.get(i - 1)) : null;
      raw[i] = c == null ? Integer.MIN_VALUE : c.intValue();
      current = current instanceof LlvmArrayType a ? a.elementType()
          : current instanceof LlvmStructType s && c != null && c >= 0 && c < s.body().size() ? s.body().get(c.intValue()) : null;
    }
    return raw;
  }

  /** The indices of {@link #gepRawIndices} that stay dynamic operands. */
  public static List<Value> gepDynamicIndices(Type element, Value first, List<Value> rest) {
    int[] raw = rawPositions(element, rest);
    List<Value> out = new ArrayList<>(raw.length);
    for (int i = 0; i < raw.length; i++) {
      if (raw[i] == Integer.MIN_VALUE) out.add(i == 0 ? first : rest.get(i - 1));
    }
    return out;
  }

  private static Long constantIndex(Value v) {
    Operation def = v.definingOp();
    if (def == null || !def.name().equals("llvm.mlir.constant")) return null;
    if (!(def.inherentAttr("value") instanceof IntegerAttr i) || i.value().bitLength() > 31) return null;
    return i.longValue();
  }
}
