package rw.ir.def.format;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import rw.ir.Block;
import rw.ir.Region;
import rw.ir.asm.OpAsmParser;
import rw.ir.asm.UnresolvedOperand;
import rw.ir.attr.Attribute;
import rw.ir.attr.NamedAttribute;
import rw.ir.def.OpSpec;
import rw.ir.type.Type;

/**
 * What the reader has taken from the text of one op, group by group, before types are resolved.
 * A group not read holds nothing, the same as an empty one. A group read as one value (a single
 * operand or type, what most ops have) is kept without a list.
 *
 * <p>One instance serves the ops a parser reads at one nesting depth ({@link #of}): every op
 * parsed in the format form would otherwise make a dozen lists and maps.
 */
final class Parsed {
  /** The operand of each group read as one, as the parser's reference to it, or -1. */
  private int[] operandRef = new int[4];
  private List<UnresolvedOperand>[] operands = lists(4);
  private Type[] operandType = new Type[4];
  private List<Type>[] operandTypes = lists(4);
  private Type[] resultType = new Type[2];
  private List<Type>[] resultTypes = lists(2);
  List<Region>[] regions = lists(2);
  Block[] successors = new Block[2];
  List<UnresolvedOperand> allOperands;
  List<Type> allOperandTypes;
  List<Type> allResultTypes;
  List<Region> allRegions;
  final Map<String, Attribute> attrs = new TreeMap<>();
  final List<NamedAttribute> dict = new ArrayList<>();
  /** Where the attribute dictionary starts in the text, or -1 when none was written. */
  int dictOffset = -1;
  /** Scratch for the types of one group while it is resolved. */
  final ArrayList<Type> types = new ArrayList<>();
  /** Scratch for the operand and result group sizes. */
  int[] operandSizes = new int[4];
  int[] resultSizes = new int[2];
  private boolean inUse;

  /**
   * An empty record for an op of {@code spec}: the one {@code p} keeps for the ops of its depth,
   * unless that one is in use (or {@code p} keeps none), then a new one. Give it back with {@link #release}.
   */
  static Parsed of(OpAsmParser p, OpSpec spec) {
    Parsed kept = p.scratch() instanceof Parsed k ? k : null;
    Parsed parsed = kept != null && !kept.inUse ? kept : new Parsed();
    if (kept == null) p.setScratch(parsed);
    parsed.reset(spec);
    parsed.inUse = true;
    return parsed;
  }

  void release() {
    inUse = false;
  }

  private void reset(OpSpec spec) {
    int nOperands = spec.operands().size();
    if (operandRef.length < nOperands) growOperands(nOperands);
    Arrays.fill(operandRef, 0, nOperands, -1);
    Arrays.fill(operands, 0, nOperands, null);
    Arrays.fill(operandType, 0, nOperands, null);
    Arrays.fill(operandTypes, 0, nOperands, null);
    int nResults = spec.results().size();
    if (resultType.length < nResults) {
      resultType = new Type[nResults];
      resultTypes = lists(nResults);
      resultSizes = new int[nResults];
    }
    Arrays.fill(resultType, 0, nResults, null);
    Arrays.fill(resultTypes, 0, nResults, null);
    int nRegions = spec.regions().size();
    if (regions.length < nRegions) regions = lists(nRegions);
    Arrays.fill(regions, 0, nRegions, null);
    int nSuccessors = spec.successors().size();
    if (successors.length < nSuccessors) successors = new Block[nSuccessors];
    Arrays.fill(successors, 0, nSuccessors, null);
    allOperands = null;
    allOperandTypes = null;
    allResultTypes = null;
    allRegions = null;
    attrs.clear();
    dict.clear();
    dictOffset = -1;
  }

  private void growOperands(int n) {
    operandRef = new int[n];
    operands = lists(n);
    operandType = new Type[n];
    operandTypes = lists(n);
    operandSizes = new int[n];
  }

  @SuppressWarnings("unchecked")
  private static <T> List<T>[] lists(int n) {
    return (List<T>[]) new List<?>[n];
  }

  // ---- operand groups ----

  /** Records the operand read for {@code group} as one (a parser reference, -1 for none). */
  void setOperand(int group, int ref) {
    operandRef[group] = ref;
    operands[group] = null;
  }

  void setOperands(int group, List<UnresolvedOperand> list) {
    operandRef[group] = -1;
    operands[group] = list;
  }

  /** The number of operands read for {@code group}. */
  int operandCount(int group) {
    if (operandRef[group] >= 0) return 1;
    List<UnresolvedOperand> list = operands[group];
    return list == null ? 0 : list.size();
  }

  /** The parser's reference to the operand of {@code group} when it was read as one, else -1. */
  int singleOperand(int group) {
    return operandRef[group];
  }

  /** The operands of {@code group} as a list (made for a single operand). */
  List<UnresolvedOperand> operandList(OpAsmParser p, int group) {
    if (operandRef[group] >= 0) return List.of(p.operandOf(operandRef[group]));
    List<UnresolvedOperand> list = operands[group];
    return list == null ? List.of() : list;
  }

  // ---- type groups ----

  /** Records {@code types} as the types written for the argument of a type directive. */
  void setTypes(Element arg, List<Type> list) {
    if (arg instanceof Element.Operand o) {
      operandType[o.group()] = null;
      operandTypes[o.group()] = list;
    } else if (arg instanceof Element.Result r) {
      resultType[r.group()] = null;
      resultTypes[r.group()] = list;
    } else if (arg instanceof Element.AllOperands) {
      allOperandTypes = list;
    } else {
      allResultTypes = list;
    }
  }

  /** Records {@code type} as the single type written for the argument of a type directive. */
  void setType(Element arg, Type type) {
    if (arg instanceof Element.Operand o) {
      operandType[o.group()] = type;
      operandTypes[o.group()] = null;
    } else if (arg instanceof Element.Result r) {
      resultType[r.group()] = type;
      resultTypes[r.group()] = null;
    } else {
      setTypes(arg, List.of(type));
    }
  }

  /** Appends the types written for operand group {@code group} (of the per-group directives) to {@code out}. */
  void addOperandTypes(int group, List<Type> out) {
    add(operandType[group], operandTypes[group], out);
  }

  /** Appends the types written for result group {@code group} (of the per-group directives) to {@code out}. */
  void addResultTypes(int group, List<Type> out) {
    add(resultType[group], resultTypes[group], out);
  }

  private static void add(Type one, List<Type> list, List<Type> out) {
    if (one != null) {
      out.add(one);
      return;
    }
    if (list == null) return;
    for (int i = 0; i < list.size(); i++) out.add(list.get(i));
  }
}
