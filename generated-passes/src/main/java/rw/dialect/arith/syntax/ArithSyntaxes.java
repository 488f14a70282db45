package rw.dialect.arith.syntax;

import java.util.List;
import rw.dialect.syntax.OpSyntaxEntry;

/** The hand-written custom forms of the arith dialect, in a fixed order. */
public final class ArithSyntaxes {
  private ArithSyntaxes() {}

  public static List<OpSyntaxEntry> ops() {
    return List.of(
        new OpSyntaxEntry("arith.constant", new ConstantSyntax()),
        new OpSyntaxEntry("arith.select", new SelectSyntax()));
  }
}
