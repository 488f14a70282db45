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
import rw.ir.attr.IntegerAttr;
import rw.ir.attr.SymbolRefAttr;
import rw.ir.type.IntegerType;

/** {@code spirv.ExecutionMode @fn "LocalSize", 1, 1, 1}; the values are i32. */
public final class ExecutionModeSyntax implements OpSyntax {
  static final String EXECUTION_MODE = "execution_mode";
  static final String FN = "fn";
  static final String VALUES = "values";
  private static final InherentAttributes INHERENT = InherentAttributes.of(EXECUTION_MODE, FN, VALUES);

  @Override
  public boolean parse(OpAsmParser parser, OperationState state) {
    Attribute fn = parser.parseAttribute();
    if (fn == null) return false;
    state.addAttribute(FN, fn);
    SpirvEnumAttr mode = SpirvEnums.parseString(parser, SpirvEnumKind.EXECUTION_MODE);
    if (mode == null) return false;
    state.addAttribute(EXECUTION_MODE, mode);
    List<Attribute> values = new ArrayList<>();
    while (parser.parseOptionalComma()) {
      Attribute v = parser.parseAttribute(IntegerType.I32);
      if (v == null) return false;
      values.add(v instanceof IntegerAttr i ? IntegerAttr.of(i.longValue(), IntegerType.I32) : v);
    }
    state.addAttribute(VALUES, new ArrayAttr(values));
    return INHERENT.moveToProperties(state);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.append(" ").printSymbolName(((SymbolRefAttr) op.inherentAttr(FN)).root());
    p.append(" \"").append(SpirvEnums.spelling(op.inherentAttr(EXECUTION_MODE))).append("\"");
    if (!(op.inherentAttr(VALUES) instanceof ArrayAttr values) || values.elements().isEmpty()) return;
    p.append(", ");
    for (int i = 0; i < values.size(); i++) {
      if (i > 0) p.append(", ");
      Attribute v = values.get(i);
      p.append(v instanceof IntegerAttr n ? n.value().toString() : String.valueOf(v));
    }
  }
}
