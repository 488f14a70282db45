package rw.dialect.memref.syntax;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;
import rw.dialect.syntax.InherentAttributes;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.Value;
import rw.ir.asm.OpAsmParser;
import rw.ir.asm.OpAsmPrinter;
import rw.ir.asm.OpSyntax;
import rw.ir.asm.UnresolvedOperand;
import rw.ir.attr.DenseArrayAttr;
import rw.ir.type.IndexType;
import rw.ir.type.IntegerType;
import rw.ir.type.ShapedType;
import rw.ir.type.Type;

/**
 * {@code memref.reinterpret_cast %src to offset: [4], sizes: [2, %n], strides: [%n, 1] : T to U}:
 * each list mixes constants (kept in {@code static_*}) and index operands (marked dynamic there).
 */
public final class ReinterpretCastSyntax implements OpSyntax {
  private static final List<String> LISTS = List.of("offset", "sizes", "strides");
  private static final List<String> STATIC = List.of("static_offsets", "static_sizes", "static_strides");
  private static final String SEGMENTS = "operandSegmentSizes";
  private static final InherentAttributes INHERENT =
      InherentAttributes.of(STATIC.get(0), STATIC.get(1), STATIC.get(2), SEGMENTS);

  @Override
  public boolean parse(OpAsmParser parser, OperationState state) {
    UnresolvedOperand source = parser.parseOperand();
    if (source == null || !parser.parseKeyword("to", "")) return false;
    List<List<UnresolvedOperand>> dynamic = new ArrayList<>();
    List<Long> segments = new ArrayList<>(List.of(1L));
    for (int i = 0; i < LISTS.size(); i++) {
      if (i > 0 && !parser.parseComma()) return false;
      if (!parser.parseKeyword(LISTS.get(i), "") || !parser.parseColon()) return false;
      List<UnresolvedOperand> operands = new ArrayList<>();
      List<Long> statics = parseIndexList(parser, operands);
      if (statics == null) return false;
      dynamic.add(operands);
      segments.add((long) operands.size());
      state.addAttribute(STATIC.get(i), new DenseArrayAttr(IntegerType.I64, statics));
    }
    if (!parser.parseOptionalAttrDict(state.attributes)) return false;
    Type sourceType = parser.parseColonType();
    if (sourceType == null || !parser.parseKeyword("to", "")) return false;
    Type result = parser.parseType();
    if (result == null || !parser.resolveOperand(source, sourceType, state.operands)) return false;
    for (List<UnresolvedOperand> operands : dynamic) {
      if (!parser.resolveOperands(operands, java.util.Collections.nCopies(operands.size(), IndexType.INSTANCE), state.operands)) {
        return false;
      }
    }
    state.addAttribute(SEGMENTS, new DenseArrayAttr(IntegerType.I32, segments));
    state.addType(result);
    return INHERENT.moveToProperties(state);
  }

  /** {@code [4, %n]}: the static values (dynamic marked), the operands added to {@code operands}. */
  private static List<Long> parseIndexList(OpAsmParser parser, List<UnresolvedOperand> operands) {
    if (!parser.parseLSquare()) return null;
    List<Long> statics = new ArrayList<>();
    if (parser.parseOptionalRSquare()) return statics;
    do {
      UnresolvedOperand operand = parser.parseOptionalOperand();
      if (operand != null) {
        operands.add(operand);
        statics.add(ShapedType.DYNAMIC);
        continue;
      }
      Long value = parser.parseInteger("integer or SSA value");
      if (value == null) return null;
      statics.add(value);
    } while (parser.parseOptionalComma());
    return parser.parseRSquare() ? statics : null;
  }

  @Override
  public void suggestResultNames(Operation op, BiConsumer<Value, String> setName) {
    setName.accept(op.result(0), "reinterpret_cast");
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.append(" ").printOperand(op.operand(0)).append(" to ");
    int next = 1;
    for (int i = 0; i < LISTS.size(); i++) {
      if (i > 0) p.append(", ");
      p.append(LISTS.get(i)).append(": [");
      DenseArrayAttr statics = (DenseArrayAttr) op.inherentAttr(STATIC.get(i));
      for (int j = 0; j < statics.size(); j++) {
        if (j > 0) p.append(", ");
        long v = statics.values().get(j).longValue();
        if (v == ShapedType.DYNAMIC) p.printOperand(op.operand(next++));
        else p.append(Long.toString(v));
      }
      p.append("]");
    }
    p.printOptionalAttrDict(op.attributes(), List.of());
    p.append(" : ").printType(op.operand(0).type()).append(" to ").printType(op.result(0).type());
  }
}
