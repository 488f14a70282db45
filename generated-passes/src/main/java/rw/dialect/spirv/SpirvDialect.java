package rw.dialect.spirv;

import rw.ir.Context;
import rw.ir.asm.SyntaxRegistry;

/** The SPIR-V dialect: what rw registers for it in a context. */
public final class SpirvDialect {
  private SpirvDialect() {}

  /** Registers the syntax of {@code !spirv.*} types and {@code #spirv.*} attributes in {@code ctx}. */
  public static void registerSyntax(Context ctx) {
    SyntaxRegistry.of(ctx).register(new SpirvSyntax());
  }
}
