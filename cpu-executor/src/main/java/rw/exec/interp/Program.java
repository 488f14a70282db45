package rw.exec.interp;

import java.util.Map;
import rw.dialect.llvm.LlvmFunctionType;
import rw.ir.attr.TypeAttr;

/**
 * A loaded program: linked, its globals allocated and initialized in the machine's memory, and
 * every function decoded. Made by {@link Loader#load}; run its functions with {@link
 * Interpreter}.
 */
public final class Program {
  private final LinkedModule linked;
  private final Machine machine;
  private final Map<LinkedSymbol, FunctionPlan> plans;

  Program(LinkedModule linked, Machine machine, Map<LinkedSymbol, FunctionPlan> plans) {
    this.linked = linked;
    this.machine = machine;
    this.plans = plans;
  }

  public Machine machine() {
    return machine;
  }

  public LinkedModule linked() {
    return linked;
  }

  /** The decoded function {@code name} as the top module sees it, or null. */
  public FunctionPlan function(String name) {
    LinkedSymbol s = linked.lookup(name);
    return s == null ? null : plans.get(s);
  }

  /** The LLVM function type of function {@code name}, or null when there is no such function. */
  public LlvmFunctionType functionType(String name) {
    LinkedSymbol s = linked.lookup(name);
    if (s == null || !s.isFunction()) return null;
    return s.op().inherentAttr("function_type") instanceof TypeAttr t && t.type() instanceof LlvmFunctionType f ? f : null;
  }
}
