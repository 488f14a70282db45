package rw.dialect.llvm.syntax;

import java.util.List;
import rw.dialect.syntax.InherentAttributes;
import rw.dialect.syntax.SwitchCases;
import rw.dialect.syntax.TypedAttributes;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.asm.OpAsmParser;
import rw.ir.asm.OpAsmPrinter;
import rw.ir.asm.OpSyntax;
import rw.ir.asm.UnresolvedOperand;
import rw.ir.attr.IntegerAttr;
import rw.ir.type.Type;

/**
 * {@code llvm.switch %v : i32, ^default(%a : i32) [ 1: ^bb1, 2: ^bb2(%b : i32) ]}, one case per
 * line; case values print signed.
 */
public final class LlvmSwitchSyntax implements OpSyntax {
  private static final InherentAttributes INHERENT = InherentAttributes.of(SwitchCases.CASE_VALUES,
      SwitchCases.CASE_OPERAND_SEGMENTS, SwitchCases.SEGMENTS, "branch_weights");

  @Override
  public boolean parse(OpAsmParser parser, OperationState state) {
    UnresolvedOperand flag = parser.parseOperand();
    if (flag == null) return false;
    Type flagType = parser.parseColonType();
    if (flagType == null || !parser.parseComma()) return false;
    SwitchCases cases = new SwitchCases(flagType);
    if (!cases.parseDefault(parser) || !parser.parseLSquare()) return false;
    Long value = parser.parseOptionalInteger();
    while (value != null) {
      if (!cases.parseCase(parser, value)) return false;
      if (!parser.parseOptionalComma()) break;
      value = parser.parseInteger("");
      if (value == null) return false;
    }
    if (!parser.parseRSquare()) return false;
    if (!parser.resolveOperand(flag, flagType, state.operands)) return false;
    cases.addTo(state);
    return parser.parseOptionalAttrDict(state.attributes) && INHERENT.moveToProperties(state);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.append(" ").printOperand(op.operand(0)).append(" : ").printType(op.operand(0).type()).append(", ");
    p.printSuccessorAndUseList(op.successor(0), SwitchCases.destinationOperands(op, 0));
    p.append(" [").printNewline();
    List<IntegerAttr> values = SwitchCases.caseValues(op);
    for (int i = 0; i < values.size(); i++) {
      if (i > 0) p.append(",").printNewline();
      p.append("  ").append(TypedAttributes.signedValue(values.get(i)).toString()).append(": ");
      p.printSuccessorAndUseList(op.successor(i + 1), SwitchCases.destinationOperands(op, i + 1));
    }
    if (!values.isEmpty()) p.printNewline();
    p.append("]");
    p.printOptionalAttrDict(op.attrDictionary(), List.of(SwitchCases.CASE_VALUES,
        SwitchCases.CASE_OPERAND_SEGMENTS, SwitchCases.SEGMENTS));
  }
}
