package rw.ir.pass;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import rw.ir.diag.DiagnosticRenderer;
import rw.ir.diag.Severity;
import rw.ir.diag.SourceFile;

/**
 * The structure of MLIR's textual pipeline syntax, as its parser reads it: a comma-separated
 * list of names, each optionally followed by {@code {options}} or by a parenthesized nested
 * list. Errors are rendered like MLIR's, against a buffer named
 * {@code MLIR Textual PassPipeline Parser}.
 */
final class PipelineText {
  static final String BUFFER_NAME = "MLIR Textual PassPipeline Parser";
  private static final String SEPARATORS = ",(){";

  /** One name of the pipeline, with its options text and its nested list. */
  static final class Element {
    final String name;
    final int nameOffset;
    String options = "";
    final List<Element> inner = new ArrayList<>();
    PassRegistryEntry entry;

    Element(String name, int nameOffset) {
      this.name = name;
      this.nameOffset = nameOffset;
    }
  }

  private final String text;

  PipelineText(String text) {
    this.text = text;
  }

  /** The elements of the text; syntax errors throw with MLIR's rendered message. */
  List<Element> parse() throws PassPipelineException {
    List<Element> top = new ArrayList<>();
    Deque<List<Element>> stack = new ArrayDeque<>();
    stack.push(top);
    int i = 0;
    while (true) {
      int sep = indexOfSeparator(i);
      Element e = element(i, sep < 0 ? text.length() : sep);
      stack.peek().add(e);
      if (sep < 0) break;
      i = sep;
      if (text.charAt(i) == '(') {
        stack.push(e.inner);
        i++;
        continue;
      }
      if (text.charAt(i) == '{') i = options(e, i);
      while (i < text.length() && text.charAt(i) == ')') {
        i++;
        if (stack.size() == 1) throw error(i - 1, "encountered extra closing ')' creating unbalanced parentheses while parsing pipeline");
        stack.pop();
        i = skipSpaces(i);
      }
      if (i == text.length()) break;
      if (text.charAt(i) != ',') throw error(i, "expected ',' after parsing pipeline");
      i++;
    }
    if (stack.size() > 1) throw error(i, "encountered unbalanced parentheses while parsing pipeline");
    return top;
  }

  /** Reads {@code {...}} at {@code open} into {@code e}; returns the index after it and spaces. */
  private int options(Element e, int open) throws PassPipelineException {
    int depth = 1;
    for (int j = open + 1; j < text.length(); j++) {
      char c = text.charAt(j);
      if (c == '{') depth++;
      if (c == '}' && --depth == 0) {
        e.options = text.substring(open + 1, j);
        return skipSpaces(j + 1);
      }
    }
    throw error(open, "missing closing '}' while processing pass options");
  }

  private Element element(int start, int end) {
    int s = start;
    int t = end;
    while (s < t && isSpace(text.charAt(s))) s++;
    while (t > s && isSpace(text.charAt(t - 1))) t--;
    return new Element(text.substring(s, t), s);
  }

  private int indexOfSeparator(int from) {
    for (int i = from; i < text.length(); i++) {
      if (SEPARATORS.indexOf(text.charAt(i)) >= 0) return i;
    }
    return -1;
  }

  private int skipSpaces(int from) {
    int i = from;
    while (i < text.length() && isSpace(text.charAt(i))) i++;
    return i;
  }

  /** MLIR's rendered error at offset {@code offset} of the pipeline text. */
  PassPipelineException error(int offset, String message) {
    int line = 1;
    int lineStart = 0;
    for (int i = 0; i < offset && i < text.length(); i++) {
      if (text.charAt(i) == '\n') {
        line++;
        lineStart = i + 1;
      }
    }
    SourceFile buffer = new SourceFile(BUFFER_NAME, text);
    DiagnosticRenderer renderer = new DiagnosticRenderer(name -> buffer);
    return new PassPipelineException(renderer.renderAtPosition(buffer, line, offset - lineStart + 1, Severity.ERROR, message, 0));
  }

  static boolean isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == 0x0B;
  }
}
