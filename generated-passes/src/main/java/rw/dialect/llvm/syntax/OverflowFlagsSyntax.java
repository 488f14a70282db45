package rw.dialect.llvm.syntax;

import java.util.List;
import rw.dialect.syntax.InherentAttributes;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.asm.OpAsmParser;
import rw.ir.asm.OpAsmPrinter;
import rw.ir.asm.OpSyntax;
import rw.ir.asm.UnresolvedOperand;
import rw.ir.attr.IntegerAttr;
import rw.ir.loc.Location;
import rw.ir.type.IntegerType;
import rw.ir.type.Type;

/**
 * LLVM ops with integer overflow flags (custom directive OverflowFlags): the binary
 * {@code llvm.add %a, %b overflow<nsw, nuw> : i32} ({@code add}, {@code sub}, {@code mul},
 * {@code shl}) and the cast {@code llvm.trunc %a overflow<nuw> : i32 to i8}. The flags are the
 * i32 property {@code overflowFlags} (nsw = 1, nuw = 2), always present.
 */
public final class OverflowFlagsSyntax implements OpSyntax {
  static final String FLAGS = "overflowFlags";
  private static final InherentAttributes INHERENT = InherentAttributes.of(FLAGS);
  private static final List<String> NAMES = List.of("nsw", "nuw");
  private static final List<String> ELIDED = List.of(FLAGS);
  private final boolean cast;

  private OverflowFlagsSyntax(boolean cast) {
    this.cast = cast;
  }

  public static OverflowFlagsSyntax binary() {
    return new OverflowFlagsSyntax(false);
  }

  public static OverflowFlagsSyntax cast() {
    return new OverflowFlagsSyntax(true);
  }

  @Override
  public boolean parse(OpAsmParser parser, OperationState state) {
    UnresolvedOperand lhs = parser.parseOperand();
    if (lhs == null) return false;
    UnresolvedOperand rhs = null;
    if (!cast) {
      if (!parser.parseComma() || (rhs = parser.parseOperand()) == null) return false;
    }
    long flags = parseFlags(parser);
    if (flags < 0 || !parser.parseOptionalAttrDict(state.attributes)) return false;
    state.addAttribute(FLAGS, IntegerAttr.of(flags, IntegerType.I32));
    Type type = parser.parseColonType();
    if (type == null) return false;
    if (cast) {
      if (!parser.parseKeyword("to", "")) return false;
      Type result = parser.parseType();
      if (result == null || !parser.resolveOperand(lhs, type, state.operands)) return false;
      state.addType(result);
    } else {
      if (!parser.resolveOperands(List.of(lhs, rhs), List.of(type, type), state.operands)) return false;
      state.addType(type);
    }
    return INHERENT.moveToProperties(state);
  }

  /** {@code overflow<nsw, nuw>} when present: the flag bits, or -1 after an error. */
  private static long parseFlags(OpAsmParser parser) {
    if (!parser.parseOptionalKeyword("overflow")) return 0;
    if (!parser.parseLess()) return -1;
    long flags = 0;
    do {
      Location at = parser.currentLocation();
      String k = parser.parseKeyword("");
      if (k == null) return -1;
      int i = NAMES.indexOf(k);
      if (i < 0 && !k.equals("none")) {
        parser.emitError(at, "expected one of [none, nsw, nuw] for LLVM integer overflow flags, got: " + k);
        return -1;
      }
      if (i >= 0) flags |= 1L << i;
    } while (parser.parseOptionalComma());
    return parser.parseGreater() ? flags : -1;
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.append(" ").printOperand(op.operand(0));
    if (!cast) p.append(", ").printOperand(op.operand(1));
    long flags = op.inherentAttr(FLAGS) instanceof IntegerAttr f ? f.longValue() : 0;
    if (flags != 0) {
      p.append(" overflow<");
      boolean first = true;
      for (int i = 0; i < NAMES.size(); i++) {
        if ((flags & (1L << i)) == 0) continue;
        p.append(first ? "" : ", ").append(NAMES.get(i));
        first = false;
      }
      p.append(">");
    }
    p.printOptionalAttrDict(op.attrDictionary(), ELIDED);
    p.append(" : ").printType(op.operand(0).type());
    if (cast) p.append(" to ").printType(op.result(0).type());
  }
}
