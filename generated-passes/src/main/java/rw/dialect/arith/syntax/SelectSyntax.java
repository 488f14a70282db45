package rw.dialect.arith.syntax;

import java.util.List;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.asm.OpAsmParser;
import rw.ir.asm.OpAsmPrinter;
import rw.ir.asm.OpSyntax;
import rw.ir.asm.UnresolvedOperand;
import rw.ir.type.IntegerType;
import rw.ir.type.ShapedType;
import rw.ir.type.Type;

/**
 * {@code arith.select %c, %a, %b : i32}, or {@code : vector<4xi1>, vector<4xi32>} when the
 * condition is shaped.
 */
public final class SelectSyntax implements OpSyntax {
  @Override
  public boolean parse(OpAsmParser parser, OperationState state) {
    int at = parser.currentOffset();
    List<UnresolvedOperand> operands = parser.parseOperandList();
    if (operands == null) return false;
    if (operands.size() != 3) return parser.emitError(parser.locationAt(at), "expected 3 operands");
    if (!parser.parseOptionalAttrDict(state.attributes)) return false;
    Type resultType = parser.parseColonType();
    if (resultType == null) return false;
    Type conditionType = IntegerType.I1;
    if (parser.parseOptionalComma()) {
      conditionType = resultType;
      resultType = parser.parseType();
      if (resultType == null) return false;
    }
    state.addType(resultType);
    // Three operands (checked above), so they resolve one by one as resolveOperands would.
    return parser.resolveOperand(operands.get(0), conditionType, state.operands)
        && parser.resolveOperand(operands.get(1), resultType, state.operands)
        && parser.resolveOperand(operands.get(2), resultType, state.operands);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.append(" ").printOperands(op.operands());
    p.printOptionalAttrDict(op.attrDictionary(), List.of());
    p.append(" : ");
    Type condition = op.operand(0).type();
    if (condition instanceof ShapedType) p.printType(condition).append(", ");
    p.printType(op.result(0).type());
  }
}
