package rw.ir.rewrite.convert;

import java.util.HashMap;
import java.util.Map;
import java.util.function.Predicate;
import rw.ir.Operation;

/**
 * What the result of a dialect conversion may contain: ops and dialects marked legal, illegal or
 * dynamically legal (legal when a predicate holds), with an optional predicate for ops that are
 * not marked at all. An op's own mark wins over its dialect's. Legal ops may be marked
 * recursively legal, which exempts everything nested in them.
 */
public final class ConversionTarget {
  /** How an op or dialect is marked. */
  public enum Action { LEGAL, DYNAMIC, ILLEGAL }

  /** The answer for an op that is legal. */
  public record Legality(boolean recursivelyLegal) {}

  record Info(Action action, Predicate<Operation> legal) {}

  private static final Legality LEGAL = new Legality(false);
  private static final Legality RECURSIVELY_LEGAL = new Legality(true);
  private static final Predicate<Operation> ALWAYS = op -> true;

  private final Map<String, Info> ops = new HashMap<>();
  private final Map<String, Info> dialects = new HashMap<>();
  private final Map<String, Predicate<Operation>> recursivelyLegalOps = new HashMap<>();
  private Info unknownOps;

  public ConversionTarget addLegalOp(String... names) {
    for (String n : names) ops.put(n, new Info(Action.LEGAL, null));
    return this;
  }

  public ConversionTarget addIllegalOp(String... names) {
    for (String n : names) ops.put(n, new Info(Action.ILLEGAL, null));
    return this;
  }

  public ConversionTarget addDynamicallyLegalOp(String name, Predicate<Operation> legal) {
    ops.put(name, new Info(Action.DYNAMIC, legal));
    return this;
  }

  public ConversionTarget addDynamicallyLegalOp(Predicate<Operation> legal, String... names) {
    for (String n : names) addDynamicallyLegalOp(n, legal);
    return this;
  }

  public ConversionTarget addLegalDialect(String... namespaces) {
    for (String d : namespaces) dialects.put(d, new Info(Action.LEGAL, null));
    return this;
  }

  public ConversionTarget addIllegalDialect(String... namespaces) {
    for (String d : namespaces) dialects.put(d, new Info(Action.ILLEGAL, null));
    return this;
  }

  public ConversionTarget addDynamicallyLegalDialect(Predicate<Operation> legal, String... namespaces) {
    for (String d : namespaces) dialects.put(d, new Info(Action.DYNAMIC, legal));
    return this;
  }

  /** Ops with no mark of their own or of their dialect are legal when {@code legal} holds. */
  public ConversionTarget markUnknownOpDynamicallyLegal(Predicate<Operation> legal) {
    this.unknownOps = new Info(Action.DYNAMIC, legal);
    return this;
  }

  /** When legal, the named ops exempt everything nested in them from conversion. */
  public ConversionTarget markOpRecursivelyLegal(String... names) {
    for (String n : names) recursivelyLegalOps.put(n, ALWAYS);
    return this;
  }

  /** As {@link #markOpRecursivelyLegal(String...)}, for the ops where {@code when} holds. */
  public ConversionTarget markOpRecursivelyLegal(Predicate<Operation> when, String... names) {
    for (String n : names) recursivelyLegalOps.put(n, when);
    return this;
  }

  /** The mark that applies to ops named {@code name}, or {@code null} when unknown. */
  public Action actionFor(String name) {
    int dot = name.indexOf('.');
    Info info = infoFor(name, dot < 0 ? "" : name.substring(0, dot));
    return info == null ? null : info.action();
  }

  /** The legality of {@code op}, or {@code null} when it is not (known to be) legal. */
  public Legality isLegal(Operation op) {
    return isLegal(op, infoFor(op), recursivelyLegalOps.get(op.name()));
  }

  /** Whether {@code op} is explicitly illegal: marked illegal, or dynamically legal but failing. */
  public boolean isIllegal(Operation op) {
    return isIllegal(infoFor(op), op);
  }

  /** What applies to the ops of one name: their mark (own, dialect's, or unknown ops'), and when they are recursively legal. */
  record Rule(Info info, Predicate<Operation> recursive) {}

  /** The rule of ops named {@code name} in {@code dialect} (for {@link OpRules}, which keeps it per name). */
  Rule ruleFor(String name, String dialect) {
    return new Rule(infoFor(name, dialect), recursivelyLegalOps.get(name));
  }

  /** {@link #isLegal(Operation)} by the rule of its name. */
  Legality isLegal(Operation op, Rule rule) {
    return isLegal(op, rule.info(), rule.recursive());
  }

  /** {@link #isIllegal(Operation)} by the rule of its name. */
  static boolean isIllegal(Operation op, Rule rule) {
    return isIllegal(rule.info(), op);
  }

  private static Legality isLegal(Operation op, Info info, Predicate<Operation> recursive) {
    if (info == null || !holds(info, op)) return null;
    return recursive != null && recursive.test(op) ? RECURSIVELY_LEGAL : LEGAL;
  }

  private static boolean isIllegal(Info info, Operation op) {
    if (info == null) return false;
    return info.action() == Action.ILLEGAL || (info.action() == Action.DYNAMIC && !info.legal().test(op));
  }

  private static boolean holds(Info info, Operation op) {
    return info.action() == Action.LEGAL || (info.action() == Action.DYNAMIC && info.legal().test(op));
  }

  private Info infoFor(Operation op) {
    Info own = ops.get(op.name());
    if (own != null) return own;
    Info forDialect = dialects.isEmpty() ? null : dialects.get(op.opName().dialect());
    return forDialect != null ? forDialect : unknownOps;
  }

  private Info infoFor(String name, String dialect) {
    Info own = ops.get(name);
    if (own != null) return own;
    Info forDialect = dialects.get(dialect);
    return forDialect != null ? forDialect : unknownOps;
  }
}
