package rw.dialect.scf.syntax;

import java.util.List;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.Region;
import rw.ir.asm.OpAsmParser;
import rw.ir.asm.OpAsmPrinter;
import rw.ir.asm.OpSyntax;
import rw.ir.asm.UnresolvedOperand;
import rw.ir.type.IntegerType;
import rw.ir.type.Type;

/**
 * {@code scf.if %cond -> (i32) {...} else {...}}. Terminators are printed only when the op has
 * results; regions without one get an implicit {@code scf.yield}; a missing else region stays
 * empty.
 */
public final class IfSyntax implements OpSyntax {
  @Override
  public boolean parse(OpAsmParser parser, OperationState state) {
    Region thenRegion = state.addRegion();
    Region elseRegion = state.addRegion();
    UnresolvedOperand cond = parser.parseOperand();
    if (cond == null || !parser.resolveOperand(cond, IntegerType.I1, state.operands)) return false;
    if (parser.parseOptionalArrow()) {
      List<Type> types = parser.parseFunctionResultTypes();
      if (types == null) return false;
      state.addTypes(types);
    }
    if (!parser.parseRegion(thenRegion, List.of())) return false;
    ImplicitYield.ensure(thenRegion, state.name, state.location);
    if (parser.parseOptionalKeyword("else")) {
      if (!parser.parseRegion(elseRegion, List.of())) return false;
      ImplicitYield.ensure(elseRegion, state.name, state.location);
    }
    return parser.parseOptionalAttrDict(state.attributes);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.append(" ").printOperand(op.operand(0));
    boolean printTerminators = op.numResults() > 0;
    if (printTerminators) p.append(" -> (").printTypes(op.resultTypes()).append(")");
    p.append(" ").printRegion(op.region(0), false, printTerminators);
    Region elseRegion = op.region(1);
    if (!elseRegion.isEmpty()) p.append(" else ").printRegion(elseRegion, false, printTerminators);
    p.printOptionalAttrDict(op.attrDictionary(), List.of());
  }
}
