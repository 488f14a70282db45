package rw.generator.rules;

import com.palantir.javapoet.CodeBlock;

/**
 * Where generated statements run: in a pattern (failures go to {@code notifyMatchFailure}, changes
 * through the rewriter) or in an action or pass body (failures return {@code false}).
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
  private int temps;

  Scope(String source, boolean pattern, boolean conversion) {
    this(source, pattern, conversion, false, false);
  }

  private Scope(String source, boolean pattern, boolean conversion, boolean action, boolean returnsValue) {
    this.source = source;
    this.pattern = pattern;
    this.conversion = conversion;
    this.builder = pattern ? "rewriter" : "builder";
    this.action = action;
    this.returnsValue = returnsValue;
  }

  /** The scope of an {@code action} body. */
  static Scope action(String source, boolean returnsValue) {
    return new Scope(source, false, false, true, returnsValue);
  }

  /** A fresh Java local name. */
  String temp(String base) {
    return base + (++temps);
  }

  /** The statement that gives up with {@code reason} (a Java String expression). */
  CodeBlock fail(CodeBlock reason) {
    if (pattern) return CodeBlock.of("return rewriter.notifyMatchFailure(root, $L)", reason);
    return CodeBlock.of(returnsValue ? "return null" : "return false");
  }
}
