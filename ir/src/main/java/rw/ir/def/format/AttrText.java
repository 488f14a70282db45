package rw.ir.def.format;

import java.util.ArrayList;
import java.util.List;
import rw.ir.Context;
import rw.ir.asm.DialectSyntax;
import rw.ir.asm.OpAsmParser;
import rw.ir.asm.OpAsmPrinter;
import rw.ir.asm.SyntaxRegistry;
import rw.ir.attr.Attribute;
import rw.ir.attr.DenseArrayAttr;
import rw.ir.attr.IntegerAttr;
import rw.ir.attr.StringAttr;
import rw.ir.def.AttrConstraint;
import rw.ir.def.AttrSpec;
import rw.ir.def.AttrSyntax;
import rw.ir.def.EnumCases;

/** How a format writes and reads {@code $attr}, by the constraint's {@link AttrConstraint.Form}. */
final class AttrText {
  /** What {@link #parseOptional} returns when the attribute is not there. */
  static final Attribute ABSENT = AttrSyntax.ABSENT;

  private AttrText() {}

  static void print(AttrSpec spec, Attribute value, boolean qualified, OpAsmPrinter p) {
    AttrConstraint c = spec.constraint();
    AttrConstraint.Form form = qualified ? AttrConstraint.Form.FULL : c.form();
    switch (form) {
      case ENUM:
        String keyword = value instanceof IntegerAttr ia ? c.enumCases().keyword(ia.longValue()) : null;
        p.printKeywordOrString(keyword == null ? "" : keyword);
        return;
      case SYMBOL_NAME:
        if (value instanceof StringAttr s) p.printSymbolName(s.value());
        else p.printAttribute(value);
        return;
      case WITHOUT_TYPE:
        p.printAttributeWithoutType(value);
        return;
      case STRIPPED:
        String text = StrippedText.of(value, c.strippedForm());
        if (text != null) p.append(text);
        else p.printAttribute(value);
        return;
      case DENSE_ARRAY:
        printDenseArray(value, p);
        return;
      case CUSTOM:
        c.syntax().print(value, p);
        return;
      default:
        p.printAttribute(value);
    }
  }

  private static void printDenseArray(Attribute value, OpAsmPrinter p) {
    if (!(value instanceof DenseArrayAttr d)) {
      p.printAttribute(value);
      return;
    }
    p.append("[");
    for (int i = 0; i < d.size(); i++) {
      if (i > 0) p.append(", ");
      p.append(d.values().get(i).toString());
    }
    p.append("]");
  }

  /** Whether formats can read the attribute as the first element of an optional group. */
  static boolean parsesOptionally(AttrSpec spec) {
    AttrConstraint.Form f = spec.constraint().form();
    return f == AttrConstraint.Form.ENUM || f == AttrConstraint.Form.SYMBOL_NAME || f == AttrConstraint.Form.CUSTOM;
  }

  /** Reads the attribute; {@code null} after reporting an error. */
  static Attribute parse(AttrSpec spec, boolean qualified, OpAsmParser p, Context ctx) {
    AttrConstraint c = spec.constraint();
    int loc = p.currentOffset();
    AttrConstraint.Form form = qualified ? AttrConstraint.Form.FULL : c.form();
    Attribute a;
    switch (form) {
      case ENUM:
        a = parseEnum(spec, p, loc, false);
        return a == ABSENT ? null : a;
      case SYMBOL_NAME:
        String name = p.parseSymbolName();
        return name == null ? null : new StringAttr(name, null);
      case STRIPPED:
        a = parseStripped(c, p, ctx);
        break;
      case DENSE_ARRAY:
        a = parseDenseArray(c, p);
        break;
      case WITHOUT_TYPE:
        a = p.parseAttribute(c.valueType());
        break;
      case CUSTOM:
        a = c.syntax().parse(p, false);
        break;
      default:
        a = p.parseAttribute(null);
    }
    if (a == null) return null;
    if (!c.isStorable(a)) return fail(p, loc, "invalid kind of attribute specified");
    return a;
  }

  /** Reads the attribute when it is next: {@link #ABSENT} when not, {@code null} after an error. */
  static Attribute parseOptional(AttrSpec spec, OpAsmParser p) {
    if (spec.constraint().form() == AttrConstraint.Form.ENUM) return parseEnum(spec, p, p.currentOffset(), true);
    if (spec.constraint().form() == AttrConstraint.Form.CUSTOM) return spec.constraint().syntax().parse(p, true);
    String name = p.parseOptionalSymbolName();
    return name == null ? ABSENT : new StringAttr(name, null);
  }

  private static Attribute parseEnum(AttrSpec spec, OpAsmParser p, int loc, boolean optional) {
    EnumCases cases = spec.constraint().enumCases();
    List<String> keywords = cases.keywords();
    for (int i = 0; i < keywords.size(); i++) {
      if (p.parseOptionalKeyword(keywords.get(i))) return cases.attr(keywords.get(i));
    }
    String s = p.parseOptionalString();
    if (s == null && optional) return ABSENT;
    if (s == null) {
      return fail(p, loc, "expected string or keyword containing one of the following enum values for attribute '"
          + spec.name() + "' [" + String.join(", ", cases.keywords()) + "]");
    }
    if (cases.value(s) == null) return fail(p, loc, "invalid " + spec.name() + " attribute specification: \"" + s + '"');
    return cases.attr(s);
  }

  private static Attribute parseStripped(AttrConstraint c, OpAsmParser p, Context ctx) {
    DialectSyntax syntax = SyntaxRegistry.of(ctx).lookup(c.strippedForm().dialect());
    if (syntax == null) {
      p.emitError("no syntax is registered for the attributes of dialect '" + c.strippedForm().dialect() + "'");
      return null;
    }
    return syntax.parseAttribute(new StrippedParser(p, c.strippedForm().mnemonic()), null);
  }

  private static Attribute parseDenseArray(AttrConstraint c, OpAsmParser p) {
    if (!p.parseLSquare()) return null;
    List<Long> values = new ArrayList<>();
    if (!p.parseOptionalRSquare()) {
      do {
        Long v = p.parseInteger("integer");
        if (v == null) return null;
        values.add(v);
      } while (p.parseOptionalComma());
      if (!p.parseRSquare()) return null;
    }
    return new DenseArrayAttr(c.valueType(), values);
  }

  private static Attribute fail(OpAsmParser p, int loc, String message) {
    p.emitError(p.locationAt(loc), message);
    return null;
  }
}
