package rw.conversion.support;

import rw.ir.PerThread;
import rw.ir.pass.PassOptions;

/**
 * The options of the pass generated code is running for, so that type maps and externs can read
 * them ({@code index -> i64} under {@code use-64bit-index}). Set by the generated pass around its
 * run; one pass at a time per thread.
 */
public final class RunningPass {
  private static final PerThread<PassOptions> OPTIONS = new PerThread<>();
  /** The flags read so far on this thread, for the options in {@link #OPTIONS} (externs read some per op). */
  private static final PerThread<Flags> FLAGS = new PerThread<>();

  private record Flags(PassOptions options, java.util.Map<String, Boolean> values) {}
  private static final PerThread<rw.ir.Operation> SCOPE = new PerThread<>();
  private static final PerThread<rw.ir.Operation> SCOPE_PARENT = new PerThread<>();

  private RunningPass() {}

  /**
   * Runs {@code body} with {@code options} readable through {@link #flag} and friends; the copies
   * it deferred ({@link RuleOps#deferCopy}) and that no conversion made are made at its end.
   */
  public static void with(PassOptions options, Runnable body) {
    PassOptions saved = OPTIONS.get();
    OPTIONS.set(options);
    PendingCopies copies = PendingCopies.open();
    try {
      body.run();
      copies.makeRemaining();
    } finally {
      copies.close();
      OPTIONS.set(saved);
      FLAGS.remove();
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
        FLAGS.remove();
        SCOPE.set(savedScope);
        SCOPE_PARENT.set(savedParent);
      }
    };
  }

  /** A boolean option of the running pass; {@code false} outside a pass or when not declared. */
  public static boolean flag(String name) {
    PassOptions o = OPTIONS.get();
    if (o == null) return false;
    Flags flags = FLAGS.get();
    if (flags == null || flags.options() != o) {
      flags = new Flags(o, new java.util.HashMap<>());
      FLAGS.set(flags);
    }
    Boolean known = flags.values().get(name);
    if (known != null) return known;
    boolean value = declares(o, name) && o.flag(name);
    flags.values().put(name, value);
    return value;
  }

  /** Whether the running pass declares an option of that CLI name. */
  public static boolean declares(String name) {
    PassOptions o = OPTIONS.get();
    return o != null && declares(o, name);
  }

  /** An integer option of the running pass, or {@code fallback}. */
  public static long integer(String name, long fallback) {
    PassOptions o = OPTIONS.get();
    if (o == null || !declares(o, name)) return fallback;
    return o.integer(name);
  }

  /** A string option of the running pass, or {@code fallback}. */
  public static String string(String name, String fallback) {
    PassOptions o = OPTIONS.get();
    if (o == null || !declares(o, name)) return fallback;
    return o.string(name);
  }

  private static boolean declares(PassOptions o, String name) {
    java.util.List<rw.ir.pass.PassOption> specs = o.specs();
    for (int i = 0; i < specs.size(); i++) {
      if (specs.get(i).name().equals(name)) return true;
    }
    return false;
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
