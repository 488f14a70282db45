package rw.dsl.validation;

import java.util.List;
import rw.dsl.model.AttrRename;
import rw.dsl.model.OpDef;
import rw.dsl.model.PropertyDef;
import rw.dsl.model.TableRow;
import rw.dsl.semantics.OpMembers;

/** A table row maps an op to another of the same shape: operands, results, and properties by name. */
final class TableRowShapes {
  private TableRowShapes() {}

  static void check(RuleSetChecks checks, TableRow row, OpDef from, OpDef to) {
    if (from == null || to == null || from.eIsProxy() || to.eIsProxy()) {
      return;
    }
    String pair = "'" + OpMembers.fullName(from) + "' -> '" + OpMembers.fullName(to) + "': ";
    if (OpMembers.operands(from).size() != OpMembers.operands(to).size()) {
      checks.report(pair + OpMembers.operands(from).size() + " operand(s) become " + OpMembers.operands(to).size(), row,
          IssueCodes.ARITY);
    }
    if (OpMembers.results(from).size() != OpMembers.results(to).size()) {
      checks.report(pair + OpMembers.results(from).size() + " result(s) become " + OpMembers.results(to).size(), row,
          IssueCodes.ARITY);
    }
    List<PropertyDef> targets = OpMembers.properties(to);
    for (PropertyDef p : OpMembers.properties(from)) {
      String target = renamed(row, p.getName());
      if (!"_".equals(target) && targets.stream().noneMatch(t -> t.getName().equals(target))) {
        checks.report(pair + "property '" + p.getName() + "' has no counterpart: rename it (<{" + p.getName()
            + " -> name}>) or drop it (<{" + p.getName() + " -> _}>)", row, IssueCodes.MISMATCH);
      }
    }
  }

  private static String renamed(TableRow row, String name) {
    for (AttrRename r : row.getRenames()) {
      if (name.equals(r.getFrom())) {
        return r.getTo();
      }
    }
    return name;
  }
}
