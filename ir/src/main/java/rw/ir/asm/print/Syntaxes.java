package rw.ir.asm.print;

import java.nio.charset.StandardCharsets;
import java.util.IdentityHashMap;
import java.util.Map;
import rw.ir.OpName;
import rw.ir.Operation;
import rw.ir.asm.OpSyntax;
import rw.ir.asm.SyntaxRegistry;

/** The custom forms of the ops of one print and their encoded names, looked up once per op name. */
final class Syntaxes {
  /** An op name's custom form ({@code null}: the generic form) and its name as UTF-8 bytes. */
  record Entry(OpSyntax syntax, byte[] name) {}

  private final Map<OpName, Entry> byName = new IdentityHashMap<>();

  /** The op's custom form, or {@code null} when it prints in the generic form. */
  OpSyntax of(Operation op) {
    return entry(op).syntax;
  }

  Entry entry(Operation op) {
    OpName name = op.opName();
    Entry e = byName.get(name);
    if (e == null) {
      OpSyntax found = SyntaxRegistry.of(op.context()).opSyntax(name);
      e = new Entry(found, op.name().getBytes(StandardCharsets.UTF_8));
      byName.put(name, e);
    }
    return e;
  }
}
