package rw.ir.asm.parse;

import java.util.ArrayList;
import java.util.List;
import rw.ir.asm.lex.Token;
import rw.ir.asm.lex.TokenKind;

/**
 * The literal of a {@code dense<…>} attribute as written: a single element, nested lists of
 * elements (their shape is inferred), or a hex string. Elements are kept as tokens with their
 * sign until the element type is known.
 */
final class TensorLiteral {
  private final Parser p;
  /** The inferred shape; empty for a single element (a splat). */
  final List<Long> shape = new ArrayList<>();
  final List<Token> tokens = new ArrayList<>();
  final List<Boolean> negated = new ArrayList<>();
  Token hex;

  TensorLiteral(Parser p) {
    this.p = p;
  }

  boolean parse(boolean allowHex) {
    if (allowHex && p.is(TokenKind.STRING)) {
      hex = p.token();
      p.consume();
      return true;
    }
    if (p.is(TokenKind.L_SQUARE)) return parseList(shape);
    return parseElement();
  }

  private boolean parseElement() {
    switch (p.kind()) {
      case KW_TRUE: case KW_FALSE: case FLOATLITERAL: case INTEGER: case STRING:
        add(false);
        return true;
      case MINUS:
        p.consume();
        if (!p.is(TokenKind.FLOATLITERAL) && !p.is(TokenKind.INTEGER)) {
          return p.emitError("expected integer or floating point literal");
        }
        add(true);
        return true;
      case L_PAREN:
        p.consume();
        return parseElement()
            && p.parseToken(TokenKind.COMMA, "expected ',' between complex elements")
            && parseElement()
            && p.parseToken(TokenKind.R_PAREN, "expected ')' after complex elements");
      default:
        return p.emitError("expected element literal of primitive type");
    }
  }

  private void add(boolean negative) {
    tokens.add(p.token());
    negated.add(negative);
    p.consume();
  }

  private boolean parseList(List<Long> dims) {
    List<Long> first = new ArrayList<>();
    boolean[] seen = {false};
    long[] size = {0};
    Parser.Step element = () -> {
      List<Long> these = new ArrayList<>();
      if (p.is(TokenKind.L_SQUARE)) {
        if (!parseList(these)) return false;
      } else if (!parseElement()) {
        return false;
      }
      size[0]++;
      if (!seen[0]) {
        first.addAll(these);
        seen[0] = true;
        return true;
      }
      if (!first.equals(these)) return p.emitError("tensor literal is invalid; ranks are not consistent between elements");
      return true;
    };
    if (!p.parseCommaSeparatedList(Parser.Delimiter.SQUARE, element, "")) return false;
    dims.clear();
    dims.add(size[0]);
    dims.addAll(first);
    return true;
  }
}
