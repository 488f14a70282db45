package rw.dialect.cf.syntax;

import java.util.List;
import rw.dialect.syntax.InherentAttributes;
import rw.dialect.syntax.SwitchCases;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.asm.OpAsmParser;
import rw.ir.asm.OpAsmPrinter;
import rw.ir.asm.OpSyntax;
import rw.ir.asm.UnresolvedOperand;
import rw.ir.attr.IntegerAttr;
import rw.ir.type.Type;

/**
 * {@code cf.switch %flag : i32, [ default: ^bb1(%a : i32), 42: ^bb2 ]}, one destination per
 * line; case values print unsigned.
 */
public final class SwitchSyntax implements OpSyntax {
  private static final InherentAttributes INHERENT = InherentAttributes.of(SwitchCases.CASE_VALUES,
      SwitchCases.CASE_OPERAND_SEGMENTS, SwitchCases.SEGMENTS);

  @Override
  public boolean parse(OpAsmParser parser, OperationState state) {
    UnresolvedOperand flag = parser.parseOperand();
    if (flag == null) return false;
    Type flagType = parser.parseColonType();
    if (flagType == null || !parser.parseComma() || !parser.parseLSquare()) return false;
    if (!parser.parseKeyword("default", "") || !parser.parseColon()) return false;
    SwitchCases cases = new SwitchCases(flagType);
    if (!cases.parseDefault(parser)) return false;
    while (parser.parseOptionalComma()) {
      Long value = parser.parseInteger("");
      if (value == null || !cases.parseCase(parser, value)) return false;
    }
    if (!parser.parseRSquare()) return false;
    if (!parser.resolveOperand(flag, flagType, state.operands)) return false;
    cases.addTo(state);
    return parser.parseOptionalAttrDict(state.attributes) && INHERENT.moveToProperties(state);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.append(" ").printOperand(op.operand(0)).append(" : ").printType(op.operand(0).type()).append(", [");
    p.printNewline().append("  default: ");
    p.printSuccessorAndUseList(op.successor(0), SwitchCases.destinationOperands(op, 0));
    List<IntegerAttr> values = SwitchCases.caseValues(op);
    for (int i = 0; i < values.size(); i++) {
      p.append(",").printNewline().append("  ").append(SwitchCases.unsigned(values.get(i)).toString()).append(": ");
      p.printSuccessorAndUseList(op.successor(i + 1), SwitchCases.destinationOperands(op, i + 1));
    }
    if (!values.isEmpty()) p.printNewline();
    p.append("]");
    p.printOptionalAttrDict(op.attrDictionary(), List.of(SwitchCases.CASE_VALUES,
        SwitchCases.CASE_OPERAND_SEGMENTS, SwitchCases.SEGMENTS));
  }
}
