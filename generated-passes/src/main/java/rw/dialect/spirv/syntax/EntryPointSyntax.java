package rw.dialect.spirv.syntax;

import java.util.ArrayList;
import java.util.List;
import rw.dialect.spirv.SpirvEnumAttr;
import rw.dialect.spirv.SpirvEnumKind;
import rw.dialect.syntax.InherentAttributes;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.asm.OpAsmParser;
import rw.ir.asm.OpAsmPrinter;
import rw.ir.asm.OpSyntax;
import rw.ir.attr.ArrayAttr;
import rw.ir.attr.Attribute;
import rw.ir.attr.SymbolRefAttr;
import rw.ir.loc.Location;

/** {@code spirv.EntryPoint "GLCompute" @fn, @var1, @var2}. */
public final class EntryPointSyntax implements OpSyntax {
  static final String EXECUTION_MODEL = "execution_model";
  static final String FN = "fn";
  static final String INTERFACE = "interface";
  private static final InherentAttributes INHERENT = InherentAttributes.of(EXECUTION_MODEL, FN, INTERFACE);

  @Override
  public boolean parse(OpAsmParser parser, OperationState state) {
    SpirvEnumAttr model = SpirvEnums.parseString(parser, SpirvEnumKind.EXECUTION_MODEL);
    if (model == null) return false;
    state.addAttribute(EXECUTION_MODEL, model);
    Attribute fn = parseFlatSymbol(parser);
    if (fn == null) return false;
    state.addAttribute(FN, fn);
    List<Attribute> vars = new ArrayList<>();
    while (parser.parseOptionalComma()) {
      Attribute var = parseFlatSymbol(parser);
      if (var == null) return false;
      vars.add(var);
    }
    state.addAttribute(INTERFACE, new ArrayAttr(vars));
    return INHERENT.moveToProperties(state);
  }

  /** {@code @name}: a flat symbol reference; {@code null} after an error. */
  static Attribute parseFlatSymbol(OpAsmParser parser) {
    Location at = parser.currentLocation();
    Attribute a = parser.parseAttribute();
    if (a == null) return null;
    if (a instanceof SymbolRefAttr s && s.isFlat()) return a;
    parser.emitError(at, "invalid kind of attribute specified");
    return null;
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.append(" \"").append(SpirvEnums.spelling(op.inherentAttr(EXECUTION_MODEL))).append("\" ");
    p.printSymbolName(((SymbolRefAttr) op.inherentAttr(FN)).root());
    if (!(op.inherentAttr(INTERFACE) instanceof ArrayAttr vars) || vars.elements().isEmpty()) return;
    p.append(", ");
    for (int i = 0; i < vars.size(); i++) {
      if (i > 0) p.append(", ");
      p.printAttribute(vars.get(i));
    }
  }
}
