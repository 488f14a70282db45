package rw.dialect.syntax;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import rw.ir.Block;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.Value;
import rw.ir.asm.OpAsmParser;
import rw.ir.attr.Attribute;
import rw.ir.attr.DenseArrayAttr;
import rw.ir.attr.DenseElementsAttr;
import rw.ir.attr.IntegerAttr;
import rw.ir.type.IntegerType;
import rw.ir.type.Type;
import rw.ir.type.VectorType;

/**
 * The cases of {@code cf.switch} and {@code llvm.switch} (MLIR's SwitchOpCases): the default
 * destination, then {@code value: ^bb(operands : types)} per case. Operands are laid out as
 * flag, default operands, case operands; the properties are {@code case_values}
 * ({@code dense<...> : vector<Nxiw>}, absent without cases), {@code case_operand_segments} and
 * {@code operandSegmentSizes}.
 */
public final class SwitchCases {
  public static final String CASE_VALUES = "case_values";
  public static final String CASE_OPERAND_SEGMENTS = "case_operand_segments";
  public static final String SEGMENTS = "operandSegmentSizes";

  private final Type flagType;
  private final List<Value> defaultOperands = new ArrayList<>();
  private final List<Attribute> values = new ArrayList<>();
  private final List<Block> destinations = new ArrayList<>();
  private final List<List<Value>> operands = new ArrayList<>();
  private Block defaultDestination;

  public SwitchCases(Type flagType) {
    this.flagType = flagType;
  }

  /** {@code ^bb(operands : types)?} for the default destination. */
  public boolean parseDefault(OpAsmParser parser) {
    defaultDestination = parser.parseSuccessorAndUseList(defaultOperands);
    return defaultDestination != null;
  }

  /** {@code : ^bb(operands : types)?} after a case value. */
  public boolean parseCase(OpAsmParser parser, long value) {
    if (!parser.parseColon()) return false;
    List<Value> caseOperands = new ArrayList<>();
    Block dest = parser.parseSuccessorAndUseList(caseOperands);
    if (dest == null) return false;
    values.add(IntegerAttr.of(value, flagType));
    destinations.add(dest);
    operands.add(caseOperands);
    return true;
  }

  /** Fills the state's operands (after the flag), successors and properties. */
  public void addTo(OperationState state) {
    state.operands.addAll(defaultOperands);
    state.addSuccessor(defaultDestination);
    List<Long> segments = new ArrayList<>();
    int total = 0;
    for (int i = 0; i < destinations.size(); i++) {
      state.operands.addAll(operands.get(i));
      state.addSuccessor(destinations.get(i));
      segments.add((long) operands.get(i).size());
      total += operands.get(i).size();
    }
    if (!values.isEmpty()) {
      boolean splat = values.stream().distinct().count() == 1;
      Type type = new VectorType(List.of((long) values.size()), flagType);
      state.addAttribute(CASE_VALUES, new DenseElementsAttr(type, splat, splat ? values.subList(0, 1) : values));
    }
    state.addAttribute(CASE_OPERAND_SEGMENTS, new DenseArrayAttr(IntegerType.I32, segments));
    state.addAttribute(SEGMENTS, new DenseArrayAttr(IntegerType.I32,
        List.of(1L, (long) defaultOperands.size(), (long) total)));
  }

  // ---- reading an op ----

  /** The case values of a switch op (splats expanded), as integers of the flag's width. */
  public static List<IntegerAttr> caseValues(Operation op) {
    List<IntegerAttr> list = new ArrayList<>();
    if (!(op.inherentAttr(CASE_VALUES) instanceof DenseElementsAttr d)) return list;
    int n = op.numSuccessors() - 1;
    for (int i = 0; i < n; i++) list.add((IntegerAttr) d.elements().get(d.splat() ? 0 : i));
    return list;
  }

  /** The operands of destination {@code i} (0 = default, then the cases). */
  public static List<Value> destinationOperands(Operation op, int i) {
    DenseArrayAttr caseSegments = (DenseArrayAttr) op.inherentAttr(CASE_OPERAND_SEGMENTS);
    DenseArrayAttr segments = (DenseArrayAttr) op.inherentAttr(SEGMENTS);
    int start = 1;
    int size = segments.values().get(1).intValue();
    for (int c = 0; c < i; c++) {
      start += size;
      size = caseSegments.values().get(c).intValue();
    }
    return op.operands().subList(start, start + size);
  }

  /** {@code BigInteger} of an i-bit value read unsigned (cf.switch prints cases unsigned). */
  public static BigInteger unsigned(IntegerAttr a) {
    return TypedAttributes.unsignedValue(a);
  }
}
