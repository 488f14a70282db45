package rw.ir.def.format;

import rw.ir.asm.OpAsmParser;

/** Reading the literals of a format: keywords and the punctuation MLIR's formats allow. */
final class Literals {
  private Literals() {}

  /** Whether formats may use {@code text} as a literal (a keyword or known punctuation). */
  static boolean isValid(String text) {
    if (text.isEmpty() || text.equals(" ") || text.equals("\\n")) return true;
    if (isKeyword(text)) return true;
    switch (text) {
      case ",": case ":": case "(": case ")": case "[": case "]": case "<": case ">": case "=":
      case "->": case "{": case "}": case "?": case "*": case "...": case "|":
        return true;
      default:
        return false;
    }
  }

  static boolean isKeyword(String text) {
    if (text.isEmpty() || !(Character.isLetter(text.charAt(0)) || text.charAt(0) == '_')) return false;
    for (int i = 1; i < text.length(); i++) {
      char c = text.charAt(i);
      if (!Character.isLetterOrDigit(c) && c != '_' && c != '$' && c != '.') return false;
    }
    return true;
  }

  /** Reads the literal, reporting MLIR's error when it is not next. */
  static boolean parse(String text, OpAsmParser p) {
    if (text.length() == 1) {
      // The punctuation of nearly every op, told apart by its one character.
      switch (text.charAt(0)) {
        case ',': return p.parseComma();
        case ':': return p.parseColon();
        case '(': return p.parseLParen();
        case ')': return p.parseRParen();
        case '[': return p.parseLSquare();
        case ']': return p.parseRSquare();
        default: break;
      }
    }
    if (isKeyword(text)) return p.parseKeyword(text, "");
    switch (text) {
      case ",": return p.parseComma();
      case ":": return p.parseColon();
      case "(": return p.parseLParen();
      case ")": return p.parseRParen();
      case "[": return p.parseLSquare();
      case "]": return p.parseRSquare();
      case "<": return p.parseLess();
      case ">": return p.parseGreater();
      case "=": return p.parseEqual();
      case "->": return p.parseArrow();
      case "}": return p.parseRBrace();
      default:
        return parseOptional(text, p) || p.emitError("expected '" + text + "'");
    }
  }

  /** Reads the literal when it is next. */
  static boolean parseOptional(String text, OpAsmParser p) {
    if (isKeyword(text)) return p.parseOptionalKeyword(text);
    switch (text) {
      case ",": return p.parseOptionalComma();
      case ":": return p.parseOptionalColon();
      case "(": return p.parseOptionalLParen();
      case ")": return p.parseOptionalRParen();
      case "[": return p.parseOptionalLSquare();
      case "]": return p.parseOptionalRSquare();
      case "<": return p.parseOptionalLess();
      case ">": return p.parseOptionalGreater();
      case "=": return p.parseOptionalEqual();
      case "->": return p.parseOptionalArrow();
      case "{": return p.parseOptionalLBrace();
      case "?": return p.parseOptionalQuestion();
      case "*": return p.parseOptionalStar();
      case "...": return p.parseOptionalEllipsis();
      case "|": return p.parseOptionalVerticalBar();
      default:
        throw new IllegalStateException("literal `" + text + "` cannot be read optionally");
    }
  }

  /** Whether {@code text} can start an optional group. */
  static boolean parsesOptionally(String text) {
    return isKeyword(text) || (isValid(text) && !text.equals("}") && !text.isBlank() && !text.equals("\\n"));
  }
}
