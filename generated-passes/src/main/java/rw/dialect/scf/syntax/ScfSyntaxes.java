package rw.dialect.scf.syntax;

import java.util.List;
import rw.dialect.syntax.OpSyntaxEntry;

/** The hand-written custom forms of the scf dialect, in a fixed order. */
public final class ScfSyntaxes {
  private ScfSyntaxes() {}

  public static List<OpSyntaxEntry> ops() {
    return List.of(
        new OpSyntaxEntry("scf.for", new ForSyntax()),
        new OpSyntaxEntry("scf.if", new IfSyntax()),
        new OpSyntaxEntry("scf.while", new WhileSyntax()));
  }
}
