package rw.dialect.spirv.syntax;

import java.util.List;
import rw.dialect.syntax.InherentAttributes;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.asm.OpAsmParser;
import rw.ir.asm.OpAsmPrinter;
import rw.ir.asm.OpSyntax;
import rw.ir.asm.UnresolvedOperand;
import rw.ir.attr.ArrayAttr;
import rw.ir.attr.Attribute;
import rw.ir.attr.NamedAttribute;
import rw.ir.type.Type;
import rw.ir.type.VectorType;

/**
 * {@code spirv.CompositeExtract %v[0 : i32] {attrs} : vector<3xi32>}: the result type is the
 * element the indices name (vectors of the builtin variables here).
 */
public final class CompositeExtractSyntax implements OpSyntax {
  private static final InherentAttributes INHERENT = InherentAttributes.of("indices");

  @Override
  public boolean parse(OpAsmParser parser, OperationState state) {
    UnresolvedOperand composite = parser.parseOperand();
    if (composite == null) return false;
    Attribute indices = parser.parseAttribute(null);
    if (!(indices instanceof ArrayAttr)) return false;
    if (!parser.parseOptionalAttrDict(state.attributes)) return false;
    Type type = parser.parseColonType();
    if (type == null || !parser.resolveOperand(composite, type, state.operands)) return false;
    if (!(type instanceof VectorType v)) return false;
    state.addType(v.elementType());
    state.attributes.add(new NamedAttribute("indices", indices));
    return INHERENT.moveToProperties(state);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.append(" ").printOperand(op.operand(0)).printAttribute(op.inherentAttr("indices"));
    p.printOptionalAttrDict(op.attrDictionary(), List.of("indices"));
    p.append(" : ").printType(op.operand(0).type());
  }
}
