package rw.dialect.spirv.syntax;

import java.util.List;
import rw.dialect.spirv.SpirvEnumAttr;
import rw.dialect.spirv.SpirvEnumKind;
import rw.dialect.syntax.InherentAttributes;
import rw.dialect.syntax.SymbolVisibility;
import rw.ir.Block;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.Region;
import rw.ir.asm.OpAsmParser;
import rw.ir.asm.OpAsmPrinter;
import rw.ir.asm.OpSyntax;
import rw.ir.attr.Attribute;
import rw.ir.attr.StringAttr;

/** {@code spirv.module @name? Logical GLSL450 requires #spirv.vce<...> attributes {...} {body}}. */
public final class SpirvModuleSyntax implements OpSyntax {
  static final String ADDRESSING_MODEL = "addressing_model";
  static final String MEMORY_MODEL = "memory_model";
  static final String VCE_TRIPLE = "vce_triple";
  private static final InherentAttributes INHERENT = InherentAttributes.of(ADDRESSING_MODEL, MEMORY_MODEL,
      VCE_TRIPLE, SymbolVisibility.SYM_NAME);

  @Override
  public boolean parse(OpAsmParser parser, OperationState state) {
    String name = parser.parseOptionalSymbolName();
    if (name != null) state.addAttribute(SymbolVisibility.SYM_NAME, new StringAttr(name, null));
    SpirvEnumAttr addressing = SpirvEnums.parseKeyword(parser, SpirvEnumKind.ADDRESSING_MODEL);
    if (addressing == null) return false;
    SpirvEnumAttr memory = SpirvEnums.parseKeyword(parser, SpirvEnumKind.MEMORY_MODEL);
    if (memory == null) return false;
    state.addAttribute(ADDRESSING_MODEL, addressing);
    state.addAttribute(MEMORY_MODEL, memory);
    if (parser.parseOptionalKeyword("requires")) {
      Attribute vce = parser.parseAttribute();
      if (vce == null) return false;
      state.addAttribute(VCE_TRIPLE, vce);
    }
    if (!parser.parseOptionalAttrDictWithKeyword(state.attributes)) return false;
    Region body = state.addRegion();
    if (!parser.parseRegion(body, List.of())) return false;
    if (body.isEmpty()) body.addBlock(new Block());
    return INHERENT.moveToProperties(state);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    if (op.inherentAttr(SymbolVisibility.SYM_NAME) instanceof StringAttr name) {
      p.append(" ").printSymbolName(name.value());
    }
    p.append(" ").append(SpirvEnums.spelling(op.inherentAttr(ADDRESSING_MODEL)))
        .append(" ").append(SpirvEnums.spelling(op.inherentAttr(MEMORY_MODEL)));
    Attribute vce = op.inherentAttr(VCE_TRIPLE);
    if (vce != null) p.append(" requires ").printAttribute(vce);
    p.printOptionalAttrDictWithKeyword(op.attrDictionary(),
        List.of(ADDRESSING_MODEL, MEMORY_MODEL, SymbolVisibility.SYM_NAME, VCE_TRIPLE));
    p.append(" ").printRegion(op.region(0), true, true);
  }
}
