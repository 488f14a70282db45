package rw.dialect.func.syntax;

import java.util.List;
import rw.dialect.syntax.OpSyntaxEntry;

/** The hand-written custom forms of the func dialect, in a fixed order. */
public final class FuncSyntaxes {
  private FuncSyntaxes() {}

  public static List<OpSyntaxEntry> ops() {
    return List.of(new OpSyntaxEntry("func.func", new FuncSyntax()));
  }
}
