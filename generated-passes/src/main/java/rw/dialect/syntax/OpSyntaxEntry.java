package rw.dialect.syntax;

import rw.ir.asm.OpSyntax;

/** An op name with the hand-written {@link OpSyntax} of its custom form. */
public record OpSyntaxEntry(String opName, OpSyntax syntax) {
  public OpSyntaxEntry {
    if (opName == null || syntax == null) throw new IllegalArgumentException("null component");
  }
}
