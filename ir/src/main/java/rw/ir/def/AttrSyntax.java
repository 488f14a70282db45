package rw.ir.def;

import rw.ir.asm.OpAsmParser;
import rw.ir.asm.OpAsmPrinter;
import rw.ir.attr.Attribute;
import rw.ir.attr.StringAttr;

/**
 * The way an assembly format writes one attribute when no built-in form fits: MLIR's properties
 * with their own printer and parser ({@code llvm.add}'s {@code overflow<nsw>}, kept as
 * {@code overflowFlags = 1 : i32}). Attached with {@link AttrConstraint#withSyntax}.
 */
public interface AttrSyntax {
  /** What {@link #parse} returns, when asked for an optional attribute, if it is not next. */
  Attribute ABSENT = new StringAttr("<absent>", null);

  /** Writes {@code value}; the format has written the space before it. */
  void print(Attribute value, OpAsmPrinter p);

  /**
   * Reads the attribute: {@code null} after reporting an error; with {@code optional}, returns
   * {@link #ABSENT} (compared by identity) without consuming anything when it is not next.
   */
  Attribute parse(OpAsmParser p, boolean optional);
}
