package rw.dialect.spirv.syntax;

import java.util.List;
import rw.dialect.spirv.SpirvEnumAttr;
import rw.dialect.spirv.SpirvEnumKind;
import rw.dialect.syntax.InherentAttributes;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.asm.OpAsmParser;
import rw.ir.asm.OpAsmPrinter;
import rw.ir.asm.OpSyntax;
import rw.ir.type.Type;

/**
 * {@code spirv.mlir.loop control(Unroll) -> i32 {...}} and {@code spirv.mlir.selection}: the
 * control attribute ({@code None} unless written) and the region, terminators printed.
 */
public final class StructuredControlSyntax implements OpSyntax {
  private final SpirvEnumKind kind;
  private final InherentAttributes inherent;

  private StructuredControlSyntax(SpirvEnumKind kind) {
    this.kind = kind;
    this.inherent = InherentAttributes.of(kind.mnemonic());
  }

  public static StructuredControlSyntax loop() {
    return new StructuredControlSyntax(SpirvEnumKind.LOOP_CONTROL);
  }

  public static StructuredControlSyntax selection() {
    return new StructuredControlSyntax(SpirvEnumKind.SELECTION_CONTROL);
  }

  @Override
  public boolean parse(OpAsmParser parser, OperationState state) {
    SpirvEnumAttr control = new SpirvEnumAttr(kind, "None");
    if (parser.parseOptionalKeyword("control")) {
      if (!parser.parseLParen()) return false;
      control = SpirvEnums.parseKeyword(parser, kind);
      if (control == null || !parser.parseRParen()) return false;
    }
    state.addAttribute(kind.mnemonic(), control);
    if (parser.parseOptionalArrow()) {
      List<Type> types = parser.parseTypeList();
      if (types == null) return false;
      state.addTypes(types);
    }
    if (!parser.parseRegion(state.addRegion(), List.of())) return false;
    return inherent.moveToProperties(state);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    String control = SpirvEnums.spelling(op.inherentAttr(kind.mnemonic()));
    if (!control.equals("None")) p.append(" control(").append(control).append(")");
    if (op.numResults() > 0) p.append(" -> ").printTypes(op.resultTypes());
    p.append(" ").printRegion(op.region(0), false, true);
  }
}
