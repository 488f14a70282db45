package rw.dsl.semantics;

import java.util.List;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.EcoreUtil2;
import rw.dsl.model.AlternativesPattern;
import rw.dsl.model.AttributeMatch;
import rw.dsl.model.BinderPattern;
import rw.dsl.model.BlockArg;
import rw.dsl.model.ConstraintDef;
import rw.dsl.model.ConstraintKind;
import rw.dsl.model.ForStmt;
import rw.dsl.model.LegalityRule;
import rw.dsl.model.LetStmt;
import rw.dsl.model.ListComprehension;
import rw.dsl.model.ListPattern;
import rw.dsl.model.OpBinder;
import rw.dsl.model.OpMatch;
import rw.dsl.model.OpQuery;
import rw.dsl.model.PropertyDef;
import rw.dsl.model.AttributeDef;
import rw.dsl.model.ResultBinder;
import rw.dsl.model.SymbolPartPattern;
import rw.dsl.model.TermParam;
import rw.dsl.model.TermPattern;
import rw.dsl.model.TermRefPattern;
import rw.dsl.model.ValueOperand;
import rw.dsl.model.Var;
import rw.dsl.semantics.StaticType.Kind;

/** Static types of variables, from where they are declared. */
public final class VarTypes {
  private VarTypes() {}

  public static StaticType of(Var v) {
    EObject c = v.eContainer();
    if (c instanceof LetStmt let) {
      return ofLet(let, v);
    }
    if (c instanceof ForStmt f) {
      return elementVar(ExprTypes.typeOf(f.getIterable()), f.getVars(), v);
    }
    if (c instanceof ListComprehension l) {
      return elementVar(ExprTypes.typeOf(l.getSource()), l.getVars(), v);
    }
    if (c instanceof OpQuery q) {
      return ExprTypes.op(q.getOp());
    }
    if (c instanceof OpBinder b && b.eContainer() instanceof OpMatch m) {
      return ExprTypes.op(m.getOp());
    }
    if (c instanceof BlockArg a) {
      return a.isVariadic() ? StaticType.VALUES : StaticType.VALUE;
    }
    if (c instanceof ResultBinder) {
      return StaticType.VALUE;
    }
    if (c instanceof ValueOperand o) {
      return o.isSegment() ? StaticType.VALUES : StaticType.VALUE;
    }
    if (c instanceof BinderPattern b) {
      return positionType(b);
    }
    if (c instanceof SymbolPartPattern) {
      return StaticType.STRING;
    }
    if (c instanceof LegalityRule r && !r.getOps().isEmpty()) {
      return ExprTypes.op(r.getOps().get(0));
    }
    return StaticType.ANY;
  }

  private static StaticType ofLet(LetStmt let, Var v) {
    StaticType t = ExprTypes.typeOf(let.getValue());
    if (let.getVars().size() > 1) {
      if (t.is(Kind.TUPLE)) {
        int i = let.getVars().indexOf(v);
        return i < t.parts().size() ? t.parts().get(i) : StaticType.ANY;
      }
      return t.is(Kind.OP) ? StaticType.VALUE : StaticType.ANY;
    }
    if (isValueName(v) && t.is(Kind.OP)) {
      return StaticType.VALUE;
    }
    return t;
  }

  private static StaticType elementVar(StaticType iterable, List<Var> vars, Var v) {
    StaticType element = iterable.element();
    if (vars.size() == 1) {
      return element;
    }
    if (!element.is(Kind.TUPLE)) {
      return StaticType.ANY;
    }
    int i = vars.indexOf(v);
    return i < element.parts().size() ? element.parts().get(i) : StaticType.ANY;
  }

  public static boolean isValueName(Var v) {
    return v.getName() != null && v.getName().startsWith("%");
  }

  /** What a term pattern at this position matches: the declared kind of the parameter it fills. */
  public static StaticType positionType(TermPattern p) {
    EObject c = p.eContainer();
    if (c instanceof TermRefPattern ref && TermDefs.isTermDef(ref.getRef())) {
      int i = ref.getArgs().indexOf(p);
      List<TermParam> params = TermDefs.params(ref.getRef());
      return i >= 0 && i < params.size() ? KindTypes.ofMember(params.get(i)) : StaticType.ANY;
    }
    if (c instanceof BinderPattern b) {
      return positionType(b);
    }
    if (c instanceof AlternativesPattern a) {
      return positionType(a);
    }
    if (c instanceof ListPattern l) {
      return positionType(l).element();
    }
    return topLevelType(p);
  }

  private static StaticType topLevelType(TermPattern p) {
    EObject c = p.eContainer();
    if (c instanceof PropertyDef || c instanceof AttributeDef || c instanceof AttributeMatch) {
      return StaticType.ATTR;
    }
    if (c instanceof ConstraintDef d) {
      return d.getKind() == ConstraintKind.ATTR ? StaticType.ATTR : StaticType.TYPE;
    }
    if (EcoreUtil2.getContainerOfType(p, AttributeMatch.class) != null && c instanceof TermRefPattern) {
      return StaticType.ATTR;
    }
    return StaticType.TYPE;
  }
}
