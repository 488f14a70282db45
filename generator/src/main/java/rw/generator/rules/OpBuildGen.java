package rw.generator.rules;

import static rw.generator.rules.Names.RULE_OPS;
import static rw.generator.rules.Names.RULE_VALUES;

import com.palantir.javapoet.CodeBlock;
import java.util.ArrayList;
import java.util.List;
import rw.dsl.model.AfterOp;
import rw.dsl.model.ForStmt;
import rw.dsl.model.ListComprehension;
import rw.dsl.model.NameRef;
import rw.dsl.model.Var;
import rw.dsl.model.AttributeArg;
import rw.dsl.model.AttributeLikeDef;
import rw.dsl.model.BeforeOp;
import rw.dsl.model.EndOf;
import rw.dsl.model.EnsureExpr;
import rw.dsl.model.Expr;
import rw.dsl.model.InsertionPoint;
import rw.dsl.model.OpBuild;
import rw.dsl.model.OpDef;
import rw.dsl.model.OperandArg;
import rw.dsl.model.StartOf;
import rw.dsl.model.TermRefPattern;
import rw.dsl.semantics.OpMembers;

/** Op constructions ({@code llvm.call() <{callee = k}>}) and {@code ensure} of symbol ops. */
final class OpBuildGen {
  private final ExprGen exprs;
  private final Scope scope;

  OpBuildGen(ExprGen exprs, Scope scope) {
    this.exprs = exprs;
    this.scope = scope;
  }

  CodeBlock build(OpBuild b) {
    List<CodeBlock> operands = new ArrayList<>();
    boolean singles = true;
    for (OperandArg a : b.getOperands()) {
      operands.add(exprs.expr(a.getValue()));
      singles &= rw.dsl.semantics.ExprTypes.typeOf(a.getValue()).is(rw.dsl.semantics.StaticType.Kind.VALUE);
    }
    List<CodeBlock> successors = new ArrayList<>();
    for (Expr s : b.getSuccessors()) successors.add(exprs.expr(s));
    boolean segmented = segmented(b, operands);
    CodeBlock op = create(b.getOp(), operands, singles && !segmented, b.getProperties(), b.getAttributes(), b.getResultTypes(), null,
        exprs.location(b), successors, segmented);
    return withRegions(op, b.getRegions());
  }

  /** {@code op} with its regions filled by the statements of {@code regions}, one block each. */
  private CodeBlock withRegions(CodeBlock op, List<rw.dsl.model.RegionBuild> regions) {
    for (int i = 0; i < regions.size(); i++) {
      rw.dsl.model.RegionBuild region = regions.get(i);
      if (!region.getArgs().isEmpty() || !region.getBlocks().isEmpty()) {
        op = withBlocks(op, i, region);
        continue;
      }
      CodeBlock.Builder body = CodeBlock.builder();
      StmtGen stmts = new StmtGen(scope.inRegion());
      for (rw.dsl.model.Statement s : regions.get(i).getStatements()) stmts.statement(s, body);
      op = CodeBlock.of("$T.withRegion($L, $L, $L, () -> {\n$>$L$<})", RULE_OPS, scope.builder, op, i, body.build());
    }
    return op;
  }

  /**
   * A region of several blocks or with block arguments: every block is created first (with its
   * argument types), so that successors may name later blocks, then each is filled in order.
   */
  private CodeBlock withBlocks(CodeBlock op, int index, rw.dsl.model.RegionBuild region) {
    // Without statements before the first `block`, that block is the entry block.
    int first = region.getStatements().isEmpty() && region.getArgs().isEmpty() && !region.getBlocks().isEmpty() ? 0 : 1;
    List<CodeBlock> signatures = new ArrayList<>();
    if (first == 1) signatures.add(argTypes(region.getArgs()));
    for (rw.dsl.model.BlockBuild b : region.getBlocks()) signatures.add(argTypes(b.getArgs()));
    String blocks = scope.temp("blocks");
    CodeBlock.Builder body = CodeBlock.builder();
    for (int k = 0; k < region.getBlocks().size(); k++) body.addStatement("var $L = $L.get($L)", blockVar(region.getBlocks().get(k)), blocks, k + first);
    StmtGen stmts = new StmtGen(scope.inRegion());
    if (first == 1) fill(body, blocks, 0, region.getArgs(), region.getStatements(), stmts);
    for (int k = 0; k < region.getBlocks().size(); k++) {
      rw.dsl.model.BlockBuild b = region.getBlocks().get(k);
      fill(body, blocks, k + first, b.getArgs(), b.getStatements(), stmts);
    }
    return CodeBlock.of("$T.withBlocks($L, $L, $L, $T.of($L), ($L) -> {\n$>$L$<})", RULE_OPS, scope.builder, op, index, Names.LIST,
        CodeBlock.join(signatures, ", "), blocks, body.build());
  }

  private void fill(CodeBlock.Builder body, String blocks, int k, List<rw.dsl.model.BlockArg> args, List<rw.dsl.model.Statement> statements,
      StmtGen stmts) {
    body.addStatement("$L.setInsertionPointToEnd($L.get($L))", scope.builder, blocks, k);
    for (int a = 0; a < args.size(); a++) {
      String name = Names.javaVar(args.get(a).getVar().getName());
      // `%xs...: types` takes the remaining arguments, as values.
      if (args.get(a).isVariadic()) body.addStatement("var $L = $T.arguments($L.get($L), $L)", name, RULE_OPS, blocks, k, a);
      else body.addStatement("var $L = $L.get($L).argument($L)", name, blocks, k, a);
    }
    for (rw.dsl.model.Statement s : statements) stmts.statement(s, body);
  }

  /** The argument types of a block: {@code List.of(t, …)}, joined with the list of a variadic argument. */
  private CodeBlock argTypes(List<rw.dsl.model.BlockArg> args) {
    List<CodeBlock> types = new ArrayList<>();
    for (rw.dsl.model.BlockArg a : args) {
      if (!a.isVariadic()) types.add(exprs.expr(a.getType()));
    }
    CodeBlock fixed = CodeBlock.of("$T.<$T>of($L)", Names.LIST, Names.TYPE, CodeBlock.join(types, ", "));
    rw.dsl.model.BlockArg last = args.isEmpty() ? null : args.get(args.size() - 1);
    if (last == null || !last.isVariadic()) return fixed;
    CodeBlock rest = CodeBlock.of("$T.<$T>list($L)", RULE_VALUES, Names.TYPE, exprs.expr(last.getType()));
    return types.isEmpty() ? rest : CodeBlock.of("$T.concat($L, $L)", RULE_VALUES, fixed, rest);
  }

  /** The Java local holding a block of a region being built. */
  static String blockVar(rw.dsl.model.BlockBuild b) {
    return "block_" + b.getName();
  }

  /**
   * Whether an op with {@code AttrSizedOperandSegments} gets all its operand groups positionally,
   * one argument each: then its {@code operandSegmentSizes} are the arguments' sizes at run time.
   */
  private static boolean segmented(OpBuild b, List<CodeBlock> operands) {
    OpDef op = b.getOp();
    if (!OpMembers.hasTrait(op, "AttrSizedOperandSegments") || operands.isEmpty()) return false;
    return operands.size() == OpMembers.operands(op).size() && b.getOperands().stream().allMatch(a -> a.getMember() == null);
  }

  private CodeBlock create(OpDef op, List<CodeBlock> operands, List<AttributeArg> props, List<AttributeArg> attrs,
      List<Expr> types, CodeBlock symbolName, CodeBlock location) {
    return create(op, operands, true, props, attrs, types, symbolName, location, List.of(), false);
  }

  /**
   * The {@code RuleOps.build} call of an op; {@code singles}: every operand is one value, passed
   * as they are ({@code RuleOps.values}), else values and lists are flattened at run time.
   */
  private CodeBlock create(OpDef op, List<CodeBlock> operands, boolean singles, List<AttributeArg> props, List<AttributeArg> attrs,
      List<Expr> types, CodeBlock symbolName, CodeBlock location, List<CodeBlock> successors, boolean segmented) {
    List<CodeBlock> p = new ArrayList<>();
    if (symbolName != null) p.add(CodeBlock.of("new $T($S, $T.attr($L, $S))", Names.NAMED_ATTR, "sym_name", RULE_VALUES, symbolName, "string"));
    for (AttributeArg a : props) p.add(named(a));
    List<CodeBlock> d = new ArrayList<>();
    for (AttributeArg a : attrs) d.add(named(a));
    List<CodeBlock> t = new ArrayList<>();
    for (Expr e : types) t.add(loopVariable(e) ? CodeBlock.of("$T.type($L)", RULE_VALUES, exprs.expr(e)) : exprs.expr(e));
    CodeBlock typeList = types.size() == 1 && ExprGen.isList(types.get(0)) ? t.get(0) : CodeBlock.of("$T.of($L)", Names.LIST, CodeBlock.join(t, ", "));
    CodeBlock succ = successors.isEmpty() && !segmented ? CodeBlock.of("") : CodeBlock.of(", $T.of($L)", Names.LIST, CodeBlock.join(successors, ", "));
    CodeBlock values = segmented || !singles || !operands.isEmpty()
        ? CodeBlock.of("$T.$L($L)", RULE_OPS, segmented ? "groups" : singles ? "values" : "operands", CodeBlock.join(operands, ", "))
        : CodeBlock.of("$T.of()", Names.LIST);
    return CodeBlock.of("$T.build($L, $S, $L, $L,\n    $T.of($L),\n    $T.of($L), $L$L)", RULE_OPS, scope.builder,
        OpMembers.fullName(op), location, values, Names.LIST, CodeBlock.join(p, ", "), Names.LIST, CodeBlock.join(d, ", "), typeList, succ);
  }

  /** A variable of a loop or list comprehension, or a list element: its Java type is that of the list's elements, often Object. */
  private static boolean loopVariable(Expr e) {
    if (e instanceof rw.dsl.model.IndexExpr) return true;
    if (!(e instanceof NameRef n) || !(n.getRef() instanceof Var v)) return false;
    return v.eContainer() instanceof ListComprehension || v.eContainer() instanceof ForStmt;
  }

  /** {@code name = value} as a NamedAttribute of the kind the property declares. */
  private CodeBlock named(AttributeArg a) {
    String name = a.getAttr() != null ? a.getAttr().getName() : a.getDiscardable();
    if (a.getValue() == null) return CodeBlock.of("new $T($S, $T.INSTANCE)", Names.NAMED_ATTR, name, Names.UNIT_ATTR);
    CodeBlock v = exprs.expr(a.getValue());
    if (a.getType() != null) return CodeBlock.of("new $T($S, $T.typed($L, $L))", Names.NAMED_ATTR, name, RULE_VALUES, v, exprs.expr(a.getType()));
    return CodeBlock.of("new $T($S, $T.attr($L, $S))", Names.NAMED_ATTR, name, RULE_VALUES, v, kind(a.getAttr()));
  }

  /** How a rule value is stored in property {@code p}, from its constraint's name. */
  static String kind(AttributeLikeDef p) {
    String c = constraintName(p);
    if (c.contains("SymbolRef")) return "symbol";
    if (c.equals("StrAttr") || c.equals("SymbolNameAttr")) return "string";
    if (c.endsWith("TypeAttr")) return "type";
    if (c.equals("I1Attr") || c.equals("BoolAttr")) return "i1";
    if (c.equals("I32Attr")) return "i32";
    if (c.equals("I64Attr") || c.equals("IndexAttr")) return "i64";
    if (c.equals("DenseI64ArrayAttr")) return "i64-array";
    if (c.equals("UnitAttr")) return "unit";
    return "attr";
  }

  private static String constraintName(AttributeLikeDef p) {
    if (p == null) return "";
    rw.dsl.model.TermPattern t = p instanceof rw.dsl.model.PropertyDef d ? d.getConstraint() : ((rw.dsl.model.AttributeDef) p).getConstraint();
    if (t instanceof TermRefPattern r && r.getRef() instanceof rw.dsl.model.ConstraintDef c) return c.getName();
    return "";
  }

  /** The Java {@code InsertionPoint} of {@code at start of x}, {@code at end of x}, {@code before x}, {@code after x}. */
  static CodeBlock insertionPoint(InsertionPoint at, ExprGen exprs) {
    CodeBlock target = exprs.expr(target(at));
    boolean block = rw.dsl.semantics.ExprTypes.typeOf(target(at)).is(rw.dsl.semantics.StaticType.Kind.SUCCESSOR);
    if (block && (at instanceof StartOf || at instanceof EndOf)) {
      return CodeBlock.of("$T.$L($L)", Names.INSERTION_POINT, at instanceof StartOf ? "atStart" : "atEnd", target);
    }
    if (at instanceof StartOf || at instanceof EndOf) {
      return CodeBlock.of("$T.$L($L.region(0).blocks().get(0))", Names.INSERTION_POINT, at instanceof StartOf ? "atStart" : "atEnd", target);
    }
    return CodeBlock.of("$T.$L($L)", Names.INSERTION_POINT, at instanceof BeforeOp ? "before" : "after", target);
  }

  private static Expr target(InsertionPoint at) {
    return at instanceof StartOf s ? s.getTarget() : at instanceof EndOf e ? e.getTarget() : at instanceof BeforeOp b ? b.getTarget() : ((AfterOp) at).getTarget();
  }

  CodeBlock ensure(EnsureExpr en) {
    InsertionPoint at = en.getInsertion();
    CodeBlock target = exprs.expr(target(at));
    CodeBlock ip = insertionPoint(at, exprs);
    CodeBlock symbolScope = at instanceof StartOf || at instanceof EndOf ? target : CodeBlock.of("$L.parentOp()", target);
    String name = scope.temp("symbol");
    CodeBlock create = create(en.getOp(), List.of(), en.getProperties(), en.getAttributes(), en.getResultTypes(), CodeBlock.of("$L", name), exprs.location(en));
    create = withRegions(create, en.getRegions());
    return CodeBlock.of("$T.ensure($L, $L, $S, $L, $L, ($L) -> $L)", RULE_OPS, scope.builder, symbolScope,
        OpMembers.fullName(en.getOp()), exprs.asText(en.getSymbol()), ip, name, create);
  }
}
