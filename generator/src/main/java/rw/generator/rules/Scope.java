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
  private int temps;

  Scope(String source, boolean pattern, boolean conversion) {
    this.source = source;
    this.pattern = pattern;
    this.conversion = conversion;
    this.builder = pattern ? "rewriter" : "builder";
  }

  /** A fresh Java local name. */
  String temp(String base) {
    return base + (++temps);
  }

  /** The statement that gives up with {@code reason} (a Java String expression). */
  CodeBlock fail(CodeBlock reason) {
    if (pattern) return CodeBlock.of("return rewriter.notifyMatchFailure(root, $L)", reason);
    return CodeBlock.of("return false");
  }
}
