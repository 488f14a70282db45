package rw.generator.rules;

import com.palantir.javapoet.CodeBlock;

/**
 * Where generated statements run: in a pattern (failures go to {@code notifyMatchFailure}, changes
 * through the rewriter), in an action or pass body (failures return {@code false}, or {@code null}
 * from an action with a result), or in the body of a region being built (a lambda: a failure there
 * comes after changes, so it is a bug of the rule and throws).
 */
final class Scope {
  final String source;
  final boolean pattern;
  final boolean conversion;
  final String builder;
  /** In an action that returns a value: failures return {@code null} instead of {@code false}. */
  final boolean returnsValue;
  /** In an action: ops are built at the caller's location, the parameter {@code loc}. */
  final boolean action;
  /** In a region body built in place (a Java lambda). */
  final boolean inRegion;
  /** In a pattern with {@code after} blocks: their ops are built, in order, once the root is replaced. */
  final boolean deferred;
  private final int[] temps;

  Scope(String source, boolean pattern, boolean conversion) {
    this(source, pattern, conversion, false);
  }

  /** The scope of a pattern body ({@code deferred}: it has {@code after} blocks) or of a pass body. */
  Scope(String source, boolean pattern, boolean conversion, boolean deferred) {
    this(source, pattern, conversion, false, false, false, deferred, new int[1], pattern ? "rewriter" : "builder");
  }

  private Scope(String source, boolean pattern, boolean conversion, boolean action, boolean returnsValue, boolean inRegion,
      boolean deferred, int[] temps, String builder) {
    this.source = source;
    this.pattern = pattern;
    this.conversion = conversion;
    this.builder = builder;
    this.action = action;
    this.returnsValue = returnsValue;
    this.inRegion = inRegion;
    this.deferred = deferred;
    this.temps = temps;
  }

  /** The scope of an {@code action} body. */
  static Scope action(String source, boolean returnsValue) {
    return new Scope(source, false, false, true, returnsValue, false, false, new int[1], "builder");
  }

  /** The scope of a region body built inside this one: same names, failures throw. */
  Scope inRegion() {
    return new Scope(source, pattern, conversion, action, returnsValue, true, deferred, temps, builder);
  }

  /** The scope of a parallel loop's body (a Java lambda of its own): its own builder; a failure returns {@code false}. */
  Scope parallelBody() {
    return new Scope(source, false, conversion, action, false, false, deferred, temps, temp("builder"));
  }

  /** A fresh Java local name. */
  String temp(String base) {
    return base + (++temps[0]);
  }

  /** The statement that gives up with {@code reason} (a Java String expression). */
  CodeBlock fail(CodeBlock reason) {
    if (inRegion) return CodeBlock.of("throw new IllegalStateException($L)", reason);
    if (pattern) return CodeBlock.of("return rewriter.notifyMatchFailure(root, $L)", reason);
    return CodeBlock.of(returnsValue ? "return null" : "return false");
  }

  /** The statement after an error was reported. */
  CodeBlock failAfterError() {
    if (inRegion) return CodeBlock.of("throw new IllegalStateException($S)", "error reported while building a region");
    return CodeBlock.of(returnsValue ? "return null" : "return false");
  }
}
