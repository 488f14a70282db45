package rw.conversion.support;

import rw.ir.pass.PassOptions;

/**
 * The options of the pass generated code is running for, so that type maps and externs can read
 * them ({@code index -> i64} under {@code use-64bit-index}). Set by the generated pass around its
 * run; one pass at a time per thread.
 */
public final class RunningPass {
  private static final ThreadLocal<PassOptions> OPTIONS = new ThreadLocal<>();
  private static final ThreadLocal<rw.ir.Operation> SCOPE = new ThreadLocal<>();
  private static final ThreadLocal<rw.ir.Operation> SCOPE_PARENT = new ThreadLocal<>();

  private RunningPass() {}

  /** Runs {@code body} with {@code options} readable through {@link #flag} and friends. */
  public static void with(PassOptions options, Runnable body) {
    PassOptions saved = OPTIONS.get();
    OPTIONS.set(options);
    try {
      body.run();
    } finally {
      OPTIONS.set(saved);
    }
  }

  /**
   * {@code task}, to run later, maybe on another thread, as if from here: with this thread's
   * options and scope, and a symbol cache of its own.
   */
  public static java.util.function.BooleanSupplier carry(java.util.function.BooleanSupplier task) {
    PassOptions options = OPTIONS.get();
    rw.ir.Operation scope = SCOPE.get();
    rw.ir.Operation scopeParent = SCOPE_PARENT.get();
    return () -> {
      PassOptions savedOptions = OPTIONS.get();
      rw.ir.Operation savedScope = SCOPE.get();
      rw.ir.Operation savedParent = SCOPE_PARENT.get();
      OPTIONS.set(options);
      SCOPE.set(scope);
      SCOPE_PARENT.set(scopeParent);
      try (SymbolCache symbols = SymbolCache.open()) {
        return task.getAsBoolean();
      } finally {
        OPTIONS.set(savedOptions);
        SCOPE.set(savedScope);
        SCOPE_PARENT.set(savedParent);
      }
    };
  }

  /** A boolean option of the running pass; {@code false} outside a pass or when not declared. */
  public static boolean flag(String name) {
    PassOptions o = OPTIONS.get();
    if (o == null || o.specs().stream().noneMatch(s -> s.name().equals(name))) return false;
    return o.flag(name);
  }

  /** Whether the running pass declares an option of that CLI name. */
  public static boolean declares(String name) {
    PassOptions o = OPTIONS.get();
    return o != null && o.specs().stream().anyMatch(s -> s.name().equals(name));
  }

  /** An integer option of the running pass, or {@code fallback}. */
  public static long integer(String name, long fallback) {
    PassOptions o = OPTIONS.get();
    if (o == null || o.specs().stream().noneMatch(s -> s.name().equals(name))) return fallback;
    return o.integer(name);
  }

  /** A string option of the running pass, or {@code fallback}. */
  public static String string(String name, String fallback) {
    PassOptions o = OPTIONS.get();
    if (o == null || o.specs().stream().noneMatch(s -> s.name().equals(name))) return fallback;
    return o.string(name);
  }

  /** Runs {@code body} with {@code op} as the op being converted ({@code convert … on x: …}). */
  public static boolean inScope(rw.ir.Operation op, java.util.function.BooleanSupplier body) {
    rw.ir.Operation saved = SCOPE.get();
    rw.ir.Operation savedParent = SCOPE_PARENT.get();
    SCOPE.set(op);
    SCOPE_PARENT.set(op.parentOp());
    try {
      return body.getAsBoolean();
    } finally {
      SCOPE.set(saved);
      SCOPE_PARENT.set(savedParent);
    }
  }

  /** The parent the op of {@link #scope} had when its conversion began (the op may be gone since). */
  public static rw.ir.Operation scopeParent() {
    return SCOPE_PARENT.get();
  }

  /** The op a per-op conversion is working on, or {@code null}. */
  public static rw.ir.Operation scope() {
    return SCOPE.get();
  }
}
