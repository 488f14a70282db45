package rw.dialect.spirv.syntax;

import java.util.List;
import rw.dialect.spirv.SpirvEnumAttr;
import rw.dialect.spirv.SpirvEnumKind;
import rw.dialect.syntax.FunctionSignature;
import rw.dialect.syntax.InherentAttributes;
import rw.dialect.syntax.SymbolVisibility;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.Region;
import rw.ir.asm.OpAsmParser;
import rw.ir.asm.OpAsmPrinter;
import rw.ir.asm.OpSyntax;
import rw.ir.attr.TypeAttr;
import rw.ir.type.FunctionType;

/** {@code spirv.func @name(%arg0: i32) -> i32 "None" attributes {...} {body}}. */
public final class SpirvFuncSyntax implements OpSyntax {
  static final String FUNCTION_TYPE = "function_type";
  static final String FUNCTION_CONTROL = "function_control";
  private static final InherentAttributes INHERENT = InherentAttributes.of(SymbolVisibility.SYM_NAME,
      FUNCTION_TYPE, FUNCTION_CONTROL, FunctionSignature.ARG_ATTRS, FunctionSignature.RES_ATTRS,
      "linkage_attributes");
  private static final List<String> ELIDED = List.of(FUNCTION_CONTROL, FUNCTION_TYPE,
      FunctionSignature.ARG_ATTRS, FunctionSignature.RES_ATTRS, SymbolVisibility.SYM_NAME);

  @Override
  public boolean parse(OpAsmParser parser, OperationState state) {
    if (!SymbolVisibility.parseSymbolName(parser, state)) return false;
    FunctionSignature sig = FunctionSignature.parse(parser, state, false);
    if (sig == null) return false;
    state.addAttribute(FUNCTION_TYPE, new TypeAttr(sig.functionType()));
    SpirvEnumAttr control = SpirvEnums.parseString(parser, SpirvEnumKind.FUNCTION_CONTROL);
    if (control == null) return false;
    state.addAttribute(FUNCTION_CONTROL, control);
    if (!parser.parseOptionalAttrDictWithKeyword(state.attributes)) return false;
    sig.addArgAndResultAttrs(state);
    if (!parser.parseOptionalRegion(state.addRegion(), sig.entryArguments())) return false;
    return INHERENT.moveToProperties(state);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.append(" ").printSymbolName(SymbolVisibility.symbolName(op));
    FunctionType type = (FunctionType) ((TypeAttr) op.inherentAttr(FUNCTION_TYPE)).type();
    Region body = op.region(0);
    FunctionSignature.print(p, op, body, type.inputs(), false, type.results());
    p.append(" \"").append(SpirvEnums.spelling(op.inherentAttr(FUNCTION_CONTROL))).append("\"");
    p.printOptionalAttrDictWithKeyword(op.attrDictionary(), ELIDED);
    if (!body.isEmpty()) p.append(" ").printRegion(body, false, true);
  }
}
