package rw.generator.rules;

import static rw.generator.rules.Names.RULE_OPS;
import static rw.generator.rules.Names.RULE_VALUES;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import java.util.LinkedHashMap;
import java.util.Map;
import rw.dsl.model.*;
import rw.dsl.semantics.ExprTypes;
import rw.dsl.semantics.StaticType.Kind;

/** Statements of {@code .rw} rule bodies, actions and pass blocks as Java statements. */
final class StmtGen {
  private static final com.palantir.javapoet.ClassName INSERTION_GUARD = com.palantir.javapoet.ClassName.get("rw.ir.build", "InsertionGuard");
  private static final ClassName OP_BUILDER = ClassName.get("rw.ir.build", "OpBuilder");
  private static final ClassName PARALLEL_LOOP = ClassName.get("rw.conversion.support", "ParallelLoop");

  private final Scope scope;
  private final ExprGen exprs;

  StmtGen(Scope scope) {
    this.scope = scope;
    this.exprs = new ExprGen(scope);
  }

  ExprGen exprs() {
    return exprs;
  }

  void block(Block b, CodeBlock.Builder out) {
    for (Statement s : b.getStatements()) statement(s, out);
  }

  void statement(Statement s, CodeBlock.Builder out) {
    if (s instanceof LetStmt l) let(l, out);
    else if (s instanceof RequireStmt r) require(r, out);
    else if (s instanceof ForStmt f) forStmt(f, out);
    else if (s instanceof IfStmt i) ifStmt(i, out);
    else if (s instanceof AfterStmt a) after(a, out);
    else if (s instanceof AtStmt a) at(a, out);
    else if (s instanceof ReplaceStmt r) replace(r.getTarget(), r.getValues().get(0), out);
    else if (s instanceof EraseStmt e) out.addStatement(scope.pattern ? "rewriter.eraseOp($L)" : "$L.erase()", exprs.expr(e.getTarget()));
    else if (s instanceof RenameStmt r) out.addStatement("$T.rename($L, $L, $L)", RULE_OPS, exprs.expr(r.getTarget()), exprs.asText(r.getNewName()),
        r.getScope() == null ? CodeBlock.of("root") : exprs.expr(r.getScope()));
    else if (s instanceof SetStmt st) set(st, out);
    else if (s instanceof RemoveStmt r) remove(r, out);
    else if (s instanceof InlineStmt i) out.addStatement("rewriter.inlineRegionBefore($L, $L.region(0), null)", exprs.expr(i.getRegion()), exprs.expr(i.getTarget()));
    else if (s instanceof FailStmt f) failure(f.getFailure(), CodeBlock.of("$S", "failed"), out);
    else if (s instanceof WarningStmt w) out.addStatement("$L.diagnose($T.WARNING, $L).report()",
        w.getAt() == null ? CodeBlock.of("root") : exprs.expr(w.getAt()), com.palantir.javapoet.ClassName.get("rw.ir.diag", "Severity"),
        exprs.asText(w.getMessage()));
    else if (s instanceof ExprStmt e) exprStmt(e, out);
    else if (s instanceof ReturnStmt r) returnStmt(r, out);
    else throw new IllegalStateException("unsupported statement at " + Names.at(scope.source, s));
  }

  /** {@code return e} in an action: a built op stands for its single result where a value is returned. */
  private void returnStmt(ReturnStmt r, CodeBlock.Builder out) {
    CodeBlock value = exprs.expr(r.getValue());
    ActionDef a = org.eclipse.xtext.EcoreUtil2.getContainerOfType(r, ActionDef.class);
    boolean valueResult = a != null && a.getResult() instanceof PrimitiveKind p && p.getPrimitive() == Primitive.VALUE;
    if (a != null && a.getResult() instanceof ListKind) value = CodeBlock.of("$T.list($L)", RULE_VALUES, value);
    out.addStatement("return $L", valueResult && r.getValue() instanceof OpBuild ? CodeBlock.of("$L.result(0)", value) : value);
  }

  private void exprStmt(ExprStmt e, CodeBlock.Builder out) {
    if (e.getExpr() instanceof Call c && c.getCallee() instanceof ActionDef a) {
      String failed = a.getResult() == null ? "!$L" : "$L == null";
      out.beginControlFlow("if (" + failed + ")", exprs.expr(e.getExpr())).addStatement(scope.fail(CodeBlock.of("$S", "action failed"))).endControlFlow();
      return;
    }
    out.add("$L;\n", exprs.expr(e.getExpr()));
  }

  private void let(LetStmt l, CodeBlock.Builder out) {
    String name = Names.javaVar(l.getVars().get(0).getName());
    CodeBlock value = exprs.expr(l.getValue());
    boolean valueVar = l.getVars().get(0).getName().startsWith("%");
    if (valueVar && l.getValue() instanceof OpBuild) {
      // Declared as a Value: `set %v = …` may give it any value later, a block argument included.
      out.add("$T $L = $L.result(0);\n", Names.VALUE, name, value);
    } else {
      out.add("var $L = $L;\n", name, value);
    }
    // A failed convert(...) (the converter returns null) fails the rule, as in MLIR's patterns.
    boolean actionResult = l.getValue() instanceof Call c && c.getCallee() instanceof ActionDef;
    if (l.getFailure() == null && !(l.getValue() instanceof Convert) && !actionResult) return;
    out.beginControlFlow("if ($L == null)", name);
    String what = l.getValue() instanceof Convert ? "no conversion for " : "no value for ";
    failure(l.getFailure(), CodeBlock.of("$S", what + l.getVars().get(0).getName() + " at " + Names.at(scope.source, l)), out);
    out.endControlFlow();
  }

  private void require(RequireStmt r, CodeBlock.Builder out) {
    CodeBlock reason = CodeBlock.of("$S", "requirement at " + Names.at(scope.source, r) + " does not hold");
    if (r.getCondition() instanceof IsExpr is && !is.isNegated()) {
      Map<Var, CodeBlock> binders = new LinkedHashMap<>();
      CodeBlock subject = exprs.expr(is.getSubject());
      if (ExprTypes.typeOf(is.getSubject()).is(Kind.ATTR)) subject = CodeBlock.of("$T.type($L)", RULE_VALUES, subject);
      CodeBlock c = TermGen.cond(is.getPattern(), subject, binders);
      if (!TermGen.alwaysTrue(c)) {
        out.beginControlFlow("if (!($L))", c);
        failure(r.getFailure(), reason, out);
        out.endControlFlow();
      }
      for (Map.Entry<Var, CodeBlock> b : binders.entrySet()) out.addStatement(TermGen.bind(b.getKey(), b.getValue()));
      return;
    }
    out.beginControlFlow("if (!($L))", exprs.expr(r.getCondition()));
    failure(r.getFailure(), reason, out);
    out.endControlFlow();
  }

  /** {@code else fail "…"}, {@code else error at x "…"}, {@code else op-error "…"}; none: fail with {@code reason}. */
  void failure(Failure f, CodeBlock reason, CodeBlock.Builder out) {
    if (f instanceof ErrorFailure e) {
      CodeBlock at = e.getAt() == null ? CodeBlock.of("root") : exprs.expr(e.getAt());
      if (e.getKind() == ErrorKind.REMARK) out.addStatement("$L.diagnose($T.REMARK, $L).report()", at, ClassName.get("rw.ir.diag", "Severity"), exprs.asText(e.getMessage()));
      else out.addStatement("$L.$L($L)", at, e.getKind() == ErrorKind.OP_ERROR ? "emitOpError" : "emitError", exprs.asText(e.getMessage()));
      out.addStatement(scope.failAfterError());
      return;
    }
    CodeBlock why = f != null && f.getMessage() != null ? exprs.asText(f.getMessage()) : reason;
    out.addStatement(scope.fail(why));
  }

  /** {@code for (a, b) in zip(l1, l2)}: in step over the lists, as long as the shortest. */
  private void zipLoop(Zip z, ForStmt f, CodeBlock.Builder out) {
    java.util.List<String> lists = new java.util.ArrayList<>();
    for (Expr l : z.getLists()) {
      String list = scope.temp("items");
      out.addStatement("var $L = $L", list, exprs.listOf(l));
      lists.add(list);
    }
    String k = scope.temp("k");
    String bound = String.join(", ", lists.stream().map(l -> l + ".size()").toList());
    out.beginControlFlow("for (int $L = 0, n_$L = $L; $L < n_$L; $L++)", k, k,
        lists.size() == 2 ? "Math.min(" + bound + ")" : "java.util.stream.IntStream.of(" + bound + ").min().getAsInt()", k, k, k);
    for (int i = 0; i < lists.size(); i++) {
      out.addStatement("var $L = $L.get($L)", Names.javaVar(f.getVars().get(i).getName()), lists.get(i), k);
    }
  }

  private void forStmt(ForStmt f, CodeBlock.Builder out) {
    if (f.isParallel()) {
      parallelFor(f, out);
      return;
    }
    if (f.getQuery() != null) {
      OpQuery q = f.getQuery();
      String v = Names.javaVar(q.getVar().getName());
      out.beginControlFlow("for (var $L : $T.children($L, $S))", v, RULE_OPS, exprs.expr(q.getSource()), rw.dsl.semantics.OpMembers.fullName(q.getOp()));
      if (q.getCondition() != null) out.addStatement("if (!($L)) continue", exprs.expr(q.getCondition()));
    } else if (f.getIterable() instanceof RangeOf r) {
      String i = Names.javaVar(f.getVars().get(0).getName());
      out.beginControlFlow("for (long $L = 0, n_$L = $L; $L < n_$L; $L++)", i, i, exprs.expr(r.getCount()), i, i, i);
    } else if (f.getIterable() instanceof Enumerate en) {
      String i = Names.javaVar(f.getVars().get(0).getName());
      String list = scope.temp("items");
      out.addStatement("var $L = $L", list, exprs.listOf(en.getList()));
      out.beginControlFlow("for (int $L = 0; $L < $L.size(); $L++)", i + "_", i + "_", list, i + "_");
      out.addStatement("long $L = $L", i, i + "_");
      out.addStatement("var $L = $L.get($L)", Names.javaVar(f.getVars().get(1).getName()), list, i + "_");
    } else if (f.getIterable() instanceof Zip z) {
      zipLoop(z, f, out);
    } else {
      out.beginControlFlow("for (var $L : $L)", Names.javaVar(f.getVars().get(0).getName()), exprs.expr(f.getIterable()));
    }
    block(f.getBody(), out);
    out.endControlFlow();
  }

  /** {@code parallel for x: op in source { … }}: the body as a lambda with a builder of its own, run by ParallelLoop. */
  private void parallelFor(ForStmt f, CodeBlock.Builder out) {
    OpQuery q = f.getQuery();
    String v = Names.javaVar(q.getVar().getName());
    Scope inner = scope.parallelBody();
    CodeBlock.Builder body = CodeBlock.builder();
    body.addStatement("$T $L = new $T($L.context())", OP_BUILDER, inner.builder, OP_BUILDER, v);
    StmtGen gen = new StmtGen(inner);
    if (q.getCondition() != null) body.addStatement("if (!($L)) return true", gen.exprs.expr(q.getCondition()));
    gen.block(f.getBody(), body);
    body.addStatement("return true");
    out.add("if (!$T.forEach($T.children($L, $S), $L -> {\n$>$L$<})) {\n$>$L;\n$<}\n", PARALLEL_LOOP, RULE_OPS,
        exprs.expr(q.getSource()), rw.dsl.semantics.OpMembers.fullName(q.getOp()), v, body.build(), scope.failAfterError());
  }

  private void ifStmt(IfStmt i, CodeBlock.Builder out) {
    out.beginControlFlow("if ($L)", exprs.expr(i.getCondition()));
    block(i.getThen(), out);
    if (i.getElse() != null) {
      out.nextControlFlow("else");
      block(i.getElse(), out);
    } else if (i.getElseIf() != null) {
      out.nextControlFlow("else");
      ifStmt(i.getElseIf(), out);
    }
    out.endControlFlow();
  }

  /** {@code at end of m { … }}: the block's ops go at that point; the previous insertion point comes back after. */
  private void at(AtStmt a, CodeBlock.Builder out) {
    out.beginControlFlow("try ($T $L = $L.saveInsertionPoint())", INSERTION_GUARD, scope.temp("guard"), scope.builder);
    out.addStatement("$L.setInsertionPoint($L)", scope.builder, OpBuildGen.insertionPoint(a.getInsertion(), exprs));
    block(a.getBody(), out);
    out.endControlFlow();
  }

  private void after(AfterStmt a, CodeBlock.Builder out) {
    CodeBlock.Builder body = CodeBlock.builder();
    block(a.getBody(), body);
    out.add("after.add(() -> {\n$>$L$<});\n", body.build());
  }

  /** Replaces the root (or {@code target}) with a new op or existing values; then runs the {@code after} ops behind it. */
  void replace(Expr target, Expr value, CodeBlock.Builder out) {
    CodeBlock what = target == null ? CodeBlock.of("root") : exprs.expr(target);
    if (value instanceof OpBuild) {
      out.add("var replacement = $L;\n", exprs.expr(value));
      out.addStatement("rewriter.replaceOp($L, replacement)", what);
      out.addStatement("rewriter.setInsertionPointAfter(replacement)");
    } else {
      CodeBlock v = exprs.expr(value);
      out.addStatement("rewriter.replaceOp($L, $L)", what, ExprGen.isList(value) ? v : CodeBlock.of("$T.of($L)", Names.LIST, v));
    }
    if (scope.deferred) out.addStatement("after.forEach(Runnable::run)");
  }

  /** {@code remove op["dialect.attr"]} drops a discardable attribute, {@code remove op.prop} an inherent one. */
  private void remove(RemoveStmt r, CodeBlock.Builder out) {
    if (r.getTarget() instanceof MemberAccess m) {
      out.addStatement("$T.removeInherentAttr($L, $S)", RULE_OPS, exprs.expr(m.getReceiver()), ((AttributeLikeDef) m.getMember()).getName());
      return;
    }
    IndexExpr i = (IndexExpr) r.getTarget();
    out.addStatement("$L.removeAttr($S)", exprs.expr(i.getReceiver()), ((StringLiteral) i.getIndex()).getValue());
  }

  private void set(SetStmt s, CodeBlock.Builder out) {
    CodeBlock value = exprs.expr(s.getValue());
    if (s.getTarget() instanceof NameRef n) {
      // `set %v = e`: a value variable takes a new value (a built op stands for its single result).
      // A list element (`sizes[i]`) is read as the variable's Java type.
      if (s.getValue() instanceof IndexExpr) value = CodeBlock.of("$T.value($L)", RULE_VALUES, value);
      // A list an action returns (`List<Value>`) goes into a variable that may have started as `[]`.
      if (s.getValue() instanceof Call && ExprGen.isList(s.getValue())) value = CodeBlock.of("$T.list($L)", RULE_VALUES, value);
      out.addStatement("$L = $L", Names.javaVar(((Var) n.getRef()).getName()), s.getValue() instanceof OpBuild ? CodeBlock.of("$L.result(0)", value) : value);
      return;
    }
    if (s.getTarget() instanceof IndexExpr i) {
      out.addStatement("$L.setAttr($S, $T.attr($L, $S))", exprs.expr(i.getReceiver()), ((StringLiteral) i.getIndex()).getValue(), RULE_VALUES, value, "attr");
      return;
    }
    MemberAccess m = (MemberAccess) s.getTarget();
    AttributeLikeDef a = (AttributeLikeDef) m.getMember();
    out.addStatement("$L.setInherentAttr($S, $T.attr($L, $S))", exprs.expr(m.getReceiver()), a.getName(), RULE_VALUES, value, OpBuildGen.kind(a));
  }
}
