package rw.dialect.spirv.syntax;

import java.util.ArrayList;
import java.util.List;
import rw.dialect.syntax.InherentAttributes;
import rw.ir.Block;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.Value;
import rw.ir.asm.OpAsmParser;
import rw.ir.asm.OpAsmPrinter;
import rw.ir.asm.OpSyntax;
import rw.ir.asm.UnresolvedOperand;
import rw.ir.attr.ArrayAttr;
import rw.ir.attr.Attribute;
import rw.ir.attr.DenseArrayAttr;
import rw.ir.attr.IntegerAttr;
import rw.ir.type.IntegerType;

/** {@code spirv.BranchConditional %cond [5, 10], ^bb1(%a : i32), ^bb2}. */
public final class BranchConditionalSyntax implements OpSyntax {
  static final String WEIGHTS = "branch_weights";
  static final String SEGMENTS = "operandSegmentSizes";
  private static final InherentAttributes INHERENT = InherentAttributes.of(WEIGHTS, SEGMENTS);

  @Override
  public boolean parse(OpAsmParser parser, OperationState state) {
    UnresolvedOperand cond = parser.parseOperand();
    if (cond == null || !parser.resolveOperand(cond, IntegerType.I1, state.operands)) return false;
    if (parser.parseOptionalLSquare()) {
      Attribute trueWeight = parser.parseAttribute(IntegerType.I32);
      if (trueWeight == null || !parser.parseComma()) return false;
      Attribute falseWeight = parser.parseAttribute(IntegerType.I32);
      if (falseWeight == null || !parser.parseRSquare()) return false;
      state.addAttribute(WEIGHTS, new ArrayAttr(List.of(trueWeight, falseWeight)));
    }
    List<Value> trueOperands = new ArrayList<>();
    if (!parser.parseComma()) return false;
    Block trueDest = parser.parseSuccessorAndUseList(trueOperands);
    if (trueDest == null || !parser.parseComma()) return false;
    List<Value> falseOperands = new ArrayList<>();
    Block falseDest = parser.parseSuccessorAndUseList(falseOperands);
    if (falseDest == null) return false;
    state.addSuccessor(trueDest).addSuccessor(falseDest);
    state.addOperands(trueOperands).addOperands(falseOperands);
    state.addAttribute(SEGMENTS, new DenseArrayAttr(IntegerType.I32,
        List.of(1L, (long) trueOperands.size(), (long) falseOperands.size())));
    return INHERENT.moveToProperties(state);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.append(" ").printOperand(op.operand(0));
    if (op.inherentAttr(WEIGHTS) instanceof ArrayAttr weights) {
      p.append(" [");
      for (int i = 0; i < weights.size(); i++) {
        if (i > 0) p.append(", ");
        Attribute w = weights.get(i);
        p.append(w instanceof IntegerAttr n ? n.value().toString() : String.valueOf(w));
      }
      p.append("]");
    }
    DenseArrayAttr segments = (DenseArrayAttr) op.inherentAttr(SEGMENTS);
    int numTrue = segments.values().get(1).intValue();
    List<Value> operands = op.operands();
    p.append(", ").printSuccessorAndUseList(op.successor(0), operands.subList(1, 1 + numTrue));
    p.append(", ").printSuccessorAndUseList(op.successor(1), operands.subList(1 + numTrue, operands.size()));
  }
}
