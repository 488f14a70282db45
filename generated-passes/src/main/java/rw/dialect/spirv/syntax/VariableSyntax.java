package rw.dialect.spirv.syntax;

import java.util.List;
import rw.dialect.spirv.SpirvEnumAttr;
import rw.dialect.spirv.SpirvPointerType;
import rw.dialect.syntax.InherentAttributes;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.asm.OpAsmParser;
import rw.ir.asm.OpAsmPrinter;
import rw.ir.asm.OpSyntax;
import rw.ir.asm.UnresolvedOperand;
import rw.ir.loc.Location;
import rw.ir.type.Type;

/**
 * {@code spirv.Variable init(%v) bind(...) {attrs} : !spirv.ptr<i32, Function>}; the storage
 * class attribute comes from the pointer type.
 */
public final class VariableSyntax implements OpSyntax {
  static final String STORAGE_CLASS = "storage_class";
  private static final InherentAttributes INHERENT = InherentAttributes.of(STORAGE_CLASS);

  @Override
  public boolean parse(OpAsmParser parser, OperationState state) {
    UnresolvedOperand init = null;
    if (parser.parseOptionalKeyword("init")) {
      if (!parser.parseLParen()) return false;
      init = parser.parseOperand();
      if (init == null || !parser.parseRParen()) return false;
    }
    if (!VariableDecorations.parse(parser, state) || !parser.parseColon()) return false;
    Location at = parser.currentLocation();
    Type type = parser.parseType();
    if (type == null) return false;
    if (!(type instanceof SpirvPointerType ptr)) return parser.emitError(at, "expected spirv.ptr type");
    state.addType(ptr);
    if (init != null && !parser.resolveOperand(init, ptr.pointeeType(), state.operands)) return false;
    state.addAttribute(STORAGE_CLASS, SpirvEnumAttr.storageClass(ptr.storageClass()));
    return INHERENT.moveToProperties(state);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    if (op.numOperands() != 0) p.append(" init(").printOperand(op.operand(0)).append(")");
    VariableDecorations.print(op, p, List.of(STORAGE_CLASS));
    p.append(" : ").printType(op.result(0).type());
  }
}
