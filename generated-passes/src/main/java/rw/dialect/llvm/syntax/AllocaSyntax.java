package rw.dialect.llvm.syntax;

import java.util.ArrayList;
import java.util.List;
import rw.dialect.llvm.LlvmPointerType;
import rw.dialect.syntax.InherentAttributes;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.asm.OpAsmParser;
import rw.ir.asm.OpAsmPrinter;
import rw.ir.asm.OpSyntax;
import rw.ir.asm.UnresolvedOperand;
import rw.ir.attr.Attribute;
import rw.ir.attr.IntegerAttr;
import rw.ir.attr.NamedAttribute;
import rw.ir.attr.TypeAttr;
import rw.ir.attr.UnitAttr;
import rw.ir.loc.Location;
import rw.ir.type.FunctionType;
import rw.ir.type.Type;

/**
 * {@code llvm.alloca inalloca? %n x i32 {alignment = 8 : i64} : (i32) -> !llvm.ptr}; an alignment
 * of 0 is dropped.
 */
public final class AllocaSyntax implements OpSyntax {
  static final String ALIGNMENT = "alignment";
  static final String ELEM_TYPE = "elem_type";
  static final String INALLOCA = "inalloca";
  private static final InherentAttributes INHERENT = InherentAttributes.of(ALIGNMENT, ELEM_TYPE, INALLOCA);
  private static final List<String> ELIDED_ALIGNED = List.of(ELEM_TYPE, INALLOCA);
  private static final List<String> ELIDED = List.of(ALIGNMENT, ELEM_TYPE, INALLOCA);

  @Override
  public boolean parse(OpAsmParser parser, OperationState state) {
    if (parser.parseOptionalKeyword(INALLOCA)) state.addAttribute(INALLOCA, new UnitAttr());
    UnresolvedOperand size = parser.parseOperand();
    if (size == null || !parser.parseKeyword("x", "")) return false;
    Type elem = parser.parseType();
    if (elem == null || !parser.parseOptionalAttrDict(state.attributes) || !parser.parseColon()) return false;
    Location typeLoc = parser.currentLocation();
    Type type = parser.parseType();
    if (type == null) return false;
    if (!dropZeroAlignment(parser, state)) return false;
    if (!(type instanceof FunctionType fn) || fn.inputs().size() != 1 || fn.results().size() != 1) {
      return parser.emitError(typeLoc, "expected trailing function type with one argument and one result");
    }
    if (!parser.resolveOperand(size, fn.inputs().get(0), state.operands)) return false;
    if (fn.results().get(0) instanceof LlvmPointerType) state.addAttribute(ELEM_TYPE, new TypeAttr(elem));
    state.addType(fn.results().get(0));
    return INHERENT.moveToProperties(state);
  }

  private static boolean dropZeroAlignment(OpAsmParser parser, OperationState state) {
    Attribute alignment = InherentAttributes.find(state, ALIGNMENT);
    if (alignment == null) return true;
    if (!(alignment instanceof IntegerAttr a)) return parser.emitError(state.location, "expected integer alignment");
    if (a.value().signum() != 0) return true;
    List<NamedAttribute> kept = new ArrayList<>();
    for (NamedAttribute n : state.attributes) {
      if (!n.name().equals(ALIGNMENT)) kept.add(n);
    }
    state.attributes.clear();
    state.attributes.addAll(kept);
    return true;
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    if (op.inherentAttr(INALLOCA) != null) p.append(" inalloca");
    p.append(" ").printOperand(op.operand(0)).append(" x ").printType(((TypeAttr) op.inherentAttr(ELEM_TYPE)).type());
    boolean aligned = op.inherentAttr(ALIGNMENT) instanceof IntegerAttr a && a.value().signum() != 0;
    p.printOptionalAttrDict(op.attrDictionary(), aligned ? ELIDED_ALIGNED : ELIDED);
    p.append(" : ").printFunctionalType(op);
  }
}
