package rw.ir.asm;

import java.util.HashMap;
import java.util.Map;
import rw.ir.Context;

/** The dialect syntaxes of a context, by namespace. Obtain with {@link #of(Context)}. */
public final class SyntaxRegistry {
  private final Map<String, DialectSyntax> dialects = new HashMap<>();

  public static SyntaxRegistry of(Context ctx) {
    return ctx.extension(SyntaxRegistry.class, SyntaxRegistry::new);
  }

  public void register(DialectSyntax syntax) {
    if (dialects.putIfAbsent(syntax.dialect(), syntax) != null) {
      throw new IllegalStateException("dialect syntax '" + syntax.dialect() + "' registered twice");
    }
  }

  /** The syntax of {@code dialect}, or {@code null} (its types and attributes stay opaque). */
  public DialectSyntax lookup(String dialect) {
    return dialects.get(dialect);
  }
}
