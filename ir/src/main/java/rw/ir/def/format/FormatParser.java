package rw.ir.def.format;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import rw.ir.def.AttrSpec;
import rw.ir.def.OpSpec;

/**
 * Reads an ODS assembly format string into {@link Element}s, checking what MLIR's format parser
 * checks: each variable names something the op declares and is bound once, anchors sit in
 * optional groups, {@code attr-dict} is present. Problems are bugs of the definition:
 * IllegalArgumentException naming the op and the column.
 */
final class FormatParser {
  private enum Context { TOP, GROUP, TYPE, FUNCTIONAL }

  private final String text;
  private final OpSpec spec;
  private int pos;
  private Element pendingAnchor;
  final BitSet seenOperands = new BitSet();
  final BitSet seenRegions = new BitSet();
  final BitSet seenSuccessors = new BitSet();
  final BitSet seenOperandTypes = new BitSet();
  final BitSet seenResultTypes = new BitSet();
  final List<AttrSpec> seenAttrs = new ArrayList<>();
  boolean allOperands;
  boolean allOperandTypes;
  boolean allResultTypes;
  boolean allRegions;
  boolean allSuccessors;
  boolean hasAttrDict;
  boolean hasPropDict;

  FormatParser(String text, OpSpec spec) {
    this.text = text;
    this.spec = spec;
  }

  List<Element> parse() {
    List<Element> elements = new ArrayList<>();
    skipSpace();
    while (pos < text.length()) {
      elements.add(element(Context.TOP));
      if (pendingAnchor != null) throw error("'^' is only valid inside an optional group");
      skipSpace();
    }
    if (!hasAttrDict) throw error("'attr-dict' directive not found in custom assembly format");
    checkBound();
    return elements;
  }

  IllegalArgumentException error(String message) {
    return new IllegalArgumentException("op '" + spec.name() + "' assembly format, column " + (pos + 1) + ": " + message);
  }

  private void checkBound() {
    for (int i = 0; i < spec.operands().size(); i++) {
      if (!allOperands && !seenOperands.get(i)) {
        throw error("operand #" + i + ", named '" + spec.operands().get(i).name() + "', not found");
      }
    }
    for (int i = 0; i < spec.regions().size(); i++) {
      if (!allRegions && !seenRegions.get(i)) throw error("region '" + spec.regions().get(i).name() + "' not found");
    }
    for (int i = 0; i < spec.successors().size(); i++) {
      if (!allSuccessors && !seenSuccessors.get(i)) {
        throw error("successor '" + spec.successors().get(i).name() + "' not found");
      }
    }
  }

  private Element element(Context ctx) {
    char c = text.charAt(pos);
    if (c == '`') return literal(ctx);
    if (c == '$') return variable(ctx);
    if (c == '(') return group(ctx);
    if (Character.isLetter(c)) return directive(ctx);
    throw error("unexpected '" + c + "'");
  }

  private Element literal(Context ctx) {
    if (ctx == Context.TYPE || ctx == Context.FUNCTIONAL) throw error("literals are not valid here");
    int end = text.indexOf('`', pos + 1);
    if (end < 0) throw error("unterminated literal");
    String value = text.substring(pos + 1, end);
    pos = end + 1;
    return new Element.Literal(value);
  }

  private Element variable(Context ctx) {
    pos++;
    String name = identifier();
    Element e = Binder.variable(this, spec, name, ctx == Context.TYPE, ctx == Context.TOP || ctx == Context.GROUP);
    return anchored(e, ctx);
  }

  /** Notes a {@code ^} after {@code e}. */
  private Element anchored(Element e, Context ctx) {
    if (pos < text.length() && text.charAt(pos) == '^') {
      if (ctx != Context.GROUP) throw error("'^' is only valid inside an optional group");
      if (pendingAnchor != null) throw error("only one element can be marked as the anchor of an optional group");
      pendingAnchor = e;
      pos++;
    }
    return e;
  }

  private Element group(Context ctx) {
    if (ctx != Context.TOP && ctx != Context.GROUP) throw error("optional groups are not valid here");
    Element outer = pendingAnchor;
    pendingAnchor = null;
    pos++;
    List<Element> then = elementsUntilParen();
    Element anchor = pendingAnchor;
    List<Element> otherwise = List.of();
    skipSpace();
    if (peek(':')) {
      pos++;
      skipSpace();
      expect('(');
      pendingAnchor = null;
      otherwise = elementsUntilParen();
      if (anchor == null) anchor = pendingAnchor;
      skipSpace();
    }
    pendingAnchor = outer;
    expect('?');
    if (anchor == null) throw error("optional group has no anchor element");
    return new Element.Group(then, otherwise, anchor);
  }

  private List<Element> elementsUntilParen() {
    List<Element> list = new ArrayList<>();
    skipSpace();
    while (!peek(')')) {
      if (pos >= text.length()) throw error("expected ')' to end optional group");
      list.add(element(Context.GROUP));
      skipSpace();
    }
    pos++;
    if (list.isEmpty()) throw error("optional group cannot be empty");
    return list;
  }

  private Element directive(Context ctx) {
    String name = identifier();
    switch (name) {
      case "attr-dict":
      case "attr-dict-with-keyword":
        return attrDict(ctx, name.length() > 9);
      case "prop-dict":
        if (hasPropDict) throw error("'prop-dict' directive has already been seen");
        hasPropDict = true;
        return new Element.PropDict();
      case "type":
        return anchored(typeDirective(ctx, false), ctx);
      case "qualified":
        return anchored(qualified(ctx), ctx);
      case "functional-type":
        return anchored(functionalType(ctx), ctx);
      default:
        return anchored(Binder.keyword(this, name, ctx == Context.TYPE || ctx == Context.FUNCTIONAL), ctx);
    }
  }

  private Element attrDict(Context ctx, boolean withKeyword) {
    if (ctx != Context.TOP) throw error("'attr-dict' directive can only be used as a top-level directive");
    if (hasAttrDict) throw error("'attr-dict' directive has already been seen");
    hasAttrDict = true;
    return new Element.AttrDict(withKeyword);
  }

  private Element typeDirective(Context ctx, boolean qualifiedType) {
    if (ctx == Context.TYPE || ctx == Context.FUNCTIONAL) throw error("'type' is only valid as a top-level directive");
    skipSpace();
    expect('(');
    skipSpace();
    Element arg = typeArgument();
    skipSpace();
    expect(')');
    return new Element.TypeOf(arg, qualifiedType);
  }

  private Element qualified(Context ctx) {
    skipSpace();
    expect('(');
    skipSpace();
    Element inner;
    if (peek('$')) {
      pos++;
      Element v = Binder.variable(this, spec, identifier(), false, true);
      if (!(v instanceof Element.Attr a)) throw error("'qualified' directive expects an attribute or a `type` directive");
      inner = new Element.Attr(a.spec(), true);
    } else {
      String kw = identifier();
      if (!kw.equals("type")) throw error("'qualified' directive expects an attribute or a `type` directive");
      inner = typeDirective(ctx, true);
    }
    skipSpace();
    expect(')');
    return inner;
  }

  private Element functionalType(Context ctx) {
    if (ctx == Context.TYPE || ctx == Context.FUNCTIONAL) throw error("'functional-type' is only valid as a top-level directive");
    skipSpace();
    expect('(');
    skipSpace();
    Element inputs = typeArgument();
    skipSpace();
    expect(',');
    skipSpace();
    Element results = typeArgument();
    skipSpace();
    expect(')');
    return new Element.FunctionalType(inputs, results);
  }

  /** {@code $x}, {@code operands} or {@code results} as the argument of a type directive. */
  private Element typeArgument() {
    if (peek('$')) {
      pos++;
      return Binder.variable(this, spec, identifier(), true, false);
    }
    return Binder.keyword(this, identifier(), true);
  }

  private String identifier() {
    int start = pos;
    while (pos < text.length() && (Character.isLetterOrDigit(text.charAt(pos)) || text.charAt(pos) == '_'
        || text.charAt(pos) == '-')) {
      pos++;
    }
    if (start == pos) throw error("expected an identifier");
    return text.substring(start, pos);
  }

  private boolean peek(char c) {
    return pos < text.length() && text.charAt(pos) == c;
  }

  private void expect(char c) {
    if (!peek(c)) throw error("expected '" + c + "'");
    pos++;
  }

  private void skipSpace() {
    while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) pos++;
  }
}
