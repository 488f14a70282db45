package rw.generator.rules;

import static rw.generator.rules.Names.RULE_TERMS;
import static rw.generator.rules.Names.RULE_VALUES;

import com.palantir.javapoet.CodeBlock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.eclipse.emf.ecore.EObject;
import rw.dsl.model.AlternativesPattern;
import rw.dsl.model.AttrDef;
import rw.dsl.model.BinderPattern;
import rw.dsl.model.BoolPattern;
import rw.dsl.model.ConstraintDef;
import rw.dsl.model.Dialect;
import rw.dsl.model.EnumCase;
import rw.dsl.model.IntPattern;
import rw.dsl.model.ListPattern;
import rw.dsl.model.StringPattern;
import rw.dsl.model.SymbolPartPattern;
import rw.dsl.model.SymbolPattern;
import rw.dsl.model.TermPattern;
import rw.dsl.model.TermRefPattern;
import rw.dsl.model.TypeAlias;
import rw.dsl.model.TypeDef;
import rw.dsl.model.UnitPattern;
import rw.dsl.model.Var;
import rw.dsl.model.WildcardPattern;

/**
 * Term patterns ({@code memref<[?n], ?element, _, _>}, {@code AnyMemRef}, {@code @?m::@?f}) as a
 * Java condition over a subject expression, collecting the binders it introduces.
 */
final class TermGen {
  private TermGen() {}

  /** The condition that {@code subject} matches {@code p}; binders go into {@code binders} (name to Java expression). */
  static CodeBlock cond(TermPattern p, CodeBlock subject, Map<Var, CodeBlock> binders) {
    if (p == null || p instanceof WildcardPattern) return CodeBlock.of("true");
    if (p instanceof BinderPattern b) {
      binders.put(b.getVar(), subject);
      return b.getConstraint() == null ? CodeBlock.of("true") : cond(b.getConstraint(), subject, binders);
    }
    if (p instanceof AlternativesPattern a) {
      List<CodeBlock> parts = new ArrayList<>();
      for (TermPattern alt : a.getAlternatives()) parts.add(cond(alt, subject, binders));
      return CodeBlock.of("($L)", CodeBlock.join(parts, " || "));
    }
    if (p instanceof IntPattern i) return CodeBlock.of("$T.same($L, $LL)", RULE_VALUES, subject, i.getValue());
    if (p instanceof StringPattern s) return CodeBlock.of("$T.same($L, $S)", RULE_VALUES, subject, s.getValue());
    if (p instanceof BoolPattern b) return CodeBlock.of("$T.valueOf($L).equals($L)", Boolean.class, b.isValue(), subject);
    if (p instanceof UnitPattern) return CodeBlock.of("($L instanceof $T)", subject, Names.UNIT_ATTR);
    if (p instanceof ListPattern l) return listCond(l, subject, binders);
    if (p instanceof SymbolPattern s) return symbolCond(s, subject, binders);
    if (p instanceof TermRefPattern r) return refCond(r, subject, binders);
    throw new IllegalStateException("unsupported term pattern " + p.eClass().getName());
  }

  /**
   * Whether {@code cond} is the condition of a pattern that matches anything (a wildcard, a bare
   * capture, a constraint such as {@code AnyType}): a guard on it would be dead code.
   */
  static boolean alwaysTrue(CodeBlock cond) {
    return cond.toString().equals("true");
  }

  /** {@code var x = <subject as the binder's kind>;} */
  static CodeBlock bind(Var v, CodeBlock subject) {
    rw.dsl.semantics.StaticType t = rw.dsl.semantics.VarTypes.of(v);
    String conv = t.is(rw.dsl.semantics.StaticType.Kind.LIST) ? "list" : t.is(rw.dsl.semantics.StaticType.Kind.INT) ? "integer"
        : t.is(rw.dsl.semantics.StaticType.Kind.TYPE) ? "type" : t.is(rw.dsl.semantics.StaticType.Kind.STRING) ? "text" : null;
    if (conv == null) return CodeBlock.of("var $L = $L", Names.javaVar(v.getName()), subject);
    if (conv.equals("list")) return CodeBlock.of("$T<Object> $L = $T.list($L)", Names.LIST, Names.javaVar(v.getName()), RULE_VALUES, subject);
    return CodeBlock.of("var $L = $T.$L($L)", Names.javaVar(v.getName()), RULE_VALUES, conv, subject);
  }

  private static CodeBlock listCond(ListPattern l, CodeBlock subject, Map<Var, CodeBlock> binders) {
    List<CodeBlock> parts = new ArrayList<>();
    parts.add(CodeBlock.of("$T.list($L).size() == $L", RULE_VALUES, subject, l.getElements().size()));
    for (int i = 0; i < l.getElements().size(); i++) {
      CodeBlock element = CodeBlock.of("$T.list($L).get($L)", RULE_VALUES, subject, i);
      CodeBlock c = cond(l.getElements().get(i), element, binders);
      if (!alwaysTrue(c)) parts.add(c);
    }
    return CodeBlock.join(parts, " && ");
  }

  private static CodeBlock symbolCond(SymbolPattern s, CodeBlock subject, Map<Var, CodeBlock> binders) {
    List<CodeBlock> parts = new ArrayList<>();
    parts.add(CodeBlock.of("$T.symbolDepth($L) == $L", RULE_VALUES, subject, s.getParts().size()));
    for (int i = 0; i < s.getParts().size(); i++) {
      SymbolPartPattern part = s.getParts().get(i);
      CodeBlock name = CodeBlock.of("$T.symbolPart($L, $L)", RULE_VALUES, subject, i);
      if (part.getVar() != null) binders.put(part.getVar(), name);
      else if (part.getName() != null) parts.add(CodeBlock.of("$L.equals($S)", name, part.getName()));
    }
    return CodeBlock.join(parts, " && ");
  }

  private static CodeBlock refCond(TermRefPattern r, CodeBlock subject, Map<Var, CodeBlock> binders) {
    EObject def = r.getRef();
    if (def instanceof ConstraintDef c) return cond(c.getPattern(), subject, binders);
    if (def instanceof TypeAlias a) return cond(a.getTarget(), subject, binders);
    if (def instanceof EnumCase e) return CodeBlock.of("$T.same($L, $S)", RULE_VALUES, subject, e.getName());
    if (def instanceof Var v) return CodeBlock.of("$T.same($L, $L)", RULE_VALUES, subject, Names.javaVar(v.getName()));
    String key = termKey(def);
    if (key == null) throw new IllegalStateException("unsupported term reference " + def);
    List<CodeBlock> parts = new ArrayList<>();
    parts.add(CodeBlock.of("$T.is($L, $S)", RULE_TERMS, subject, key));
    for (int i = 0; i < r.getArgs().size(); i++) {
      CodeBlock c = cond(r.getArgs().get(i), CodeBlock.of("$T.param($L, $S, $L)", RULE_TERMS, subject, key, i), binders);
      if (!alwaysTrue(c)) parts.add(c);
    }
    return CodeBlock.join(parts, " && ");
  }

  /** {@code !dialect.name} for a type definition, {@code #dialect.name} for an attribute, else null. */
  static String termKey(EObject def) {
    if (!(def instanceof TypeDef) && !(def instanceof AttrDef)) return null;
    Dialect d = (Dialect) def.eContainer();
    String name = def instanceof TypeDef t ? t.getName() : ((AttrDef) def).getName();
    return (def instanceof TypeDef ? "!" : "#") + d.getName() + "." + name;
  }
}
