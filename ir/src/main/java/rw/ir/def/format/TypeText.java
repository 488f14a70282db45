package rw.ir.def.format;

import java.util.ArrayList;
import java.util.List;
import rw.ir.Context;
import rw.ir.Operation;
import rw.ir.Value;
import rw.ir.asm.DialectSyntax;
import rw.ir.asm.OpAsmParser;
import rw.ir.asm.OpAsmPrinter;
import rw.ir.asm.SyntaxRegistry;
import rw.ir.def.Arity;
import rw.ir.def.OpSpec;
import rw.ir.def.SegmentAccess;
import rw.ir.def.StrippedForm;
import rw.ir.def.ValueSpec;
import rw.ir.type.Type;

/** How {@code type($x)} writes and reads types. */
final class TypeText {
  private TypeText() {}

  /** The types an argument of a type directive stands for on {@code op}. */
  static List<Type> types(Element arg, Operation op, OpSpec spec) {
    List<? extends Value> values;
    if (arg instanceof Element.Operand o) values = SegmentAccess.operands(op, spec, o.group());
    else if (arg instanceof Element.Result r) values = SegmentAccess.results(op, spec, r.group());
    else if (arg instanceof Element.AllOperands) values = op.operands();
    else values = op.results();
    List<Type> types = new ArrayList<>(values.size());
    for (Value v : values) types.add(v.type());
    return types;
  }

  static void print(Element.TypeOf t, Operation op, OpSpec spec, OpAsmPrinter p) {
    List<Type> types = types(t.arg(), op, spec);
    ValueSpec v = valueSpec(t.arg());
    StrippedForm stripped = v == null || v.arity() != Arity.SINGLE || t.qualified() ? null : v.constraint().strippedForm();
    if (stripped != null && types.size() == 1) {
      String text = StrippedText.of(types.get(0), stripped);
      if (text != null) {
        p.append(text);
        return;
      }
    }
    p.printTypes(types);
  }

  /** The spec of a named operand or result argument, else {@code null}. */
  static ValueSpec valueSpec(Element arg) {
    if (arg instanceof Element.Operand o) return o.spec();
    if (arg instanceof Element.Result r) return r.spec();
    return null;
  }

  /** Reads the types of {@code t}; {@code null} after an error. */
  static List<Type> parse(Element.TypeOf t, OpSpec spec, OpAsmParser p, Context ctx) {
    ValueSpec v = valueSpec(t.arg());
    if (v == null || v.arity() == Arity.VARIADIC) return p.parseTypeList();
    if (v.arity() == Arity.OPTIONAL) {
      Type ty = p.parseOptionalType();
      return ty == null ? List.of() : List.of(ty);
    }
    StrippedForm stripped = t.qualified() ? null : v.constraint().strippedForm();
    Type ty = stripped == null ? p.parseType() : parseStripped(stripped, p, ctx);
    return ty == null ? null : List.of(ty);
  }

  /** A full type when one is next, else the stripped body of the form's dialect type. */
  private static Type parseStripped(StrippedForm form, OpAsmParser p, Context ctx) {
    Type full = p.parseOptionalType();
    if (full != null) return full;
    DialectSyntax syntax = SyntaxRegistry.of(ctx).lookup(form.dialect());
    if (syntax == null) {
      p.emitError("no syntax is registered for the types of dialect '" + form.dialect() + "'");
      return null;
    }
    return syntax.parseType(new StrippedParser(p, form.mnemonic()));
  }
}
