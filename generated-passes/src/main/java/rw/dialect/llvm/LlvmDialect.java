package rw.dialect.llvm;

import rw.ir.Context;
import rw.ir.asm.SyntaxRegistry;

/** The LLVM dialect: what rw registers for it in a context. */
public final class LlvmDialect {
  private LlvmDialect() {}

  /** Registers the syntax of {@code !llvm.*} types and {@code #llvm.*} attributes in {@code ctx}. */
  public static void registerSyntax(Context ctx) {
    SyntaxRegistry.of(ctx).register(new LlvmSyntax());
  }
}
