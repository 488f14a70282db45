package rw.generator.rules;

import static rw.generator.rules.Names.RULE_OPS;
import static rw.generator.rules.Names.RULE_TERMS;
import static rw.generator.rules.Names.RULE_VALUES;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import org.eclipse.emf.ecore.EObject;
import rw.dsl.model.*;
import rw.dsl.semantics.ExprTypes;
import rw.dsl.semantics.Interpolation;
import rw.dsl.semantics.OpMembers;
import rw.dsl.semantics.StaticType;
import rw.dsl.semantics.StaticType.Kind;

/** Expressions of {@code .rw} rules as Java expressions. */
final class ExprGen {
  private final Scope scope;

  ExprGen(Scope scope) {
    this.scope = scope;
  }

  CodeBlock expr(Expr e) {
    if (e instanceof IntLiteral i) return CodeBlock.of("$LL", i.getValue());
    if (e instanceof NegIntLiteral i) return CodeBlock.of("-$LL", i.getValue());
    if (e instanceof BoolLiteral b) return CodeBlock.of("$L", b.isValue());
    if (e instanceof UnitLiteral) return CodeBlock.of("$T.INSTANCE", Names.UNIT_ATTR);
    if (e instanceof StringLiteral s) return text(s.getValue());
    if (e instanceof SymbolLiteral s) return symbol(s);
    if (e instanceof NameRef n) return name(n);
    if (e instanceof RootRef) return CodeBlock.of("root");
    if (e instanceof MemberAccess m) return member(m);
    if (e instanceof IndexExpr i) return index(i);
    if (e instanceof BinaryExpr b) return binary(b);
    if (e instanceof NotExpr n) return CodeBlock.of("!($L)", expr(n.getOperand()));
    if (e instanceof IsExpr i) return isExpr(i);
    if (e instanceof ListLiteral l) return list(l.getElements());
    if (e instanceof ListComprehension c) return comprehension(c);
    if (e instanceof OpBuild b) return new OpBuildGen(this, scope).build(b);
    if (e instanceof EnsureExpr en) return new OpBuildGen(this, scope).ensure(en);
    if (e instanceof LookupExpr l) return lookup(l);
    if (e instanceof Call c) return call(c);
    return builtin(e);
  }

  private CodeBlock builtin(Expr e) {
    if (e instanceof TypeOf t) {
      return isList(t.getValue()) ? CodeBlock.of("$T.types($L)", RULE_OPS, expr(t.getValue())) : CodeBlock.of("$L.type()", expr(t.getValue()));
    }
    if (e instanceof Converted c) {
      return isList(c.getValue()) ? CodeBlock.of("$T.remapped(rewriter, $L)", RULE_OPS, expr(c.getValue()))
          : CodeBlock.of("rewriter.remappedValue($L)", expr(c.getValue()));
    }
    if (e instanceof Convert c) {
      return isList(c.getType()) ? CodeBlock.of("converter.convertTypes($T.list($L))", RULE_VALUES, expr(c.getType()))
          : CodeBlock.of("converter.convertType($T.type($L))", RULE_VALUES, expr(c.getType()));
    }
    if (e instanceof Has h) return CodeBlock.of("($L != null)", expr(h.getValue()));
    if (e instanceof CountOf c) return c.getQuery() != null ? CodeBlock.of("(long) $L.size()", query(c.getQuery())) : CodeBlock.of("(long) $L.size()", listOf(c.getList()));
    if (e instanceof FirstOf f) return CodeBlock.of("$T.first($L)", RULE_OPS, f.getQuery() != null ? query(f.getQuery()) : expr(f.getList()));
    if (e instanceof SingleOf s) return CodeBlock.of("$T.single($L)", RULE_OPS, s.getQuery() != null ? query(s.getQuery()) : expr(s.getList()));
    if (e instanceof AllOf a) return query(a.getQuery());
    if (e instanceof RangeOf r) return CodeBlock.of("$T.range($L)", RULE_VALUES, expr(r.getCount()));
    if (e instanceof ParentOf p) return CodeBlock.of("$L.parentOfName($S)", expr(p.getOf()), OpMembers.fullName(p.getOp()));
    throw new IllegalStateException("unsupported expression " + e.eClass().getName() + " at " + Names.at(scope.source, e));
  }

  static boolean isList(Expr e) {
    return ExprTypes.typeOf(e).is(Kind.LIST);
  }

  /** The ops of a query, filtered by its condition: {@code RuleOps.children(...)}. */
  CodeBlock query(OpQuery q) {
    CodeBlock all = CodeBlock.of("$T.children($L, $S)", RULE_OPS, expr(q.getSource()), OpMembers.fullName(q.getOp()));
    if (q.getCondition() == null) return all;
    String v = Names.javaVar(q.getVar().getName());
    return CodeBlock.of("$T.filter($L, $L -> $L)", RULE_VALUES, all, v, expr(q.getCondition()));
  }

  /** A value as String (attributes read as their text). */
  CodeBlock asText(Expr e) {
    StaticType t = ExprTypes.typeOf(e);
    return t.is(Kind.STRING) || t.is(Kind.SYMBOL) ? expr(e) : CodeBlock.of("$T.text($L)", RULE_VALUES, expr(e));
  }

  /** An interpolated string: {@code "{a}_{g.binding}"}. */
  CodeBlock text(String value) {
    List<CodeBlock> parts = new ArrayList<>();
    for (Interpolation.Part p : Interpolation.parse(value)) {
      if (!p.isPath()) {
        parts.add(CodeBlock.of("$S", p.text()));
        continue;
      }
      CodeBlock path = CodeBlock.of("$L", Names.javaVar(p.path().get(0)));
      for (String m : p.path().subList(1, p.path().size())) path = CodeBlock.of("$L.inherentAttr($S)", path, m);
      parts.add(CodeBlock.of("$T.text($L)", RULE_VALUES, path));
    }
    if (parts.isEmpty()) return CodeBlock.of("$S", "");
    return CodeBlock.join(parts, " + ");
  }

  private CodeBlock symbol(SymbolLiteral s) {
    List<CodeBlock> parts = new ArrayList<>();
    for (SymbolPart p : s.getParts()) {
      if (p.getName() != null) parts.add(CodeBlock.of("$S", p.getName()));
      else if (p.getText() != null) parts.add(text(p.getText().getValue()));
      else parts.add(asText(p.getExpr()));
    }
    return CodeBlock.join(parts, " + \"::\" + ");
  }

  /** A list expression as a Java list: an array attribute (`op.values`) is read as its elements. */
  CodeBlock listOf(Expr e) {
    return ExprTypes.typeOf(e).is(Kind.ATTR) ? CodeBlock.of("$T.list($L)", RULE_VALUES, expr(e)) : expr(e);
  }

  private CodeBlock name(NameRef n) {
    Referable r = n.getRef();
    if (r instanceof Var || r instanceof Param) return CodeBlock.of("$L", Names.javaVar(r instanceof Var v ? v.getName() : ((Param) r).getName()));
    if (r instanceof EnumCase c) return CodeBlock.of("$S", c.getName());
    if (r instanceof rw.dsl.model.BlockBuild b) return CodeBlock.of("$L", OpBuildGen.blockVar(b));
    if (r instanceof PassOption o) return OptionGen.read(o);
    if (r instanceof TypeAlias a) return termOf(a.getTarget());
    String key = TermGen.termKey(r);
    if (key == null) throw new IllegalStateException("unsupported name " + r + " at " + Names.at(scope.source, n));
    if (n.isAttrSigil() && key.startsWith("!")) key = "#" + key.substring(1);
    List<CodeBlock> args = new ArrayList<>();
    args.add(CodeBlock.of("$S", key));
    for (Expr a : n.getArgs()) args.add(expr(a));
    return make(key, args);
  }

  /** A concrete term written as a pattern (an alias target such as {@code integer<32>}). */
  private CodeBlock termOf(TermPattern p) {
    TermRefPattern r = (TermRefPattern) p;
    if (r.getRef() instanceof TypeAlias a) return termOf(a.getTarget());
    List<CodeBlock> args = new ArrayList<>();
    args.add(CodeBlock.of("$S", TermGen.termKey(r.getRef())));
    for (TermPattern a : r.getArgs()) {
      if (a instanceof IntPattern i) args.add(CodeBlock.of("$LL", i.getValue()));
      else args.add(termOf(a));
    }
    return make(TermGen.termKey(r.getRef()), args);
  }

  /**
   * {@code RuleTerms.<Type>make(…)} or {@code RuleTerms.<Attribute>make(…)}: the explicit type argument
   * keeps javac from inferring an array for a term that is the single element of {@code List.of(…)}.
   */
  private static CodeBlock make(String key, List<CodeBlock> args) {
    ClassName kind = key.startsWith("!") ? ClassName.get("rw.ir.type", "Type") : ClassName.get("rw.ir.attr", "Attribute");
    return CodeBlock.of("$T.<$T>make($L)", RULE_TERMS, kind, CodeBlock.join(args, ", "));
  }

  private CodeBlock member(MemberAccess m) {
    CodeBlock recv = expr(m.getReceiver());
    EObject member = m.getMember();
    if (member instanceof AttributeLikeDef a) return CodeBlock.of("$L.inherentAttr($S)", recv, a.getName());
    if (member instanceof RegionDef r) return CodeBlock.of("$L.region($L)", recv, OpMembers.regions(owner(r)).indexOf(r));
    if (member instanceof ResultDef r) {
      return OpMembers.isVariadic(r) ? CodeBlock.of("$L.results()", recv) : CodeBlock.of("$L.result($L)", recv, OpMembers.results(owner(r)).indexOf(r));
    }
    if (member instanceof OperandDef o) return operandGroup(recv, o);
    if (member instanceof rw.dsl.model.SuccessorDef d) return CodeBlock.of("$L.successor($L)", recv, OpMembers.successors(owner(d)).indexOf(d));
    if (member instanceof TermParam p) {
      StaticType rt = ExprTypes.typeOf(m.getReceiver());
      String key = TermGen.termKey(p.eContainer());
      int index = ((EObject) p.eContainer()).eContents().indexOf(p);
      return CodeBlock.of("$T.param($L, $S, $L)", RULE_TERMS, rt.is(Kind.ATTR) ? CodeBlock.of("$T.type($L)", RULE_VALUES, recv) : recv, key, index);
    }
    throw new IllegalStateException("unsupported member at " + Names.at(scope.source, m));
  }

  static OpDef owner(EObject member) {
    return (OpDef) member.eContainer();
  }

  /** The operands of group {@code o} of op {@code recv} (a single Value unless variadic). */
  static CodeBlock operandGroup(CodeBlock recv, OperandDef o) {
    OpDef def = owner(o);
    List<OperandDef> all = OpMembers.operands(def);
    int variadic = -1;
    for (int i = 0; i < all.size(); i++) {
      if (OpMembers.isVariadic(all.get(i)) && variadic < 0) variadic = i;
    }
    String access = OpMembers.isVariadic(o) ? "operandGroup" : "operand";
    return CodeBlock.of("$T.$L($L, $L, $L, $L)", RULE_OPS, access, recv, all.indexOf(o), all.size(), variadic);
  }

  private CodeBlock index(IndexExpr i) {
    CodeBlock recv = expr(i.getReceiver());
    if (i.getIndex() instanceof StringLiteral s) return CodeBlock.of("$L.attr($S)", recv, s.getValue());
    // An array attribute (`op.static_sizes[i]`) is indexed as the list of its elements.
    if (ExprTypes.typeOf(i.getReceiver()).is(Kind.ATTR)) recv = listOf(i.getReceiver());
    return CodeBlock.of("$L.get((int) (long) ($L))", recv, expr(i.getIndex()));
  }

  private CodeBlock binary(BinaryExpr b) {
    String op = b.getOp();
    CodeBlock l = expr(b.getLeft());
    CodeBlock r = expr(b.getRight());
    return switch (op) {
      case "and" -> CodeBlock.of("$L && $L", l, r);
      case "or" -> CodeBlock.of("($L || $L)", l, r);
      case "??" -> CodeBlock.of("$T.orElse($L, $L)", RULE_VALUES, l, r);
      case "==" -> CodeBlock.of("$T.same($L, $L)", RULE_VALUES, l, r);
      case "!=" -> CodeBlock.of("!$T.same($L, $L)", RULE_VALUES, l, r);
      case "+" -> isList(b) ? CodeBlock.of("$T.concat($L, $L)", RULE_VALUES, l, r) : ExprTypes.typeOf(b).is(Kind.STRING) ? CodeBlock.of("$L + $L", asText(b.getLeft()), asText(b.getRight())) : CodeBlock.of("($L + $L)", asInt(b.getLeft()), asInt(b.getRight()));
      default -> CodeBlock.of("($L $L $L)", asInt(b.getLeft()), op, asInt(b.getRight()));
    };
  }

  CodeBlock asInt(Expr e) {
    boolean javaLong = ExprTypes.typeOf(e).is(Kind.INT) && !(e instanceof MemberAccess) && !listElement(e);
    return javaLong ? expr(e) : CodeBlock.of("$T.integer($L)", RULE_VALUES, expr(e));
  }

  /** An element of a list (`shape[i]`, or the variable of a loop over a list): its Java type is often Object. */
  private static boolean listElement(Expr e) {
    if (e instanceof IndexExpr) return true;
    if (!(e instanceof NameRef n) || !(n.getRef() instanceof Var v)) return false;
    return v.eContainer() instanceof ListComprehension || v.eContainer() instanceof ForStmt f && !(f.getIterable() instanceof RangeOf);
  }

  private CodeBlock isExpr(IsExpr i) {
    CodeBlock subject = expr(i.getSubject());
    if (ExprTypes.typeOf(i.getSubject()).is(Kind.ATTR) && !(i.getPattern() instanceof TermRefPattern r && r.isAttrSigil())) {
      subject = CodeBlock.of("$T.type($L)", RULE_VALUES, subject);
    }
    CodeBlock c = TermGen.cond(i.getPattern(), subject, new HashMap<>());
    return i.isNegated() ? CodeBlock.of("!($L)", c) : CodeBlock.of("($L)", c);
  }

  CodeBlock list(List<Expr> elements) {
    List<CodeBlock> parts = new ArrayList<>();
    for (Expr e : elements) parts.add(expr(e));
    return CodeBlock.of("$T.of($L)", Names.LIST, CodeBlock.join(parts, ", "));
  }

  private CodeBlock comprehension(ListComprehension c) {
    String v = Names.javaVar(c.getVars().get(0).getName());
    if (c.getSource() instanceof Enumerate en && c.getVars().size() == 2) {
      // `[for (i, x) in enumerate(l): e]`: over the indices, x bound to the element.
      return CodeBlock.of("$T.indexed($L, ($L, $L) -> $L)", RULE_VALUES, listOf(en.getList()), v,
          Names.javaVar(c.getVars().get(1).getName()), element(c));
    }
    return CodeBlock.of("$T.map($L, $L -> $L)", RULE_VALUES, expr(c.getSource()), v, element(c));
  }

  /** A comprehension's element; a built op stands for its single result. */
  private CodeBlock element(ListComprehension c) {
    CodeBlock e = expr(c.getElement());
    return c.getElement() instanceof OpBuild ? CodeBlock.of("$L.result(0)", e) : e;
  }

  private CodeBlock lookup(LookupExpr l) {
    CodeBlock where = l.getScope() != null ? expr(l.getScope()) : CodeBlock.of("root.parentOp()");
    return CodeBlock.of("$T.lookup($L, $S, $L)", RULE_OPS, where, OpMembers.fullName(l.getOp()), asText(l.getSymbol()));
  }

  /** The location of ops built at {@code e}: the op of the nearest enclosing {@code at … for op}, else the root's. */
  CodeBlock location(org.eclipse.emf.ecore.EObject e) {
    for (AtStmt at = org.eclipse.xtext.EcoreUtil2.getContainerOfType(e, AtStmt.class); at != null;
        at = org.eclipse.xtext.EcoreUtil2.getContainerOfType(at.eContainer(), AtStmt.class)) {
      if (at.getSubject() != null) return CodeBlock.of("$L.location()", expr(at.getSubject()));
    }
    return CodeBlock.of(scope.action ? "loc" : "root.location()");
  }

  /** An argument of an action written in .rw: a list is passed with the element type the parameter declares. */
  private CodeBlock argument(Callable callee, int i, Expr a) {
    if (!(callee instanceof ActionDef d) || i >= d.getParams().size() || !(d.getParams().get(i).getKind() instanceof ListKind)) return expr(a);
    return CodeBlock.of("$T.list($L)", RULE_VALUES, expr(a));
  }

  private CodeBlock call(Call c) {
    List<CodeBlock> args = new ArrayList<>();
    Callable callee = c.getCallee();
    if (callee instanceof ExternAction || callee instanceof ActionDef) args.add(CodeBlock.of("$L", scope.builder));
    if (callee instanceof ExternAction || callee instanceof ActionDef) args.add(location(c));
    for (int i = 0; i < c.getArgs().size(); i++) args.add(argument(callee, i, c.getArgs().get(i)));
    CodeBlock joined = CodeBlock.join(args, ", ");
    if (callee instanceof ActionDef a) {
      return CodeBlock.of("$T.run($L)", ClassName.get(RuleGenerator.javaPackage(a), Names.actionClass(a)), joined);
    }
    ExternBlock block = (ExternBlock) callee.eContainer();
    String member = callee instanceof ExternAction x ? x.getName() : callee instanceof ExternFunction x ? x.getName() : ((ExternConstraint) callee).getName();
    return CodeBlock.of("$T.$L($L)", ClassName.bestGuess(block.getJavaClass()), member, joined);
  }
}
