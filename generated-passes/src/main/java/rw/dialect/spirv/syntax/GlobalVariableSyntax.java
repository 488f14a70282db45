package rw.dialect.spirv.syntax;

import java.util.List;
import rw.dialect.spirv.SpirvPointerType;
import rw.dialect.syntax.InherentAttributes;
import rw.dialect.syntax.SymbolVisibility;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.asm.OpAsmParser;
import rw.ir.asm.OpAsmPrinter;
import rw.ir.asm.OpSyntax;
import rw.ir.attr.Attribute;
import rw.ir.attr.SymbolRefAttr;
import rw.ir.attr.TypeAttr;
import rw.ir.loc.Location;
import rw.ir.type.Type;

/**
 * {@code spirv.GlobalVariable @name initializer(@init) bind(0, 1) {attrs} : !spirv.ptr<...>}
 * (or {@code built_in("Name")} instead of {@code bind}).
 */
public final class GlobalVariableSyntax implements OpSyntax {
  static final String TYPE = "type";
  static final String INITIALIZER = "initializer";
  private static final InherentAttributes INHERENT = InherentAttributes.of(TYPE, SymbolVisibility.SYM_NAME,
      INITIALIZER, "location", VariableDecorations.BINDING, VariableDecorations.DESCRIPTOR_SET,
      VariableDecorations.BUILT_IN, "linkage_attributes");

  @Override
  public boolean parse(OpAsmParser parser, OperationState state) {
    if (!SymbolVisibility.parseSymbolName(parser, state)) return false;
    if (parser.parseOptionalKeyword(INITIALIZER)) {
      if (!parser.parseLParen()) return false;
      Location at = parser.currentLocation();
      Attribute init = parser.parseAttribute();
      if (init == null) return false;
      if (!(init instanceof SymbolRefAttr s) || !s.isFlat()) return parser.emitError(at, "invalid kind of attribute specified");
      if (!parser.parseRParen()) return false;
      state.addAttribute(INITIALIZER, init);
    }
    if (!VariableDecorations.parse(parser, state)) return false;
    Location at = parser.currentLocation();
    Type type = parser.parseColonType();
    if (type == null) return false;
    if (!(type instanceof SpirvPointerType)) return parser.emitError(at, "expected spirv.ptr type");
    state.addAttribute(TYPE, new TypeAttr(type));
    return INHERENT.moveToProperties(state);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.append(" ").printSymbolName(SymbolVisibility.symbolName(op));
    if (op.inherentAttr(INITIALIZER) instanceof SymbolRefAttr init) {
      p.append(" initializer(").printSymbolName(init.root()).append(")");
    }
    VariableDecorations.print(op, p, List.of("storage_class", SymbolVisibility.SYM_NAME, INITIALIZER, TYPE));
    p.append(" : ").printType(((TypeAttr) op.inherentAttr(TYPE)).type());
  }
}
