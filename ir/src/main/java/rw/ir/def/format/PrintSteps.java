package rw.ir.def.format;

import java.util.ArrayList;
import java.util.List;
import rw.ir.asm.OpAsmPrinter;

/**
 * A format's elements as {@link FormatPrinter} walks them for every op: literals with their
 * spacing decided once (MLIR's shouldEmitSpaceBefore for each of the four spacing states, and
 * the state after them), optional groups with their elided anchor already left out; every other
 * element stays the {@link Element} it is.
 */
final class PrintSteps {
  /** The spacing state's bits (MLIR's two flags): the next element wants a space; the last thing was punctuation. */
  static final int SHOULD_EMIT_SPACE = 1;
  static final int LAST_WAS_PUNCTUATION = 2;

  private PrintSteps() {}

  /**
   * A literal: {@code newline} for {@code `\n`}; else a space first in the states of
   * {@code spaceMask} (bit {@code s} for state {@code s}), then {@code text} (maybe empty), then
   * state {@code next}.
   */
  record Literal(String text, boolean newline, int spaceMask, int next) {
    /** Prints the literal in state {@code s}; returns the state after it. */
    int print(OpAsmPrinter p, int s) {
      if (newline) {
        p.printNewline();
        return s;
      }
      if ((spaceMask & (1 << s)) != 0) p.append(" ");
      if (!text.isEmpty()) p.append(text);
      return next;
    }
  }

  /** An optional group: the steps of either branch, chosen by whether {@code anchor} is present. */
  record Group(Element anchor, Object[] then, Object[] otherwise) {}

  static Object[] of(List<Element> elements) {
    return of(elements, null);
  }

  private static Object[] of(List<Element> elements, Element leaveOut) {
    List<Object> steps = new ArrayList<>(elements.size());
    for (Element e : elements) {
      if (e == leaveOut) continue;
      if (e instanceof Element.Literal l) {
        steps.add(literal(l.text()));
      } else if (e instanceof Element.Group g) {
        Element elided = g.elidedAnchor();
        steps.add(new Group(g.anchor(), of(g.then(), elided), of(g.otherwise(), elided)));
      } else {
        steps.add(e);
      }
    }
    return steps.toArray();
  }

  private static Literal literal(String text) {
    if (text.equals("\\n")) return new Literal("", true, 0, 0);
    if (text.isEmpty()) return new Literal("", false, 0, LAST_WAS_PUNCTUATION);
    if (text.equals(" ")) return new Literal("", false, 0b1111, 0);
    int mask = 0;
    for (int s = 0; s < 4; s++) {
      if ((s & SHOULD_EMIT_SPACE) != 0 && spaceBefore(text, (s & LAST_WAS_PUNCTUATION) != 0)) mask |= 1 << s;
    }
    char c = text.charAt(0);
    boolean shouldEmitSpace = text.length() != 1 || "<({[".indexOf(c) < 0;
    boolean punctuation = c != '_' && !Character.isLetter(c);
    return new Literal(text, false, mask, (shouldEmitSpace ? SHOULD_EMIT_SPACE : 0) | (punctuation ? LAST_WAS_PUNCTUATION : 0));
  }

  /** MLIR's shouldEmitSpaceBefore. */
  private static boolean spaceBefore(String value, boolean lastWasPunctuation) {
    if (value.length() != 1 && !value.equals("->")) return true;
    char c = value.charAt(0);
    if (lastWasPunctuation) return ">)}],".indexOf(c) < 0;
    return "<>(){}[],".indexOf(c) < 0;
  }
}
