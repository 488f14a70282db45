package rw.ir.asm;

import java.util.HashMap;
import java.util.Map;
import rw.ir.BuiltinOps;
import rw.ir.Context;
import rw.ir.OpDef;
import rw.ir.OpName;

/**
 * The textual syntaxes of a context: dialect type/attribute parsers by namespace, and the custom
 * forms of ops. An op's custom form is the {@link OpSyntax} its {@link OpDef} implements, else
 * one registered here; the core's own ops ({@code builtin.module},
 * {@code builtin.unrealized_conversion_cast}) are registered here from the start, so that
 * {@code rw.ir} needs no syntax code. Obtain with {@link #of(Context)}.
 */
public final class SyntaxRegistry {
  private final Map<String, DialectSyntax> dialects = new HashMap<>();
  private final Map<String, OpSyntax> ops = new HashMap<>();

  private SyntaxRegistry() {
    registerOp(BuiltinOps.MODULE, new ModuleSyntax());
    registerOp(BuiltinOps.UNREALIZED_CONVERSION_CAST, new CastSyntax());
  }

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

  /** Gives the registered op {@code opName} a custom form (for ops whose definition cannot carry it). */
  public void registerOp(String opName, OpSyntax syntax) {
    if (ops.putIfAbsent(opName, syntax) != null) {
      throw new IllegalStateException("op syntax '" + opName + "' registered twice");
    }
  }

  /** The custom form of {@code name}: its definition's {@link OpSyntax}, else a registered one, else null. */
  public OpSyntax opSyntax(OpName name) {
    OpDef def = name.def();
    if (def == null) return null;
    OpSyntax s = def.getInterface(OpSyntax.class);
    return s != null ? s : ops.get(name.name());
  }
}
