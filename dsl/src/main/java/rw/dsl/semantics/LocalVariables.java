package rw.dsl.semantics;

import java.util.ArrayList;
import java.util.List;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.EcoreUtil2;
import rw.dsl.model.ActionDef;
import rw.dsl.model.Block;
import rw.dsl.model.BlockArg;
import rw.dsl.model.ConstraintDef;
import rw.dsl.model.ExternAction;
import rw.dsl.model.ExternConstraint;
import rw.dsl.model.ExternFunction;
import rw.dsl.model.ForStmt;
import rw.dsl.model.IfStmt;
import rw.dsl.model.IsExpr;
import rw.dsl.model.LegalityRule;
import rw.dsl.model.LetStmt;
import rw.dsl.model.ListComprehension;
import rw.dsl.model.OpQuery;
import rw.dsl.model.Pass;
import rw.dsl.model.Pattern;
import rw.dsl.model.Referable;
import rw.dsl.model.RegionBuild;
import rw.dsl.model.RequireStmt;
import rw.dsl.model.Statement;
import rw.dsl.model.TypeRule;
import rw.dsl.model.Var;

/**
 * The variables, parameters and options visible at a point, innermost first (so that the first
 * match of a name is the one in force): a statement sees what earlier statements of its blocks
 * declared, loop bodies see their loop variables, patterns see what their root match bound.
 */
public final class LocalVariables {
  private LocalVariables() {}

  public static List<Referable> visibleAt(EObject context) {
    List<Referable> out = new ArrayList<>();
    EObject child = context;
    for (EObject parent = context.eContainer(); parent != null; child = parent, parent = parent.eContainer()) {
      collect(parent, child, out);
    }
    return out;
  }

  private static void collect(EObject parent, EObject child, List<Referable> out) {
    if (parent instanceof Block b) {
      addEarlierStatements(b.getStatements(), child, out);
    } else if (parent instanceof rw.dsl.model.BlockBuild b) {
      addEarlierStatements(b.getStatements(), child, out);
      b.getArgs().stream().map(BlockArg::getVar).forEach(out::add);
    } else if (parent instanceof RegionBuild r) {
      collectRegion(r, child, out);
    } else if (parent instanceof ForStmt f && child == f.getBody()) {
      addReversed(f.getQuery() != null ? List.of(f.getQuery().getVar()) : f.getVars(), out);
    } else if (parent instanceof OpQuery q && child == q.getCondition()) {
      out.add(q.getVar());
    } else if (parent instanceof ListComprehension l && child == l.getElement()) {
      addReversed(l.getVars(), out);
    } else if (parent instanceof IfStmt i && child == i.getThen()) {
      out.addAll(bindersIn(i.getCondition()));
    } else if (parent instanceof Pattern p && child != p.getRoot()) {
      if (child != p.getCondition()) {
        out.addAll(bindersIn(p.getCondition()));
      }
      out.addAll(declaredIn(p.getRoot()));
    } else {
      collectDeclarations(parent, child, out);
    }
  }

  private static void collectDeclarations(EObject parent, EObject child, List<Referable> out) {
    if (parent instanceof ActionDef a) {
      out.addAll(a.getParams());
    } else if (parent instanceof ExternAction a) {
      out.addAll(a.getParams());
    } else if (parent instanceof ExternFunction f) {
      out.addAll(f.getParams());
    } else if (parent instanceof ExternConstraint c) {
      out.addAll(c.getParams());
    } else if (parent instanceof Pass p) {
      out.addAll(p.getOptions());
    } else if (parent instanceof TypeRule r && child != r.getSource()) {
      if (child == r.getTarget()) {
        out.addAll(bindersIn(r.getCondition()));
      }
      out.addAll(declaredIn(r.getSource()));
    } else if (parent instanceof ConstraintDef d && child == d.getCondition()) {
      out.addAll(declaredIn(d.getPattern()));
    } else if (parent instanceof LegalityRule r && child == r.getCondition() && r.getVar() != null) {
      out.add(r.getVar());
    }
  }

  /**
   * In a region being built: the blocks (successors may name a later block), and for a statement
   * of a later block the arguments and values of the blocks before it (the entry block dominates;
   * the order of the others is the builder's to keep dominating).
   */
  private static void collectRegion(RegionBuild r, EObject child, List<Referable> out) {
    int index = child instanceof rw.dsl.model.BlockBuild b ? r.getBlocks().indexOf(b) : -1;
    for (int i = index - 1; i >= 0; i--) {
      rw.dsl.model.BlockBuild earlier = r.getBlocks().get(i);
      addEarlierStatements(earlier.getStatements(), null, out);
      earlier.getArgs().stream().map(BlockArg::getVar).forEach(out::add);
    }
    addEarlierStatements(r.getStatements(), child, out);
    r.getArgs().stream().map(BlockArg::getVar).forEach(out::add);
    out.addAll(r.getBlocks());
  }

  private static void addEarlierStatements(List<Statement> statements, EObject child, List<Referable> out) {
    int index = statements.indexOf(child);
    int end = index < 0 ? statements.size() : index;
    for (int i = end - 1; i >= 0; i--) {
      addReversed(declaredBy(statements.get(i)), out);
    }
  }

  /** The variables a statement makes visible to the statements after it. */
  public static List<Var> declaredBy(Statement s) {
    if (s instanceof LetStmt l) {
      return l.getVars();
    }
    if (s instanceof RequireStmt r) {
      return bindersIn(r.getCondition());
    }
    return List.of();
  }

  /** Variables bound by `is` patterns in a condition. */
  public static List<Var> bindersIn(EObject condition) {
    List<Var> out = new ArrayList<>();
    if (condition == null) {
      return out;
    }
    for (IsExpr is : EcoreUtil2.getAllContentsOfType(condition, IsExpr.class)) {
      out.addAll(declaredIn(is.getPattern()));
    }
    if (condition instanceof IsExpr is) {
      out.addAll(declaredIn(is.getPattern()));
    }
    return out;
  }

  /** Every variable declared inside a match or pattern tree, in document order. */
  public static List<Var> declaredIn(EObject tree) {
    List<Var> out = new ArrayList<>();
    if (tree != null) {
      out.addAll(EcoreUtil2.getAllContentsOfType(tree, Var.class));
    }
    return out;
  }

  private static void addReversed(List<? extends Referable> vars, List<Referable> out) {
    for (int i = vars.size() - 1; i >= 0; i--) {
      out.add(vars.get(i));
    }
  }
}
