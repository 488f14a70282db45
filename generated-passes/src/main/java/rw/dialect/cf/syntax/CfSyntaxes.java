package rw.dialect.cf.syntax;

import java.util.List;
import rw.dialect.syntax.OpSyntaxEntry;

/** The hand-written custom forms of the cf dialect, in a fixed order. */
public final class CfSyntaxes {
  private CfSyntaxes() {}

  public static List<OpSyntaxEntry> ops() {
    return List.of(new OpSyntaxEntry("cf.switch", new SwitchSyntax()));
  }
}
