package rw.ir.asm.parse;

import java.util.ArrayList;
import java.util.List;
import rw.ir.asm.lex.TokenKind;
import rw.ir.asm.lex.TokenValues;
import rw.ir.attr.AffineMapAttr;
import rw.ir.attr.Attribute;
import rw.ir.attr.IntegerSetAttr;

/**
 * Parses {@code affine_map<…>} and {@code affine_set<…>} (MLIR's AffineParser) into MLIR's
 * canonical text of the map or set, with MLIR's errors.
 */
final class AffineParser {
  private final Parser p;
  private final List<String> names = new ArrayList<>();
  private final List<AffineExpr> ids = new ArrayList<>();
  private int numDims;
  private int numSymbols;

  private AffineParser(Parser p) {
    this.p = p;
  }

  static Attribute parseMapAttr(Parser p) {
    p.consume();
    if (!p.parseToken(TokenKind.LESS, "expected '<' in affine map")) return null;
    AffineParser a = new AffineParser(p);
    int at = p.start();
    Object parsed = a.parseMapOrSet();
    if (parsed == null) return null;
    if (parsed instanceof IntegerSetAttr) {
      p.emitError(at, "expected AffineMap, but got IntegerSet");
      return null;
    }
    return p.parseToken(TokenKind.GREATER, "expected '>' in affine map") ? (Attribute) parsed : null;
  }

  static Attribute parseSetAttr(Parser p) {
    p.consume();
    if (!p.parseToken(TokenKind.LESS, "expected '<' in integer set")) return null;
    AffineParser a = new AffineParser(p);
    int at = p.start();
    Object parsed = a.parseMapOrSet();
    if (parsed == null) return null;
    if (parsed instanceof AffineMapAttr) {
      p.emitError(at, "expected IntegerSet, but got AffineMap");
      return null;
    }
    return p.parseToken(TokenKind.GREATER, "expected '>' in integer set") ? (Attribute) parsed : null;
  }

  private Object parseMapOrSet() {
    if (!p.parseCommaSeparatedList(Parser.Delimiter.PAREN, () -> define(new AffineExpr.Dim(numDims++)),
        " in dimensional identifier list")) {
      return null;
    }
    if (p.is(TokenKind.L_SQUARE) && !p.parseCommaSeparatedList(Parser.Delimiter.SQUARE,
        () -> define(new AffineExpr.Sym(numSymbols++)), " in symbol list")) {
      return null;
    }
    if (p.consumeIf(TokenKind.ARROW)) return parseMapRange();
    if (!p.parseToken(TokenKind.COLON, "expected '->' or ':'")) return null;
    return parseSetConstraints();
  }

  private boolean define(AffineExpr id) {
    if (!isIdentifier()) return p.emitWrongTokenError("expected bare identifier");
    String name = p.spelling();
    if (names.contains(name)) return p.emitError("redefinition of identifier '" + name + "'");
    p.consume();
    names.add(name);
    ids.add(id);
    return true;
  }

  private boolean isIdentifier() {
    return p.isKeyword();
  }

  private Object parseMapRange() {
    List<AffineExpr> results = new ArrayList<>();
    Parser.Step elt = () -> {
      AffineExpr e = parseExpr();
      if (e == null) return false;
      results.add(e);
      return true;
    };
    if (!p.parseCommaSeparatedList(Parser.Delimiter.PAREN, elt, " in affine map range")) return null;
    return new AffineMapAttr(AffineText.map(numDims, numSymbols, results));
  }

  private Object parseSetConstraints() {
    List<AffineExpr> constraints = new ArrayList<>();
    List<Boolean> isEq = new ArrayList<>();
    Parser.Step elt = () -> parseConstraint(constraints, isEq);
    if (!p.parseCommaSeparatedList(Parser.Delimiter.PAREN, elt, " in integer set constraint list")) return null;
    if (constraints.isEmpty()) {
      constraints.add(AffineExpr.constant(0));
      isEq.add(true);
    }
    return new IntegerSetAttr(AffineText.set(numDims, numSymbols, constraints, isEq));
  }

  private boolean parseConstraint(List<AffineExpr> constraints, List<Boolean> isEq) {
    AffineExpr lhs = parseExpr();
    if (lhs == null) return false;
    boolean eq;
    boolean reversed = false;
    if (p.consumeIf(TokenKind.GREATER) && p.consumeIf(TokenKind.EQUAL)) {
      eq = false;
    } else if (p.consumeIf(TokenKind.LESS) && p.consumeIf(TokenKind.EQUAL)) {
      eq = false;
      reversed = true;
    } else if (p.consumeIf(TokenKind.EQUAL) && p.consumeIf(TokenKind.EQUAL)) {
      eq = true;
    } else {
      return p.emitError("expected '== affine-expr' or '>= affine-expr' at end of affine constraint");
    }
    AffineExpr rhs = parseExpr();
    if (rhs == null) return false;
    constraints.add(reversed ? AffineExpr.sub(rhs, lhs) : AffineExpr.sub(lhs, rhs));
    isEq.add(eq);
    return true;
  }

  // ---- expressions: precedence climbing as MLIR's AffineParser ----

  private AffineExpr parseExpr() {
    return parseLowPrec(null, null);
  }

  /** Low precedence: {@code +} and {@code -}; {@code llhs op} is what came before. */
  private AffineExpr parseLowPrec(AffineExpr llhs, TokenKind llhsOp) {
    AffineExpr lhs = parseOperand(llhs);
    if (lhs == null) return null;
    TokenKind lowOp = consumeLowPrecOp();
    if (lowOp != null) {
      AffineExpr sum = llhs != null ? low(llhsOp, llhs, lhs) : lhs;
      return parseLowPrec(sum, lowOp);
    }
    int opLoc = p.start();
    AffineExpr.Kind highOp = consumeHighPrecOp();
    if (highOp != null) {
      AffineExpr high = parseHighPrec(lhs, highOp, opLoc);
      if (high == null) return null;
      AffineExpr expr = llhs != null ? low(llhsOp, llhs, high) : high;
      TokenKind next = consumeLowPrecOp();
      return next != null ? parseLowPrec(expr, next) : expr;
    }
    return llhs != null ? low(llhsOp, llhs, lhs) : lhs;
  }

  private AffineExpr parseHighPrec(AffineExpr llhs, AffineExpr.Kind llhsOp, int llhsOpLoc) {
    AffineExpr lhs = parseOperand(llhs);
    if (lhs == null) return null;
    int opLoc = p.start();
    AffineExpr.Kind op = consumeHighPrecOp();
    if (op != null) {
      if (llhs == null) return parseHighPrec(lhs, op, opLoc);
      AffineExpr expr = high(llhsOp, llhs, lhs, llhsOpLoc);
      return expr == null ? null : parseHighPrec(expr, op, opLoc);
    }
    return llhs != null ? high(llhsOp, llhs, lhs, llhsOpLoc) : lhs;
  }

  private AffineExpr low(TokenKind op, AffineExpr lhs, AffineExpr rhs) {
    return op == TokenKind.PLUS ? AffineExpr.add(lhs, rhs) : AffineExpr.sub(lhs, rhs);
  }

  private AffineExpr high(AffineExpr.Kind op, AffineExpr lhs, AffineExpr rhs, int opLoc) {
    if (op == AffineExpr.Kind.MUL) {
      if (!lhs.isSymbolicOrConstant() && !rhs.isSymbolicOrConstant()) {
        p.emitError(opLoc, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic");
        return null;
      }
      return AffineExpr.mul(lhs, rhs);
    }
    if (!rhs.isSymbolicOrConstant()) {
      p.emitError(opLoc, "non-affine expression: right operand of " + opName(op) + " has to be either a constant or symbolic");
      return null;
    }
    if (op == AffineExpr.Kind.FLOORDIV) return AffineExpr.floorDiv(lhs, rhs);
    if (op == AffineExpr.Kind.CEILDIV) return AffineExpr.ceilDiv(lhs, rhs);
    return AffineExpr.mod(lhs, rhs);
  }

  private static String opName(AffineExpr.Kind op) {
    return op == AffineExpr.Kind.FLOORDIV ? "floordiv" : op == AffineExpr.Kind.CEILDIV ? "ceildiv" : "mod";
  }

  private TokenKind consumeLowPrecOp() {
    TokenKind k = p.kind();
    if (k != TokenKind.PLUS && k != TokenKind.MINUS) return null;
    p.consume();
    return k;
  }

  private AffineExpr.Kind consumeHighPrecOp() {
    AffineExpr.Kind k;
    switch (p.kind()) {
      case STAR: k = AffineExpr.Kind.MUL; break;
      case KW_FLOORDIV: k = AffineExpr.Kind.FLOORDIV; break;
      case KW_CEILDIV: k = AffineExpr.Kind.CEILDIV; break;
      case KW_MOD: k = AffineExpr.Kind.MOD; break;
      default: return null;
    }
    p.consume();
    return k;
  }

  private AffineExpr parseOperand(AffineExpr lhs) {
    switch (p.kind()) {
      case INTEGER: return parseInteger();
      case L_PAREN: return parseParenthetical();
      case MINUS: return parseNegation(lhs);
      case PLUS: case STAR:
        p.emitError(lhs != null ? "missing right operand of binary operator" : "missing left operand of binary operator");
        return null;
      default:
        if (isIdentifier()) return parseBareId();
        p.emitError(lhs != null ? "missing right operand of binary operator" : "expected affine expression");
        return null;
    }
  }

  private AffineExpr parseBareId() {
    int i = names.indexOf(p.spelling());
    if (i < 0) {
      p.emitWrongTokenError("use of undeclared identifier");
      return null;
    }
    p.consume();
    return ids.get(i);
  }

  private AffineExpr parseInteger() {
    long v = TokenValues.boundedValue(p.buf, p.start(), p.end(), Long.MAX_VALUE);
    if (v < 0) {
      p.emitError("constant too large for index");
      return null;
    }
    p.consume();
    return AffineExpr.constant(v);
  }

  private AffineExpr parseParenthetical() {
    p.consume();
    if (p.is(TokenKind.R_PAREN)) {
      p.emitError("no expression inside parentheses");
      return null;
    }
    AffineExpr e = parseExpr();
    if (e == null || !p.parseToken(TokenKind.R_PAREN, "expected ')'")) return null;
    return e;
  }

  private AffineExpr parseNegation(AffineExpr lhs) {
    p.consume();
    AffineExpr operand = parseOperand(lhs);
    if (operand == null) {
      p.emitError("missing operand of negation");
      return null;
    }
    return AffineExpr.mul(AffineExpr.constant(-1), operand);
  }
}
