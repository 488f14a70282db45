package rw.dialect.func.syntax;

import java.util.ArrayList;
import java.util.List;
import rw.dialect.syntax.FunctionSignature;
import rw.dialect.syntax.InherentAttributes;
import rw.dialect.syntax.SymbolVisibility;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.Region;
import rw.ir.asm.OpAsmParser;
import rw.ir.asm.OpAsmPrinter;
import rw.ir.asm.OpSyntax;
import rw.ir.attr.NamedAttribute;
import rw.ir.attr.TypeAttr;
import rw.ir.loc.Location;
import rw.ir.type.FunctionType;

/**
 * {@code func.func private @name(%arg0: i32 {attrs}) -> (i32 {attrs}) attributes {...} {body}}
 * (MLIR's function_interface_impl::parseFunctionOp/printFunctionOp). Ops in the body may leave
 * out the {@code func.} prefix.
 */
public final class FuncSyntax implements OpSyntax {
  static final String FUNCTION_TYPE = "function_type";
  private static final InherentAttributes INHERENT = InherentAttributes.of(SymbolVisibility.SYM_NAME,
      FUNCTION_TYPE, SymbolVisibility.ATTR, FunctionSignature.ARG_ATTRS, FunctionSignature.RES_ATTRS, "no_inline");
  private static final List<String> ELIDED = List.of(SymbolVisibility.ATTR, FUNCTION_TYPE,
      FunctionSignature.ARG_ATTRS, FunctionSignature.RES_ATTRS, SymbolVisibility.SYM_NAME);

  @Override
  public boolean parse(OpAsmParser parser, OperationState state) {
    SymbolVisibility.parseOptional(parser, state);
    if (!SymbolVisibility.parseSymbolName(parser, state)) return false;
    FunctionSignature sig = FunctionSignature.parse(parser, state, false);
    if (sig == null) return false;
    state.addAttribute(FUNCTION_TYPE, new TypeAttr(sig.functionType()));
    if (!parseFunctionAttributes(parser, state, FUNCTION_TYPE)) return false;
    sig.addArgAndResultAttrs(state);
    Region body = state.addRegion();
    if (!parser.parseOptionalRegion(body, sig.entryArguments())) return false;
    return INHERENT.moveToProperties(state);
  }

  /**
   * {@code attributes {...}}, rejecting the attributes the signature already gives (MLIR's
   * "is an inferred attribute" error).
   */
  static boolean parseFunctionAttributes(OpAsmParser parser, OperationState state, String typeAttrName) {
    Location at = parser.currentLocation();
    List<NamedAttribute> parsed = new ArrayList<>();
    if (!parser.parseOptionalAttrDictWithKeyword(parsed)) return false;
    for (String disallowed : new String[] {SymbolVisibility.ATTR, SymbolVisibility.SYM_NAME, typeAttrName}) {
      for (NamedAttribute a : parsed) {
        if (a.name().equals(disallowed)) {
          return parser.emitError(at, "'" + disallowed
              + "' is an inferred attribute and should not be specified in the explicit attribute dictionary");
        }
      }
    }
    state.attributes.addAll(parsed);
    return true;
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.append(" ");
    SymbolVisibility.print(op, p);
    p.printSymbolName(SymbolVisibility.symbolName(op));
    FunctionType type = (FunctionType) ((TypeAttr) op.inherentAttr(FUNCTION_TYPE)).type();
    Region body = op.region(0);
    FunctionSignature.print(p, op, body, type.inputs(), false, type.results());
    p.printOptionalAttrDictWithKeyword(op.attrDictionary(), ELIDED);
    if (body.isEmpty()) return;
    p.append(" ").printRegion(body, false, true);
  }

  @Override
  public String defaultDialect() {
    return "func";
  }
}
