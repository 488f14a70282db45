package rw.exec.interp;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import rw.ir.Operation;

/**
 * The symbols of a module and its nested modules after linking ({@link ModuleLinker}): which
 * definition each name means, seen from any operation.
 */
public final class LinkedModule {
  private final Operation top;
  private final Map<String, LinkedSymbol> global;
  private final Map<Operation, Map<String, LinkedSymbol>> locals;
  private final List<LinkedSymbol> all;

  LinkedModule(Operation top, Map<String, LinkedSymbol> global, Map<Operation, Map<String, LinkedSymbol>> locals,
      List<LinkedSymbol> all) {
    this.top = top;
    this.global = global;
    this.locals = locals;
    this.all = Collections.unmodifiableList(all);
  }

  public Operation top() {
    return top;
  }

  /** What {@code name} means for {@code user}: its module's local symbol, else the linked one; or null. */
  public LinkedSymbol resolve(Operation user, String name) {
    Map<String, LinkedSymbol> local = locals.get(moduleOf(user));
    LinkedSymbol s = local == null ? null : local.get(name);
    return s != null ? s : global.get(name);
  }

  /** {@code name} as the top module sees it (entry points). */
  public LinkedSymbol lookup(String name) {
    Map<String, LinkedSymbol> local = locals.get(top);
    LinkedSymbol s = local == null ? null : local.get(name);
    return s != null ? s : global.get(name);
  }

  /** Every function definition that linking kept, in module order. */
  public List<LinkedSymbol> functionDefinitions() {
    return kept(true);
  }

  /** Every global definition that linking kept, in module order. */
  public List<LinkedSymbol> globalDefinitions() {
    return kept(false);
  }

  private List<LinkedSymbol> kept(boolean functions) {
    List<LinkedSymbol> list = new ArrayList<>();
    for (LinkedSymbol s : all) {
      if (s.isFunction() != functions || !s.isDefinition()) continue;
      if (s.isLocal() || global.get(s.name()) == s) list.add(s);
    }
    return list;
  }

  /** The nearest enclosing {@code builtin.module} of {@code op} (itself if it is one). */
  public static Operation moduleOf(Operation op) {
    for (Operation o = op; o != null; o = o.parentOp()) {
      if (o.name().equals("builtin.module")) return o;
    }
    return null;
  }
}
