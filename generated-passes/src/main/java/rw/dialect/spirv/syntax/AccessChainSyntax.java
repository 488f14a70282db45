package rw.dialect.spirv.syntax;

import java.util.ArrayList;
import java.util.List;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.asm.OpAsmParser;
import rw.ir.asm.OpAsmPrinter;
import rw.ir.asm.OpSyntax;
import rw.ir.asm.UnresolvedOperand;
import rw.ir.type.Type;

/** {@code spirv.AccessChain %base[%i, %j] {attrs} : !spirv.ptr<...>, i32, i32 -> !spirv.ptr<...>}. */
public final class AccessChainSyntax implements OpSyntax {
  @Override
  public boolean parse(OpAsmParser parser, OperationState state) {
    UnresolvedOperand base = parser.parseOperand();
    if (base == null || !parser.parseLSquare()) return false;
    List<UnresolvedOperand> indices = parser.parseOperandList();
    if (indices == null || !parser.parseRSquare()) return false;
    if (!parser.parseOptionalAttrDict(state.attributes)) return false;
    Type baseType = parser.parseColonType();
    if (baseType == null) return false;
    List<Type> indexTypes = new ArrayList<>();
    if (!indices.isEmpty()) {
      if (!parser.parseComma()) return false;
      List<Type> types = parser.parseTypeList();
      if (types == null) return false;
      indexTypes.addAll(types);
    }
    if (!parser.parseArrow()) return false;
    Type result = parser.parseType();
    if (result == null) return false;
    if (!parser.resolveOperand(base, baseType, state.operands)) return false;
    if (!parser.resolveOperands(indices, indexTypes, state.operands)) return false;
    state.addType(result);
    return true;
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    List<rw.ir.Value> indices = op.operands().subList(1, op.numOperands());
    p.append(" ").printOperand(op.operand(0)).append("[").printOperands(indices).append("]");
    p.printOptionalAttrDict(op.attrDictionary(), List.of());
    p.append(" : ").printType(op.operand(0).type());
    if (!indices.isEmpty()) {
      p.append(", ");
      for (int i = 0; i < indices.size(); i++) {
        if (i > 0) p.append(", ");
        p.printType(indices.get(i).type());
      }
    }
    p.append(" -> ").printType(op.result(0).type());
  }
}
