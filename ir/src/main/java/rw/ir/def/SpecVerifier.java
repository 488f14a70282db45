package rw.ir.def;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import rw.ir.OpVerifier;
import rw.ir.Operation;
import rw.ir.Region;
import rw.ir.Value;
import rw.ir.attr.Attribute;
import rw.ir.attr.DictionaryAttr;
import rw.ir.attr.TypeAttrPrinter;

/**
 * The checks an {@link OpSpec} declares, in the order and with the messages of MLIR's generated
 * verifyInvariants: segment sizes, required attributes (by name), attribute constraints, operand
 * and result constraints group by group, region constraints, then the type relations in
 * declaration order. Counts and structural traits are checked before, by the core verifier.
 */
final class SpecVerifier implements OpVerifier {
  private final OpSpec spec;
  /** The declared attributes that can fail, by name: required ones and those constrained. */
  private final AttrSpec[] byName;
  private final int fixedOperands;
  private final int fixedResults;
  /**
   * Dictionaries of inherent attributes that passed {@link #attributes}: ops share equal small
   * dictionaries (see DictionaryAttr.of), and checks of immutable values give the same answer
   * again, so an op whose attributes are one of these passes without a lookup. Slots are
   * overwritten in turn; threads may race on them, each slot always holding one that passed.
   */
  private final DictionaryAttr[] passed = new DictionaryAttr[16];
  private int nextSlot;
  /** Whether any operand (result) can fail: a group constrained, or optional (at most one value). */
  private final boolean operandsChecked;
  private final boolean resultsChecked;

  SpecVerifier(OpSpec spec) {
    this.spec = spec;
    List<AttrSpec> sorted = new ArrayList<>();
    for (AttrSpec a : spec.attributes()) {
      if (a.isRequired() || a.constraint() != AttrConstraints.ANY) sorted.add(a);
    }
    sorted.sort(Comparator.comparing(AttrSpec::name));
    this.byName = sorted.toArray(new AttrSpec[0]);
    this.fixedOperands = fixedCount(spec.operands());
    this.fixedResults = fixedCount(spec.results());
    this.operandsChecked = checked(spec.operands());
    this.resultsChecked = checked(spec.results());
  }

  private static boolean checked(List<ValueSpec> groups) {
    for (ValueSpec v : groups) {
      if (v.constraint() != TypeConstraint.ANY || v.arity() == Arity.OPTIONAL) return true;
    }
    return false;
  }

  private static int fixedCount(List<ValueSpec> groups) {
    int fixed = 0;
    for (ValueSpec v : groups) {
      if (!v.arity().isVariable()) fixed++;
    }
    return fixed;
  }

  @Override
  public boolean verify(Operation op) {
    int[] operandSegments = spec.hasOperandSegments() ? SegmentAccess.sizes(op, OpSpec.OPERAND_SEGMENT_SIZES) : null;
    if (operandSegments != null && !segments(op, operandSegments, true)) return false;
    int[] resultSegments = spec.hasResultSegments() ? SegmentAccess.sizes(op, OpSpec.RESULT_SEGMENT_SIZES) : null;
    if (resultSegments != null && !segments(op, resultSegments, false)) return false;
    if (!attributes(op) || !values(op, true, operandSegments) || !values(op, false, resultSegments)) return false;
    if (!regions(op)) return false;
    List<TypeRelation> relations = spec.relations();
    for (int i = 0; i < relations.size(); i++) {
      if (!relations.get(i).verify(op, spec)) return false;
    }
    return true;
  }

  /**
   * The checks an op that passed them and has not changed must pass again: region constraints
   * and predicates on the whole op ({@link TypeRelation.Holds}), which may look beyond the op's
   * own values and attributes; {@link OpVerifier#NONE} when the spec declares neither. The
   * segment, attribute, operand and result checks and the other type relations depend only on
   * what a change of the op (or of the type of a value it uses) marks it changed for.
   */
  OpVerifier contextual() {
    boolean holds = false;
    for (TypeRelation r : spec.relations()) holds |= r instanceof TypeRelation.Holds;
    if (!holds && spec.regions().isEmpty()) return OpVerifier.NONE;
    return this::verifyContext;
  }

  private boolean verifyContext(Operation op) {
    if (!regions(op)) return false;
    List<TypeRelation> relations = spec.relations();
    for (int i = 0; i < relations.size(); i++) {
      TypeRelation r = relations.get(i);
      if (r instanceof TypeRelation.Holds && !r.verify(op, spec)) return false;
    }
    return true;
  }

  private boolean segments(Operation op, int[] sizes, boolean operands) {
    String key = operands ? OpSpec.OPERAND_SEGMENT_SIZES : OpSpec.RESULT_SEGMENT_SIZES;
    String kind = operands ? "operand" : "result";
    int count = operands ? op.numOperands() : op.numResults();
    int groups = operands ? spec.operands().size() : spec.results().size();
    if (sizes.length != 0 && sizes.length != groups) {
      return fail(op, "'" + key + "' attribute for specifying " + kind + " segments must have " + groups
          + " elements, but got " + sizes.length);
    }
    int total = 0;
    for (int s : sizes) {
      if (s < 0) return fail(op, "'" + key + "' attribute cannot have negative elements");
      total += s;
    }
    if (total == count) return true;
    return fail(op, kind + " count (" + count + ") does not match with the total size (" + total
        + ") specified in attribute '" + key + "'");
  }

  /**
   * Looks each declared attribute that can fail up once (an optional one of any value cannot).
   * A missing required attribute is reported before any
   * constraint failure (MLIR checks all presences first), so the first failure is only noted.
   */
  private boolean attributes(Operation op) {
    if (byName.length == 0) return true;
    DictionaryAttr source = lookedUpIn(op);
    if (source != null) {
      for (DictionaryAttr d : passed) {
        if (d == source) return true;
      }
    }
    if (!checkAttributes(op)) return false;
    if (source != null) passed[nextSlot++ & (passed.length - 1)] = source;
    return true;
  }

  /**
   * The one dictionary {@link Operation#inherentAttr} finds {@code op}'s attributes in: its
   * properties when they are a dictionary and it has no other attributes, its attributes when
   * its properties hold none; {@code null} when both may answer. Emptiness is told by identity
   * (the dictionary's entries are not loaded): an empty dictionary other than EMPTY counts as
   * one that may answer.
   */
  private static DictionaryAttr lookedUpIn(Operation op) {
    DictionaryAttr attrs = op.attributes();
    if (!(op.properties() instanceof DictionaryAttr props) || props == DictionaryAttr.EMPTY) return attrs;
    return attrs == DictionaryAttr.EMPTY ? props : null;
  }

  private boolean checkAttributes(Operation op) {
    AttrSpec firstRejected = null;
    for (int i = 0; i < byName.length; i++) {
      AttrSpec a = byName[i];
      Attribute value = op.inherentAttr(a.name());
      if (value == null) {
        if (a.isRequired()) return fail(op, "requires attribute '" + a.name() + "'");
      } else if (firstRejected == null && !a.constraint().accepts(value)) {
        firstRejected = a;
      }
    }
    if (firstRejected == null) return true;
    return fail(op, "attribute '" + firstRejected.name() + "' failed to satisfy constraint: "
        + firstRejected.constraint().description());
  }

  /**
   * The operand or result constraints group by group. The group bounds are those of
   * {@link SegmentAccess#range}, computed in one sweep without building value lists.
   */
  private boolean values(Operation op, boolean operands, int[] segments) {
    if (!(operands ? operandsChecked : resultsChecked)) return true;
    List<ValueSpec> groups = operands ? spec.operands() : spec.results();
    String kind = operands ? "operand" : "result";
    int total = operands ? op.numOperands() : op.numResults();
    int variableSize = Math.max(0, total - (operands ? fixedOperands : fixedResults));
    int index = 0;
    int rawStart = 0;
    for (int g = 0; g < groups.size(); g++) {
      ValueSpec group = groups.get(g);
      int raw = segments != null ? (g < segments.length ? segments[g] : 0)
          : group.arity().isVariable() ? variableSize : 1;
      int start = Math.min(rawStart, total);
      int size = Math.max(0, Math.min(raw, total - start));
      rawStart += raw;
      if (group.arity() == Arity.OPTIONAL && size > 1) {
        return fail(op, kind + " group starting at #" + index + " requires 0 or 1 element, but found " + size);
      }
      TypeConstraint constraint = group.constraint();
      if (constraint == TypeConstraint.ANY) {
        index += size;
        continue;
      }
      for (int i = 0; i < size; i++, index++) {
        Value v = operands ? op.operand(start + i) : op.result(start + i);
        if (!constraint.accepts(v.type())) {
          return fail(op, kind + " #" + index + " must be " + group.description() + ", but got '"
              + TypeAttrPrinter.print(v.type()) + "'");
        }
      }
    }
    return true;
  }

  private boolean regions(Operation op) {
    int index = 0;
    List<RegionSpec> specs = spec.regions();
    for (int s = 0; s < specs.size(); s++) {
      RegionSpec r = specs.get(s);
      int count = r.variadic() ? op.numRegions() - (spec.regions().size() - 1) : 1;
      for (int i = 0; i < count && index < op.numRegions(); i++, index++) {
        Region region = op.region(index);
        if (!r.constraint().test(region)) {
          return fail(op, "region #" + index + " ('" + r.name() + "') failed to verify constraint: " + r.description());
        }
      }
    }
    return true;
  }

  private static boolean fail(Operation op, String message) {
    op.emitOpError(message);
    return false;
  }
}
