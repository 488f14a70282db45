package rw.conversion.support;

import rw.ir.pass.PassOptions;

/**
 * The options of the pass generated code is running for, so that type maps and externs can read
 * them ({@code index -> i64} under {@code use-64bit-index}). Set by the generated pass around its
 * run; one pass at a time per thread.
 */
public final class RunningPass {
  private static final ThreadLocal<PassOptions> OPTIONS = new ThreadLocal<>();

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

  /** A boolean option of the running pass; {@code false} outside a pass or when not declared. */
  public static boolean flag(String name) {
    PassOptions o = OPTIONS.get();
    if (o == null || o.specs().stream().noneMatch(s -> s.name().equals(name))) return false;
    return o.flag(name);
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
}
