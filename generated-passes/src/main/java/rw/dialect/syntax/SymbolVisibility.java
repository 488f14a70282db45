package rw.dialect.syntax;

import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.asm.OpAsmParser;
import rw.ir.asm.OpAsmPrinter;
import rw.ir.attr.StringAttr;

/** The optional {@code private}/{@code public}/{@code nested} keyword of symbols ({@code sym_visibility}). */
public final class SymbolVisibility {
  public static final String ATTR = "sym_visibility";
  public static final String SYM_NAME = "sym_name";

  private SymbolVisibility() {}

  /** Parses the keyword when present, adding {@code sym_visibility}. */
  public static void parseOptional(OpAsmParser parser, OperationState state) {
    for (String v : new String[] {"private", "public", "nested"}) {
      if (parser.parseOptionalKeyword(v)) {
        state.addAttribute(ATTR, new StringAttr(v, null));
        return;
      }
    }
  }

  /** Prints {@code "private "} etc. when the op has a visibility. */
  public static void print(Operation op, OpAsmPrinter p) {
    if (op.inherentAttr(ATTR) instanceof StringAttr s) p.append(s.value()).append(" ");
  }

  /** {@code @name} parsed into {@code sym_name}; {@code false} after an error. */
  public static boolean parseSymbolName(OpAsmParser parser, OperationState state) {
    String name = parser.parseSymbolName();
    if (name == null) return false;
    state.addAttribute(SYM_NAME, new StringAttr(name, null));
    return true;
  }

  /** The op's {@code sym_name}, or {@code ""}. */
  public static String symbolName(Operation op) {
    return op.inherentAttr(SYM_NAME) instanceof StringAttr s ? s.value() : "";
  }
}
