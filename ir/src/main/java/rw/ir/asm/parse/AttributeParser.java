package rw.ir.asm.parse;

import java.util.ArrayList;
import java.util.List;
import rw.ir.asm.lex.Token;
import rw.ir.asm.lex.TokenKind;
import rw.ir.asm.lex.TokenValues;
import rw.ir.attr.ArrayAttr;
import rw.ir.attr.Attribute;
import rw.ir.attr.DictionaryAttr;
import rw.ir.attr.IntegerAttr;
import rw.ir.attr.LocationAttr;
import rw.ir.attr.NamedAttribute;
import rw.ir.attr.StringAttr;
import rw.ir.attr.SymbolRefAttr;
import rw.ir.attr.TypeAttr;
import rw.ir.attr.UnitAttr;
import rw.ir.loc.Location;
import rw.ir.type.FloatType;
import rw.ir.type.IndexType;
import rw.ir.type.IntegerType;
import rw.ir.type.Type;

/** Parses attribute values and dictionaries (MLIR's AttributeParser). */
final class AttributeParser {
  private final Parser p;
  final NumberParser numbers;
  private final DenseParser dense;
  private final NameTable<String> names = new NameTable<>();
  private final NameTable<Attribute> dictionaries = new NameTable<>();

  AttributeParser(Parser p) {
    this.p = p;
    this.numbers = new NumberParser(p);
    this.dense = new DenseParser(p, numbers);
  }

  /** Whether the current token can start an attribute (types included). */
  boolean startsAttribute() {
    switch (p.kind()) {
      case AT_IDENTIFIER: case FLOATLITERAL: case INTEGER: case HASH_IDENTIFIER: case KW_AFFINE_MAP:
      case KW_AFFINE_SET: case KW_DENSE: case KW_DENSE_RESOURCE: case KW_FALSE: case KW_LOC:
      case KW_SPARSE: case KW_TRUE: case KW_UNIT: case L_BRACE: case L_SQUARE: case MINUS: case STRING:
      case KW_ARRAY: case KW_STRIDED: case KW_DISTINCT:
        return true;
      default:
        return p.types.startsType();
    }
  }

  /** An attribute; {@code type} is the expected type when the caller knows it, else null. */
  Attribute parseAttribute(Type type) {
    switch (p.kind()) {
      case KW_AFFINE_MAP: return AffineParser.parseMapAttr(p);
      case KW_AFFINE_SET: return AffineParser.parseSetAttr(p);
      case L_SQUARE: return parseArray();
      case KW_FALSE: p.consume(); return IntegerAttr.FALSE;
      case KW_TRUE: p.consume(); return IntegerAttr.TRUE;
      case KW_DENSE: return dense.parseDenseElements(type);
      case KW_ARRAY: return dense.parseDenseArray();
      case L_BRACE: return parseDictionary();
      case HASH_IDENTIFIER: return p.dialectSymbols.parseExtendedAttr(type);
      case FLOATLITERAL: return parseFloat(type, false);
      case INTEGER: return parseDecOrHex(type, false);
      case MINUS: return parseNegative(type);
      case KW_LOC: return parseLocationAttr();
      case KW_STRIDED: return dense.parseStridedLayout();
      case STRING: return parseString(type);
      case AT_IDENTIFIER: return parseSymbolRef();
      case KW_UNIT: p.consume(); return UnitAttr.INSTANCE;
      case KW_DENSE_RESOURCE: case KW_SPARSE: case KW_DISTINCT:
        p.emitError("rw does not support '" + p.spelling() + "' attributes");
        return null;
      default:
        if (!p.types.startsType()) {
          p.emitWrongTokenError("expected attribute value");
          return null;
        }
        Type t = p.types.parseType();
        return t == null ? null : new TypeAttr(t);
    }
  }

  private Attribute parseArray() {
    p.consume();
    List<Attribute> elements = new ArrayList<>();
    Parser.Step elt = () -> {
      Attribute a = parseAttribute(null);
      if (a == null) return false;
      elements.add(a);
      return true;
    };
    if (!p.parseCommaSeparatedListUntil(TokenKind.R_SQUARE, elt, true)) return null;
    return elements.isEmpty() ? ArrayAttr.EMPTY : new ArrayAttr(elements);
  }

  /**
   * A dictionary attribute. Its text is looked up first, as for types: the properties
   * {@code <{value = 0 : i32}>} of many ops of a large module are one object.
   */
  private Attribute parseDictionary() {
    int start = p.start();
    int end = BracketScanner.endOf(p.buf, start, (byte) '{', (byte) '}');
    if (end > 0) {
      Attribute cached = dictionaries.get(p.buf, start, end);
      if (cached != null) {
        p.resetTo(end);
        return cached;
      }
    }
    List<NamedAttribute> entries = new ArrayList<>();
    if (!parseAttributeDict(entries)) return null;
    DictionaryAttr dict = DictionaryAttr.of(entries);
    if (end > 0 && p.prevEnd() == end) dictionaries.put(TokenValues.spelling(p.buf, start, end), dict);
    return dict;
  }

  /** {@code {name = value, unitName, "quoted" = value}}; entries are appended to {@code out}. */
  boolean parseAttributeDict(List<NamedAttribute> out) {
    int first = out.size();
    if (!p.parseToken(TokenKind.L_BRACE, "expected '{' in attribute dictionary")) return false;
    if (p.consumeIf(TokenKind.R_BRACE)) return true;
    do {
      if (!parseDictEntry(out, first)) return false;
    } while (p.consumeIf(TokenKind.COMMA));
    return p.parseToken(TokenKind.R_BRACE, "expected '}' in attribute dictionary");
  }

  private boolean parseDictEntry(List<NamedAttribute> out, int first) {
    String name;
    if (p.is(TokenKind.STRING)) name = p.stringValue();
    else if (p.isKeyword()) name = internedSpelling();
    else return p.emitWrongTokenError("expected attribute name");
    if (name.isEmpty()) return p.emitError("expected valid attribute name");
    for (int i = first; i < out.size(); i++) {
      if (out.get(i).name().equals(name)) return p.emitError("duplicate key '" + name + "' in dictionary attribute");
    }
    p.consume();
    if (!p.consumeIf(TokenKind.EQUAL)) {
      out.add(new NamedAttribute(name, UnitAttr.INSTANCE));
      return true;
    }
    Attribute value = parseAttribute(null);
    if (value == null) return false;
    out.add(new NamedAttribute(name, value));
    return true;
  }

  /** The current token's text, shared across the parse. */
  String internedSpelling() {
    String s = names.get(p.buf, p.start(), p.end());
    if (s == null) {
      s = p.spelling();
      names.put(s, s);
    }
    return s;
  }

  private Attribute parseNegative(Type type) {
    p.consume();
    if (p.is(TokenKind.INTEGER)) return parseDecOrHex(type, true);
    if (p.is(TokenKind.FLOATLITERAL)) return parseFloat(type, true);
    p.emitWrongTokenError("expected constant integer or floating point value");
    return null;
  }

  private Attribute parseFloat(Type type, boolean negative) {
    double v = numbers.floatValue(p.start(), p.end());
    p.consume();
    if (type == null) {
      type = p.consumeIf(TokenKind.COLON) ? p.types.parseType() : FloatType.F64;
      if (type == null) return null;
    }
    if (!(type instanceof FloatType ft)) {
      p.emitError("floating point value not valid for specified type");
      return null;
    }
    return NumberParser.floatAttr(negative ? -v : v, ft);
  }

  private Attribute parseDecOrHex(Type type, boolean negative) {
    int start = p.start();
    int end = p.end();
    p.consume();
    if (type == null) {
      type = p.consumeIf(TokenKind.COLON) ? p.types.parseType() : IntegerType.I64;
      if (type == null) return null;
    }
    if (type instanceof FloatType ft) {
      Double v = numbers.floatFromIntegerToken(new Token(TokenKind.INTEGER, start, end), negative, ft);
      return v == null ? null : new rw.ir.attr.FloatAttr(v, ft);
    }
    if (!(type instanceof IntegerType) && !(type instanceof IndexType)) {
      p.emitError(start, "integer literal not valid for specified type");
      return null;
    }
    if (negative && type instanceof IntegerType it && it.isUnsigned()) {
      p.emitError(start, "negative integer literal not valid for unsigned integer type");
      return null;
    }
    IntegerAttr a = numbers.integerAttr(start, end, type, negative);
    if (a == null) p.emitError(start, "integer constant out of range for attribute");
    return a;
  }

  private Attribute parseString(Type type) {
    String value = p.stringValue();
    p.consume();
    if (type == null && p.consumeIf(TokenKind.COLON)) {
      type = p.types.parseType();
      if (type == null) return null;
    }
    return new StringAttr(value, type);
  }

  private Attribute parseSymbolRef() {
    String root = symbolName();
    p.consume();
    List<String> nested = null;
    while (p.is(TokenKind.COLON)) {
      int colon = p.start();
      p.consume();
      if (!p.consumeIf(TokenKind.COLON)) {
        if (!p.is(TokenKind.EOF) && !p.is(TokenKind.ERROR)) p.resetTo(colon);
        break;
      }
      if (!p.is(TokenKind.AT_IDENTIFIER)) {
        p.emitError("expected nested symbol reference identifier");
        return null;
      }
      if (nested == null) nested = new ArrayList<>(2);
      nested.add(symbolName());
      p.consume();
    }
    return nested == null ? SymbolRefAttr.flat(root) : new SymbolRefAttr(root, nested);
  }

  /** The name of the current {@code @name} or {@code @"name"} token. */
  String symbolName() {
    int start = p.start();
    if (p.buf[start + 1] == '"') return TokenValues.stringValue(p.buf, start + 1, p.end());
    return TokenValues.spelling(p.buf, start + 1, p.end());
  }

  private Attribute parseLocationAttr() {
    p.consume();
    if (!p.parseToken(TokenKind.L_PAREN, "expected '(' in inline location")) return null;
    Location loc = p.locs.parseLocationInstance();
    if (loc == null || !p.parseToken(TokenKind.R_PAREN, "expected ')' in inline location")) return null;
    return new LocationAttr(loc);
  }
}
