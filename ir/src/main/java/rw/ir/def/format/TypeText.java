package rw.ir.def.format;

import java.util.List;
import rw.ir.Context;
import rw.ir.Operation;
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

  /**
   * Where the values an argument of a type directive stands for are among the op's operands or
   * results ({@link #ofResults}): the start in the high 32 bits, the size in the low 32.
   */
  static long range(Element arg, Operation op, OpSpec spec) {
    if (arg instanceof Element.Operand o) return SegmentAccess.operandRange(op, spec, o.group());
    if (arg instanceof Element.Result r) return SegmentAccess.resultRange(op, spec, r.group());
    if (arg instanceof Element.AllOperands) return op.numOperands();
    return op.numResults();
  }

  static int start(long range) {
    return (int) (range >>> 32);
  }

  static int size(long range) {
    return (int) range;
  }

  /** Whether the argument stands for results (else operands). */
  static boolean ofResults(Element arg) {
    return !(arg instanceof Element.Operand) && !(arg instanceof Element.AllOperands);
  }

  static Type typeAt(Operation op, boolean ofResults, int i) {
    return ofResults ? op.result(i).type() : op.operand(i).type();
  }

  /** The types of the values of {@code arg}, separated by {@code ", "}: read in place, no list is made. */
  static void printTypes(Element arg, Operation op, OpSpec spec, OpAsmPrinter p) {
    long range = range(arg, op, spec);
    boolean results = ofResults(arg);
    int start = start(range);
    int end = start + size(range);
    for (int i = start; i < end; i++) {
      if (i > start) p.append(", ");
      p.printType(typeAt(op, results, i));
    }
  }

  static void print(Element.TypeOf t, Operation op, OpSpec spec, OpAsmPrinter p) {
    ValueSpec v = valueSpec(t.arg());
    StrippedForm stripped = v == null || v.arity() != Arity.SINGLE || t.qualified() ? null : v.constraint().strippedForm();
    if (stripped != null) {
      long range = range(t.arg(), op, spec);
      String text = size(range) != 1 ? null : StrippedText.of(typeAt(op, ofResults(t.arg()), start(range)), stripped);
      if (text != null) {
        p.append(text);
        return;
      }
    }
    printTypes(t.arg(), op, spec, p);
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
