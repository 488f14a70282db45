package rw.exec.interp;

import rw.dialect.llvm.LlvmFunctionType;
import rw.exec.runtime.RuntimeFunction;

/**
 * What a call resolves to: a function of the module (whose plan is filled in once every function
 * is decoded, so calls may refer to functions decoded later, and to themselves) or a function of
 * the runtime library.
 */
public final class FunctionRef {
  private final String name;
  private final RuntimeFunction runtime;
  private final LlvmFunctionType type;
  FunctionPlan plan;

  private FunctionRef(String name, RuntimeFunction runtime, LlvmFunctionType type) {
    this.name = name;
    this.runtime = runtime;
    this.type = type;
  }

  /** A function of the module with type {@code type}, to be bound with {@link #bind}. */
  public static FunctionRef module(String name, LlvmFunctionType type) {
    return new FunctionRef(name, null, type);
  }

  public static FunctionRef runtime(RuntimeFunction f) {
    return new FunctionRef(f.name(), f, null);
  }

  /** The type of a function of the module (null for runtime functions). */
  public LlvmFunctionType type() {
    return type;
  }

  public String name() {
    return name;
  }

  /** The runtime function, or null for a function of the module. */
  public RuntimeFunction runtimeFunction() {
    return runtime;
  }

  public boolean isRuntime() {
    return runtime != null;
  }

  /** The decoded function (null until bound; always null for runtime functions). */
  public FunctionPlan plan() {
    return plan;
  }

  public void bind(FunctionPlan p) {
    if (runtime != null || plan != null) throw new IllegalStateException("rebinding " + name);
    this.plan = p;
  }
}
