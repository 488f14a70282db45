package rw.ir.asm;

import java.util.ArrayList;
import java.util.List;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.type.Type;

/**
 * The custom form of {@code builtin.unrealized_conversion_cast}:
 * {@code %r = unrealized_conversion_cast %a, %b : i32, i32 to i64 {attrs}}.
 */
final class CastSyntax implements OpSyntax {
  @Override
  public boolean parse(OpAsmParser parser, OperationState state) {
    List<UnresolvedOperand> inputs = parser.parseOperandList();
    if (inputs == null) return false;
    List<Type> inputTypes = List.of();
    if (!inputs.isEmpty() && (inputTypes = parser.parseColonTypeList()) == null) return false;
    if (!parser.parseKeyword("to", "")) return false;
    List<Type> outputTypes = new ArrayList<>();
    do {
      Type t = parser.parseType();
      if (t == null) return false;
      outputTypes.add(t);
    } while (parser.parseOptionalComma());
    if (!parser.parseOptionalAttrDict(state.attributes)) return false;
    if (!parser.resolveOperands(inputs, inputTypes, state.operands)) return false;
    state.addTypes(outputTypes);
    return true;
  }

  @Override
  public void print(Operation op, OpAsmPrinter printer) {
    if (op.numOperands() > 0) {
      printer.append(" ").printOperands(op.operands()).append(" : ").printTypes(op.operandTypes());
    }
    printer.append(" to ").printTypes(op.resultTypes());
    printer.printOptionalAttrDict(op.attributes(), List.of());
  }
}
