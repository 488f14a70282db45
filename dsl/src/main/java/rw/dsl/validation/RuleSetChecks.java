package rw.dsl.validation;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.validation.Check;
import rw.dsl.model.OpBuild;
import rw.dsl.model.OpDef;
import rw.dsl.model.Pattern;
import rw.dsl.model.PatternSet;
import rw.dsl.model.PatternSetMember;
import rw.dsl.model.Table;
import rw.dsl.model.TableRow;
import rw.dsl.model.TypeMap;
import rw.dsl.model.TypeRule;
import rw.dsl.semantics.MatchOverlap;
import rw.dsl.semantics.OpMembers;
import rw.dsl.semantics.TermOverlap;

/**
 * Rule-set analysis, as ISLE does it: rules on one root at one benefit must not overlap, a rule
 * behind one that always applies is dead, and a rule whose output it can match again may loop.
 */
public final class RuleSetChecks extends RwCheck {

  /** A pattern or one expanded table row: root op, benefit, and whether it always applies. */
  private record Rule(EObject source, String name, OpDef root, long benefit, boolean always, Pattern pattern) {}

  @Check
  public void overlapAndShadowing(PatternSet set) {
    Map<OpDef, List<Rule>> byRoot = new HashMap<>();
    for (Rule r : rules(set)) {
      if (r.root() != null) {
        byRoot.computeIfAbsent(r.root(), k -> new ArrayList<>()).add(r);
      }
    }
    for (List<Rule> rules : byRoot.values()) {
      for (int j = 1; j < rules.size(); j++) {
        for (int i = 0; i < j; i++) {
          if (compare(rules.get(i), rules.get(j))) {
            break;
          }
        }
      }
    }
  }

  /** Reports rule b against an earlier rule a; true when b was reported. */
  private boolean compare(Rule a, Rule b) {
    if (a.source() == b.source()) {
      return false; // rows of one table: duplicates are reported by the table check
    }
    String root = OpMembers.fullName(a.root());
    if (a.benefit() == b.benefit() && overlap(a, b)) {
      error("'" + b.name() + "' and '" + a.name() + "' both match '" + root + "' at benefit " + a.benefit()
          + " and can match the same op: give one a higher benefit or make their matches exclusive",
          b.source(), nameFeature(b.source()), IssueCodes.OVERLAP);
      return true;
    }
    Rule high = a.benefit() > b.benefit() ? a : b;
    Rule low = high == a ? b : a;
    if (high.benefit() != low.benefit() && high.always() && subsumes(high, low)) {
      error("'" + low.name() + "' can never apply: '" + high.name() + "' (benefit " + high.benefit()
          + ") matches every op it matches and always succeeds", low.source(), nameFeature(low.source()), IssueCodes.SHADOWED);
      return low == b;
    }
    return false;
  }

  private static boolean overlap(Rule a, Rule b) {
    if (a.pattern() == null || b.pattern() == null) {
      return true;
    }
    return MatchOverlap.mayOverlap(a.pattern(), b.pattern());
  }

  private static boolean subsumes(Rule high, Rule low) {
    return high.pattern() == null || low.pattern() == null || MatchOverlap.subsumes(high.pattern(), low.pattern());
  }

  private List<Rule> rules(PatternSet set) {
    List<Rule> out = new ArrayList<>();
    for (PatternSetMember m : set.getMembers()) {
      if (m instanceof Pattern p && p.getRoot() != null && p.getRoot().getOp() != null && !p.getRoot().getOp().eIsProxy()) {
        long benefit = p.getBenefit() == 0 ? 1 : p.getBenefit();
        out.add(new Rule(p, p.getName(), p.getRoot().getOp(), benefit, MatchOverlap.alwaysApplies(p), p));
      } else if (m instanceof Table t) {
        long benefit = t.getBenefit() == 0 ? 1 : t.getBenefit();
        for (TableRow row : t.getRows()) {
          for (OpDef op : row.getSource().getOps()) {
            if (op != null && !op.eIsProxy()) {
              out.add(new Rule(t, t.getName() + " (" + OpMembers.fullName(op) + ")", op, benefit, true, null));
            }
          }
        }
      }
    }
    return out;
  }

  @Check
  public void table(Table t) {
    Map<OpDef, TableRow> seen = new HashMap<>();
    for (TableRow row : t.getRows()) {
      List<OpDef> from = row.getSource().getOps();
      List<OpDef> to = row.getTarget().getOps();
      if (from.size() != to.size()) {
        error("the row expands to " + from.size() + " source op(s) but " + to.size() + " target op(s)", row,
            P.getTableRow_Target(), IssueCodes.ARITY);
        continue;
      }
      for (int i = 0; i < from.size(); i++) {
        if (from.get(i) != null && !from.get(i).eIsProxy() && seen.put(from.get(i), row) != null) {
          error("'" + OpMembers.fullName(from.get(i)) + "' already has a row", row, P.getTableRow_Source(), IssueCodes.DUPLICATE);
        }
        TableRowShapes.check(this, row, from.get(i), to.get(i));
      }
    }
  }

  void report(String message, EObject at, String code) {
    error(message, at, null, code);
  }

  @Check
  public void rematch(Pattern p) {
    if (p.getRoot() == null || p.getRoot().getOp() == null || p.getRoot().getOp().eIsProxy()) {
      return;
    }
    for (OpBuild b : EcoreUtil2.getAllContentsOfType(p, OpBuild.class)) {
      if (b.getOp() == p.getRoot().getOp()) {
        warning("this builds '" + OpMembers.fullName(b.getOp()) + "' again, which '" + p.getName()
            + "' matches: the rewrite may not terminate", b, P.getOpBuild_Op(), IssueCodes.REMATCH);
      }
    }
  }

  @Check
  public void typeRules(TypeMap map) {
    List<TypeRule> rules = map.getRules();
    for (int j = 1; j < rules.size(); j++) {
      for (int i = 0; i < j; i++) {
        TypeRule earlier = rules.get(i);
        if (earlier.getCondition() == null && TermOverlap.subsumes(earlier.getSource(), rules.get(j).getSource())) {
          int line = NodeModelUtils.getNode(earlier).getStartLine();
          error("this rule can never apply: the rule on line " + line + " matches every type it matches",
              rules.get(j), P.getTypeRule_Source(), IssueCodes.SHADOWED);
          break;
        }
      }
    }
  }
}
