package rw.ir.def.format;

import java.util.List;
import rw.ir.def.AttrConstraint;
import rw.ir.def.AttrSpec;
import rw.ir.def.RegionSpec;
import rw.ir.def.SuccessorSpec;
import rw.ir.def.ValueSpec;

/** One element of a parsed assembly format (MLIR's FormatElement). */
sealed interface Element {
  /** {@code `to`}, {@code `,`}; also {@code ``} (no space) , {@code ` `} (a space) and {@code `\n`}. */
  record Literal(String text) implements Element {
    boolean isWhitespace() {
      return text.isEmpty() || text.equals(" ") || text.equals("\\n");
    }

    boolean isKeyword() {
      return !text.isEmpty() && (Character.isLetter(text.charAt(0)) || text.charAt(0) == '_');
    }
  }

  /** {@code $lhs}: operand group {@code group}. */
  record Operand(int group, ValueSpec spec) implements Element {}

  /** {@code $res} inside {@code type(…)}: result group {@code group}. */
  record Result(int group, ValueSpec spec) implements Element {}

  /** {@code $predicate}, or {@code qualified($attr)} when {@code qualified}. */
  record Attr(AttrSpec spec, boolean qualified) implements Element {}

  /** {@code $body}: region group {@code group}. */
  record RegionRef(int group, RegionSpec spec) implements Element {}

  /** {@code $dest}: successor group {@code group}. */
  record Successor(int group, SuccessorSpec spec) implements Element {}

  /** {@code operands}. */
  record AllOperands() implements Element {}

  /** {@code results} (inside {@code type(…)} or {@code functional-type}). */
  record AllResults() implements Element {}

  /** {@code regions}. */
  record AllRegions() implements Element {}

  /** {@code successors}. */
  record AllSuccessors() implements Element {}

  /** {@code type($x)}, {@code qualified(type($x))}. */
  record TypeOf(Element arg, boolean qualified) implements Element {}

  /** {@code functional-type(inputs, results)}. */
  record FunctionalType(Element inputs, Element results) implements Element {}

  /** {@code attr-dict} or {@code attr-dict-with-keyword}. */
  record AttrDict(boolean withKeyword) implements Element {}

  /** {@code prop-dict}. */
  record PropDict() implements Element {}

  /** {@code (then)?} or {@code (then) : (otherwise)?}, present when {@code anchor} is. */
  record Group(List<Element> then, List<Element> otherwise, Element anchor) implements Element {
    public Group {
      then = List.copyOf(then);
      otherwise = List.copyOf(otherwise);
    }

    /**
     * A unit-attribute anchor that does not lead its group: it is neither printed nor parsed, the
     * group's presence is the attribute's ({@code (`volatile` $volatile_^)?}); else {@code null}.
     */
    Element elidedAnchor() {
      if (!(anchor instanceof Attr a) || a.spec().constraint().form() != AttrConstraint.Form.UNIT) return null;
      if (then.get(0) == a || (!otherwise.isEmpty() && otherwise.get(0) == a)) return null;
      return a;
    }
  }
}
