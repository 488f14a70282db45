package rw.dsl.semantics;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.EcoreUtil2;
import rw.dsl.model.ActionDef;
import rw.dsl.model.AllOf;
import rw.dsl.model.RangeOf;
import rw.dsl.model.BinaryExpr;
import rw.dsl.model.BoolLiteral;
import rw.dsl.model.Call;
import rw.dsl.model.Callable;
import rw.dsl.model.Convert;
import rw.dsl.model.Converted;
import rw.dsl.model.CountOf;
import rw.dsl.model.EnsureExpr;
import rw.dsl.model.EnumCase;
import rw.dsl.model.Enumerate;
import rw.dsl.model.Expr;
import rw.dsl.model.ExternAction;
import rw.dsl.model.ExternConstraint;
import rw.dsl.model.ExternFunction;
import rw.dsl.model.FirstOf;
import rw.dsl.model.Has;
import rw.dsl.model.IndexExpr;
import rw.dsl.model.IntLiteral;
import rw.dsl.model.IsExpr;
import rw.dsl.model.LegalityRule;
import rw.dsl.model.ListComprehension;
import rw.dsl.model.ListLiteral;
import rw.dsl.model.LookupExpr;
import rw.dsl.model.MemberAccess;
import rw.dsl.model.NameRef;
import rw.dsl.model.NegIntLiteral;
import rw.dsl.model.NotExpr;
import rw.dsl.model.OpBuild;
import rw.dsl.model.OpDef;
import rw.dsl.model.Param;
import rw.dsl.model.ParentOf;
import rw.dsl.model.Pass;
import rw.dsl.model.PassOption;
import rw.dsl.model.Pattern;
import rw.dsl.model.Referable;
import rw.dsl.model.RootRef;
import rw.dsl.model.SingleOf;
import rw.dsl.model.StringLiteral;
import rw.dsl.model.SymbolLiteral;
import rw.dsl.model.TypeOf;
import rw.dsl.model.UnitLiteral;
import rw.dsl.model.UsesOf;
import rw.dsl.model.Var;
import rw.dsl.model.Zip;
import rw.dsl.semantics.StaticType.Kind;

/**
 * Static typing of .rw expressions and variables. Unknown or unresolved things are ANY, which
 * every check accepts, so that one mistake yields one diagnostic.
 */
public final class ExprTypes {
  private static final ThreadLocal<Set<EObject>> IN_PROGRESS = ThreadLocal.withInitial(HashSet::new);

  private ExprTypes() {}

  public static StaticType typeOf(Expr e) {
    if (e == null) {
      return StaticType.ANY;
    }
    Set<EObject> active = IN_PROGRESS.get();
    if (!active.add(e)) {
      return StaticType.ANY;
    }
    try {
      return compute(e);
    } finally {
      active.remove(e);
    }
  }

  private static StaticType compute(Expr e) {
    if (e instanceof IntLiteral || e instanceof NegIntLiteral) {
      return StaticType.INT;
    }
    if (e instanceof StringLiteral) {
      return StaticType.STRING;
    }
    if (e instanceof BoolLiteral || e instanceof IsExpr || e instanceof NotExpr || e instanceof Has) {
      return StaticType.BOOL;
    }
    if (e instanceof UnitLiteral) {
      return StaticType.UNIT;
    }
    if (e instanceof SymbolLiteral) {
      return StaticType.SYMBOL;
    }
    if (e instanceof NameRef n) {
      return ofReferable(n.getRef());
    }
    if (e instanceof MemberAccess m) {
      return m.getMember() == null || m.getMember().eIsProxy() ? StaticType.ANY : KindTypes.ofMember(m.getMember());
    }
    if (e instanceof BinaryExpr b) {
      return ofBinary(b);
    }
    return computeComposite(e);
  }

  private static StaticType computeComposite(Expr e) {
    if (e instanceof IndexExpr i) {
      return ofIndex(i);
    }
    if (e instanceof ListLiteral l) {
      return l.getElements().isEmpty() ? StaticType.list(StaticType.ANY) : StaticType.list(typeOf(l.getElements().get(0)));
    }
    if (e instanceof ListComprehension c) {
      return StaticType.list(typeOf(c.getElement()));
    }
    if (e instanceof OpBuild b) {
      return op(b.getOp());
    }
    if (e instanceof LookupExpr l) {
      return op(l.getOp());
    }
    if (e instanceof EnsureExpr en) {
      return op(en.getOp());
    }
    if (e instanceof RootRef r) {
      return rootOf(r);
    }
    if (e instanceof Call c) {
      return ofCall(c.getCallee());
    }
    return ofBuiltin(e);
  }

  private static StaticType ofBuiltin(Expr e) {
    if (e instanceof TypeOf t) {
      return typeOf(t.getValue()).is(Kind.LIST) ? StaticType.TYPES : StaticType.TYPE;
    }
    if (e instanceof Convert c) {
      return typeOf(c.getType()).is(Kind.LIST) ? StaticType.TYPES : StaticType.TYPE;
    }
    if (e instanceof Converted c) {
      return typeOf(c.getValue()).is(Kind.LIST) ? StaticType.VALUES : StaticType.VALUE;
    }
    if (e instanceof UsesOf || e instanceof CountOf) {
      return StaticType.INT;
    }
    if (e instanceof FirstOf f) {
      return f.getQuery() != null ? op(f.getQuery().getOp()) : typeOf(f.getList()).element();
    }
    if (e instanceof SingleOf s) {
      return s.getQuery() != null ? op(s.getQuery().getOp()) : typeOf(s.getList()).element();
    }
    if (e instanceof AllOf a) {
      return StaticType.list(op(a.getQuery().getOp()));
    }
    if (e instanceof RangeOf) {
      return StaticType.list(StaticType.INT);
    }
    if (e instanceof Enumerate en) {
      return StaticType.list(StaticType.tuple(List.of(StaticType.INT, typeOf(en.getList()).element())));
    }
    if (e instanceof Zip z) {
      List<StaticType> parts = new ArrayList<>();
      z.getLists().forEach(l -> parts.add(typeOf(l).element()));
      return StaticType.list(StaticType.tuple(parts));
    }
    if (e instanceof ParentOf p) {
      return op(p.getOp());
    }
    return StaticType.ANY;
  }

  private static StaticType ofBinary(BinaryExpr b) {
    String op = b.getOp();
    if ("??".equals(op)) {
      StaticType left = typeOf(b.getLeft());
      return left.isAny() ? typeOf(b.getRight()) : left;
    }
    if ("+".equals(op) && (typeOf(b.getLeft()).is(Kind.LIST) || typeOf(b.getRight()).is(Kind.LIST))) {
      StaticType left = typeOf(b.getLeft());
      return left.is(Kind.LIST) && !left.element().isAny() ? left : typeOf(b.getRight());
    }
    if ("+".equals(op) || "-".equals(op) || "*".equals(op) || "/".equals(op)) {
      boolean text = typeOf(b.getLeft()).is(Kind.STRING) || typeOf(b.getRight()).is(Kind.STRING);
      return text ? StaticType.STRING : StaticType.INT;
    }
    return StaticType.BOOL;
  }

  private static StaticType ofIndex(IndexExpr i) {
    StaticType receiver = typeOf(i.getReceiver());
    if (i.getIndex() instanceof StringLiteral && receiver.is(Kind.OP)) {
      return StaticType.ATTR;
    }
    return receiver.element();
  }

  private static StaticType ofCall(Callable callee) {
    if (callee == null || callee.eIsProxy()) {
      return StaticType.ANY;
    }
    if (callee instanceof ExternConstraint) {
      return StaticType.BOOL;
    }
    if (callee instanceof ExternFunction f) {
      return f.getResult() == null ? StaticType.ANY : KindTypes.of(f.getResult());
    }
    if (callee instanceof ExternAction a) {
      return a.getResult() == null ? StaticType.UNIT : KindTypes.of(a.getResult());
    }
    ActionDef a = (ActionDef) callee;
    return a.getResult() == null ? StaticType.UNIT : KindTypes.of(a.getResult());
  }

  /** `root`: the matched op in a pattern, the anchor in a pass, any op elsewhere. */
  public static StaticType rootOf(EObject context) {
    Pattern p = EcoreUtil2.getContainerOfType(context, Pattern.class);
    if (p != null) {
      return p.getRoot() == null ? StaticType.ANY : op(p.getRoot().getOp());
    }
    Pass pass = EcoreUtil2.getContainerOfType(context, Pass.class);
    if (pass != null && pass.getAnchor() != null) {
      return op(pass.getAnchor());
    }
    LegalityRule rule = EcoreUtil2.getContainerOfType(context, LegalityRule.class);
    if (rule != null && !rule.getOps().isEmpty()) {
      return op(rule.getOps().get(0));
    }
    return StaticType.of(Kind.OP);
  }

  public static StaticType ofReferable(Referable r) {
    if (r == null || r.eIsProxy()) {
      return StaticType.ANY;
    }
    if (r instanceof Var v) {
      return VarTypes.of(v);
    }
    if (r instanceof rw.dsl.model.BlockBuild) {
      return StaticType.of(StaticType.Kind.SUCCESSOR);
    }
    if (r instanceof Param p) {
      return p.getKind() == null ? StaticType.ANY : KindTypes.of(p.getKind());
    }
    if (r instanceof PassOption o) {
      return o.getKind() == null ? StaticType.ANY : KindTypes.of(o.getKind());
    }
    if (r instanceof EnumCase c) {
      return StaticType.of(Kind.ENUM, c.eContainer());
    }
    return KindTypes.ofDefinition(r);
  }

  public static StaticType op(OpDef def) {
    return def == null || def.eIsProxy() ? StaticType.of(Kind.OP) : StaticType.of(Kind.OP, def);
  }
}
