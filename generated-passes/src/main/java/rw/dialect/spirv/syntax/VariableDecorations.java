package rw.dialect.spirv.syntax;

import java.util.ArrayList;
import java.util.List;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.asm.OpAsmParser;
import rw.ir.asm.OpAsmPrinter;
import rw.ir.attr.Attribute;
import rw.ir.attr.IntegerAttr;
import rw.ir.attr.StringAttr;
import rw.ir.type.IntegerType;

/**
 * The decorations of SPIR-V variables (MLIR's parse/printVariableDecorations):
 * {@code bind(set, binding)} or {@code built_in("Name")}, then an optional attribute dictionary.
 */
final class VariableDecorations {
  static final String DESCRIPTOR_SET = "descriptor_set";
  static final String BINDING = "binding";
  static final String BUILT_IN = "built_in";

  private VariableDecorations() {}

  static boolean parse(OpAsmParser parser, OperationState state) {
    if (parser.parseOptionalKeyword("bind")) {
      if (!parser.parseLParen()) return false;
      Attribute set = parser.parseAttribute(IntegerType.I32);
      if (set == null || !parser.parseComma()) return false;
      Attribute binding = parser.parseAttribute(IntegerType.I32);
      if (binding == null || !parser.parseRParen()) return false;
      state.addAttribute(DESCRIPTOR_SET, set);
      state.addAttribute(BINDING, binding);
    } else if (parser.parseOptionalKeyword(BUILT_IN)) {
      if (!parser.parseLParen()) return false;
      Attribute builtIn = parser.parseAttribute();
      if (builtIn == null || !parser.parseRParen()) return false;
      state.addAttribute(BUILT_IN, builtIn);
    }
    return parser.parseOptionalAttrDict(state.attributes);
  }

  /** Prints the decorations and the remaining attributes not in {@code elided}. */
  static void print(Operation op, OpAsmPrinter p, List<String> elided) {
    List<String> hidden = new ArrayList<>(elided);
    if (op.inherentAttr(DESCRIPTOR_SET) instanceof IntegerAttr set
        && op.inherentAttr(BINDING) instanceof IntegerAttr binding) {
      hidden.add(DESCRIPTOR_SET);
      hidden.add(BINDING);
      p.append(" bind(").append(set.value().toString()).append(", ").append(binding.value().toString()).append(")");
    }
    if (op.inherentAttr(BUILT_IN) instanceof StringAttr builtIn) {
      p.append(" built_in(\"").append(builtIn.value()).append("\")");
      hidden.add(BUILT_IN);
    }
    p.printOptionalAttrDict(op.attrDictionary(), hidden);
  }
}
