package rw.ir.asm.print;

import java.util.IdentityHashMap;
import java.util.Map;
import rw.ir.OpName;
import rw.ir.Operation;
import rw.ir.asm.OpSyntax;
import rw.ir.asm.SyntaxRegistry;

/** The custom forms of the ops of one print, looked up once per op name. */
final class Syntaxes {
  private static final Object NONE = new Object();

  private final Map<OpName, Object> byName = new IdentityHashMap<>();

  /** The op's custom form, or {@code null} when it prints in the generic form. */
  OpSyntax of(Operation op) {
    OpName name = op.opName();
    Object s = byName.get(name);
    if (s == null) {
      OpSyntax found = SyntaxRegistry.of(op.context()).opSyntax(name);
      s = found == null ? NONE : found;
      byName.put(name, s);
    }
    return s == NONE ? null : (OpSyntax) s;
  }
}
