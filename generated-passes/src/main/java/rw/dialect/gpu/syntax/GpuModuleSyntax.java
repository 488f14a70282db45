package rw.dialect.gpu.syntax;

import java.util.ArrayList;
import java.util.List;
import rw.dialect.syntax.InherentAttributes;
import rw.dialect.syntax.SymbolVisibility;
import rw.ir.Block;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.Region;
import rw.ir.asm.OpAsmParser;
import rw.ir.asm.OpAsmPrinter;
import rw.ir.asm.OpSyntax;
import rw.ir.attr.ArrayAttr;
import rw.ir.attr.Attribute;

/**
 * {@code gpu.module @name <#handler> [#targets] attributes {...} {body}}; the body is one block
 * without terminator.
 */
public final class GpuModuleSyntax implements OpSyntax {
  static final String TARGETS = "targets";
  static final String OFFLOADING_HANDLER = "offloadingHandler";
  private static final InherentAttributes INHERENT = InherentAttributes.of(SymbolVisibility.SYM_NAME,
      TARGETS, OFFLOADING_HANDLER);

  @Override
  public boolean parse(OpAsmParser parser, OperationState state) {
    if (!SymbolVisibility.parseSymbolName(parser, state)) return false;
    if (parser.parseOptionalLess()) {
      Attribute handler = parser.parseAttribute();
      if (handler == null || !parser.parseGreater()) return false;
      state.addAttribute(OFFLOADING_HANDLER, handler);
    }
    if (parser.parseOptionalLSquare()) {
      List<Attribute> targets = new ArrayList<>();
      if (!parser.parseOptionalRSquare()) {
        do {
          Attribute t = parser.parseAttribute();
          if (t == null) return false;
          targets.add(t);
        } while (parser.parseOptionalComma());
        if (!parser.parseRSquare()) return false;
      }
      state.addAttribute(TARGETS, new ArrayAttr(targets));
    }
    if (!parser.parseOptionalAttrDictWithKeyword(state.attributes)) return false;
    Region body = state.addRegion();
    if (!parser.parseRegion(body, List.of())) return false;
    if (body.isEmpty()) body.addBlock(new Block());
    return INHERENT.moveToProperties(state);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.append(" ").printSymbolName(SymbolVisibility.symbolName(op));
    Attribute handler = op.inherentAttr(OFFLOADING_HANDLER);
    if (handler != null) p.append(" <").printAttribute(handler).append(">");
    Attribute targets = op.inherentAttr(TARGETS);
    if (targets != null) p.append(" ").printAttribute(targets);
    p.printOptionalAttrDictWithKeyword(op.attrDictionary(),
        List.of(SymbolVisibility.SYM_NAME, TARGETS, OFFLOADING_HANDLER));
    p.append(" ").printRegion(op.region(0), false, false);
  }
}
