package rw.dsl.validation;

import java.util.ArrayList;
import java.util.List;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.validation.Check;
import rw.dsl.model.ActionDef;
import rw.dsl.model.AfterStmt;
import rw.dsl.model.AttributeLikeDef;
import rw.dsl.model.Call;
import rw.dsl.model.EnsureExpr;
import rw.dsl.model.Enumerate;
import rw.dsl.model.ExprStmt;
import rw.dsl.model.ExternAction;
import rw.dsl.model.ForStmt;
import rw.dsl.model.IndexExpr;
import rw.dsl.model.LetStmt;
import rw.dsl.model.InlineStmt;
import rw.dsl.model.MemberAccess;
import rw.dsl.model.NameRef;
import rw.dsl.model.OpBuild;
import rw.dsl.model.OpQuery;
import rw.dsl.model.Pattern;
import rw.dsl.model.Referable;
import rw.dsl.model.RegionBuild;
import rw.dsl.model.RemoveStmt;
import rw.dsl.model.RenameStmt;
import rw.dsl.model.ReplaceStmt;
import rw.dsl.model.SetStmt;
import rw.dsl.model.StringLiteral;
import rw.dsl.model.Var;
import rw.dsl.model.Zip;
import rw.dsl.semantics.ExprTypes;
import rw.dsl.semantics.Interpolation;
import rw.dsl.semantics.LocalVariables;
import rw.dsl.semantics.OpMembers;
import rw.dsl.semantics.StaticType;
import rw.dsl.semantics.StaticType.Kind;

/** Statements: effects, targets of set/remove/rename/inline, loops, unused and unbound names. */
public final class StatementChecks extends RwCheck {

  @Check
  public void hasEffect(ExprStmt s) {
    EObject e = s.getExpr();
    boolean effect = e instanceof OpBuild || e instanceof EnsureExpr
        || e instanceof Call c && (c.getCallee() instanceof ExternAction || c.getCallee() instanceof ActionDef);
    if (!effect) {
      error("this expression has no effect: statements build ops or call actions", s, null, IssueCodes.NO_EFFECT);
    }
  }

  /** `%size` and `size` both visible at a point would be one Java local in the generated code. */
  @Check
  public void distinctNames(LetStmt l) {
    for (rw.dsl.model.Var v : l.getVars()) {
      if (v.getName() == null) {
        continue;
      }
      String twin = v.getName().startsWith("%") ? v.getName().substring(1) : "%" + v.getName();
      boolean clash = rw.dsl.semantics.LocalVariables.visibleAt(l).stream()
          .anyMatch(o -> o instanceof rw.dsl.model.Var w && twin.equals(w.getName()));
      if (clash) {
        error("'" + v.getName() + "' and '" + twin + "' are both in scope here: give one another name", v, null, IssueCodes.DUPLICATE);
      }
    }
  }

  @Check
  public void attributeTarget(SetStmt s) {
    attributeTarget(s.getTarget(), "set");
  }

  @Check
  public void attributeTarget(RemoveStmt s) {
    attributeTarget(s.getTarget(), "remove");
  }

  private void attributeTarget(EObject target, String verb) {
    if (verb.equals("set") && target instanceof rw.dsl.model.NameRef n && n.getRef() instanceof rw.dsl.model.Var v
        && v.getName() != null && (v.getName().startsWith("%") || v.eContainer() instanceof rw.dsl.model.LetStmt)) {
      return; // `set %acc = ...`, `set xs = xs + [x]`: a variable takes a new value (an accumulator in a loop)
    }
    boolean declared = target instanceof MemberAccess m && m.getMember() instanceof AttributeLikeDef;
    boolean named = target instanceof IndexExpr i && i.getIndex() instanceof StringLiteral
        && ExprTypes.typeOf(i.getReceiver()).is(Kind.OP);
    boolean unresolved = target instanceof MemberAccess m && (m.getMember() == null || m.getMember().eIsProxy());
    if (!declared && !named && !unresolved) {
      error("'" + verb + "' takes an attribute: op.attribute or op[\"dialect.name\"]" + (verb.equals("set") ? ", or a variable declared by let" : ""),
          target, null, IssueCodes.MISMATCH);
    }
  }

  @Check
  public void renameSymbol(RenameStmt r) {
    StaticType t = ExprTypes.typeOf(r.getTarget());
    if (!t.isAny() && !t.is(Kind.OP)) {
      error("rename takes a symbol op, got " + t.describe(), r, P.getRenameStmt_Target(), IssueCodes.MISMATCH);
    } else if (t.def() instanceof rw.dsl.model.OpDef op && !OpMembers.hasTrait(op, "Symbol")) {
      error("'" + OpMembers.fullName(op) + "' is not a symbol (it has no Symbol trait)", r, P.getRenameStmt_Target(),
          IssueCodes.NOT_A_SYMBOL);
    }
  }

  @Check
  public void inlineRegion(InlineStmt s) {
    StaticType region = ExprTypes.typeOf(s.getRegion());
    if (!region.isAny() && !region.is(Kind.REGION)) {
      error("inline moves a region, got " + region.describe(), s, P.getInlineStmt_Region(), IssueCodes.MISMATCH);
    }
    StaticType target = ExprTypes.typeOf(s.getTarget());
    if (!target.isAny() && !target.is(Kind.OP)) {
      error("inline moves a region into an op, got " + target.describe(), s, P.getInlineStmt_Target(), IssueCodes.MISMATCH);
    }
  }

  @Check
  public void loop(ForStmt f) {
    if (f.isParallel()) {
      parallelLoop(f);
    }
    if (f.getQuery() != null) {
      return;
    }
    StaticType t = ExprTypes.typeOf(f.getIterable());
    if (!t.isAny() && !t.is(Kind.LIST)) {
      error("cannot iterate over " + t.describe(), f, P.getForStmt_Iterable(), IssueCodes.MISMATCH);
      return;
    }
    boolean tuple = f.getIterable() instanceof Enumerate || f.getIterable() instanceof Zip;
    int parts = f.getIterable() instanceof Zip z ? z.getLists().size() : 2;
    if (tuple && f.getVars().size() != parts) {
      error("this loop yields " + parts + " values per step: bind (" + "a, ".repeat(parts - 1) + "b)", f,
          P.getForStmt_Vars(), IssueCodes.ARITY);
    } else if (!tuple && f.getVars().size() != 1) {
      error("this loop yields one value per step", f, P.getForStmt_Vars(), IssueCodes.ARITY);
    }
  }

  /**
   * A parallel loop's iterations run at once: over ops isolated from above, in a pass body, and
   * reading nothing of the enclosing block but pass options (each iteration may change only its op).
   */
  private void parallelLoop(ForStmt f) {
    OpQuery q = f.getQuery();
    if (q == null) {
      error("a parallel loop goes over ops: `parallel for x: op in source`", f, P.getForStmt_Parallel(), IssueCodes.MISPLACED);
      return;
    }
    boolean inPass = EcoreUtil2.getContainerOfType(f, rw.dsl.model.Pass.class) != null;
    if (!inPass || EcoreUtil2.getContainerOfType(f, RegionBuild.class) != null) {
      error("a parallel loop belongs in a pass's `before` or `after` block", f, P.getForStmt_Parallel(), IssueCodes.MISPLACED);
      return;
    }
    if (q.getOp() != null && q.getOp().getName() != null && !OpMembers.hasTrait(q.getOp(), "IsolatedFromAbove")) {
      error("the iterations of a parallel loop run at once: '" + OpMembers.fullName(q.getOp())
          + "' must be IsolatedFromAbove", q, P.getOpQuery_Op(), IssueCodes.MISMATCH);
    }
    List<EObject> perIteration = new ArrayList<>(List.of(f.getBody()));
    if (q.getCondition() != null) perIteration.add(q.getCondition());
    for (EObject part : perIteration) outerVariables(f, part);
  }

  /** Reports the variables declared outside loop {@code f} that {@code part} of it reads. */
  private void outerVariables(ForStmt f, EObject part) {
    List<NameRef> refs = new ArrayList<>(EcoreUtil2.getAllContentsOfType(part, NameRef.class));
    if (part instanceof NameRef n) refs.add(n);
    for (NameRef n : refs) {
      if (n.getRef() instanceof Var v && !EcoreUtil2.isAncestor(f, v)) outerVariable(v.getName(), n);
    }
    for (StringLiteral s : EcoreUtil2.getAllContentsOfType(part, StringLiteral.class)) {
      if (s.getValue() == null) continue;
      List<Referable> visible = LocalVariables.visibleAt(s);
      for (Interpolation.Part piece : Interpolation.parse(s.getValue())) {
        if (!piece.isPath()) continue;
        String head = piece.path().get(0);
        boolean outer = visible.stream()
            .anyMatch(r -> r instanceof Var v && head.equals(v.getName()) && !EcoreUtil2.isAncestor(f, v));
        if (outer) outerVariable(head, s);
      }
    }
  }

  private void outerVariable(String name, EObject at) {
    error("the iterations of a parallel loop run at once: they may not use '" + name + "' of the enclosing block", at,
        null, IssueCodes.MISPLACED);
  }

  @Check
  public void placement(AfterStmt a) {
    if (EcoreUtil2.getContainerOfType(a, Pattern.class) == null) {
      error("`after` places ops after a pattern's root: it belongs in a pattern", a, null, IssueCodes.MISPLACED);
    }
  }

  @Check
  public void placement(ReplaceStmt r) {
    if (r.getTarget() == null && EcoreUtil2.getContainerOfType(r, Pattern.class) == null) {
      error("`replace with` replaces a pattern's root: name the op to replace here (`replace op with ...`)", r, null,
          IssueCodes.MISPLACED);
    }
    if (EcoreUtil2.getContainerOfType(r, RegionBuild.class) != null) {
      error("ops are replaced by a pattern, not inside a region being built", r, null, IssueCodes.MISPLACED);
    }
  }

  @Check
  public void unused(Var v) {
    String name = v.getName();
    if (name == null || name.startsWith("_") || name.startsWith("%_") || v.eContainer() instanceof OpQuery
        || EcoreUtil2.getContainerOfType(v, rw.dsl.model.OpDef.class) != null) {
      return;
    }
    EObject scope = declarationScope(v);
    for (NameRef n : EcoreUtil2.getAllContentsOfType(scope, NameRef.class)) {
      if (n.getRef() == v) {
        return;
      }
    }
    for (StringLiteral s : EcoreUtil2.getAllContentsOfType(scope, StringLiteral.class)) {
      if (mentions(s, name)) {
        return;
      }
    }
    warning("unused binding '" + name + "'", v, feature(v, "name"), IssueCodes.UNUSED);
  }

  private static EObject declarationScope(EObject v) {
    EObject top = v;
    while (top.eContainer() != null && !(top.eContainer() instanceof rw.dsl.model.RwFile)
        && !(top.eContainer() instanceof rw.dsl.model.PatternSet) && !(top.eContainer() instanceof rw.dsl.model.TypeMap)
        && !(top.eContainer() instanceof rw.dsl.model.Dialect)) {
      top = top.eContainer();
    }
    return top;
  }

  private static boolean mentions(StringLiteral s, String name) {
    return s.getValue() != null && Interpolation.parse(s.getValue()).stream()
        .anyMatch(p -> p.isPath() && name.equals(p.path().get(0)));
  }

  /** `"{spv.sym_name}_{kernel}"`: every interpolated name must be bound and its members known. */
  @Check
  public void interpolation(StringLiteral s) {
    if (s.getValue() == null) {
      return;
    }
    List<Referable> visible = LocalVariables.visibleAt(s);
    for (Interpolation.Part part : Interpolation.parse(s.getValue())) {
      if (!part.isPath()) {
        continue;
      }
      String head = part.path().get(0);
      Referable r = visible.stream().filter(x -> head.equals(nameOf(x))).findFirst().orElse(null);
      if (r == null) {
        errorInString(s, part, "unknown name '" + head + "' in string");
        continue;
      }
      memberPath(s, part, ExprTypes.ofReferable(r));
    }
  }

  private void memberPath(StringLiteral s, Interpolation.Part part, StaticType head) {
    StaticType t = head;
    List<String> path = part.path();
    for (String member : path.subList(1, path.size())) {
      if (!(t.def() instanceof rw.dsl.model.OpDef op)) {
        return;
      }
      var m = OpMembers.all(op).stream().filter(x -> member.equals(x.getName())).findFirst();
      if (m.isEmpty()) {
        errorInString(s, part, "'" + member + "' is not a member of " + t.describe());
        return;
      }
      t = rw.dsl.semantics.KindTypes.ofMember(m.get());
    }
  }

  /** Reports at the `{path}` inside the string (offsets hold for strings without escapes before it). */
  private void errorInString(StringLiteral s, Interpolation.Part part, String message) {
    var node = org.eclipse.xtext.nodemodel.util.NodeModelUtils.findNodesForFeature(s, P.getStringLiteral_Value());
    if (node.isEmpty()) {
      error(message, s, P.getStringLiteral_Value(), IssueCodes.UNBOUND);
      return;
    }
    int offset = node.get(0).getOffset() + 1 + part.offset();
    int length = String.join(".", part.path()).length();
    getMessageAcceptor().acceptError(message, s, offset, length, IssueCodes.UNBOUND);
  }

  private static String nameOf(Referable r) {
    Object name = r.eGet(r.eClass().getEStructuralFeature("name"));
    return name instanceof String s ? s : null;
  }
}
