package rw.ir.def;

import java.util.ArrayList;
import java.util.List;
import rw.ir.Context;
import rw.ir.asm.DialectSyntax;
import rw.ir.asm.SyntaxRegistry;

/**
 * A dialect: its namespace, its op specs in a fixed order, and the textual syntax of its types and
 * attributes. {@link #register} registers them in that order (the type/attribute syntax first),
 * so contexts built from the same specs are identical.
 */
public final class DialectSpec {
  private final String name;
  private final List<OpSpec> ops;
  private final DialectSyntax syntax;

  private DialectSpec(String name, List<OpSpec> ops, DialectSyntax syntax) {
    this.name = name;
    this.ops = List.copyOf(ops);
    this.syntax = syntax;
  }

  /** A dialect named {@code name}, with the type/attribute syntax {@code syntax} (may be {@code null}). */
  public static DialectSpec of(String name, DialectSyntax syntax, List<OpSpec> ops) {
    if (name == null || name.isEmpty() || name.indexOf('.') >= 0) throw new IllegalArgumentException("bad dialect name " + name);
    if (syntax != null && !syntax.dialect().equals(name)) {
      throw new IllegalArgumentException("dialect " + name + " given the syntax of " + syntax.dialect());
    }
    List<String> seen = new ArrayList<>();
    for (OpSpec op : ops) {
      if (!op.name().startsWith(name + ".")) throw new IllegalArgumentException(op.name() + " is not in dialect " + name);
      if (seen.contains(op.name())) throw new IllegalArgumentException(op.name() + " listed twice");
      seen.add(op.name());
    }
    return new DialectSpec(name, ops, syntax);
  }

  public static DialectSpec of(String name, List<OpSpec> ops) {
    return of(name, null, ops);
  }

  public String name() {
    return name;
  }

  /** The ops, in registration order. */
  public List<OpSpec> ops() {
    return ops;
  }

  /** The op spec named {@code opName}, or {@code null}. */
  public OpSpec op(String opName) {
    for (OpSpec s : ops) {
      if (s.name().equals(opName)) return s;
    }
    return null;
  }

  /** Registers the type/attribute syntax (if any) and then every op, in order. */
  public void register(Context ctx) {
    if (syntax != null) SyntaxRegistry.of(ctx).register(syntax);
    for (OpSpec op : ops) ctx.registerOp(op.toOpDef());
  }
}
