package rw.dialect.syntax;

import rw.dialect.Dialects;
import rw.ir.Context;

/** The context of the syntax tests: every dialect generated from the .rw definitions, as rw opt has it. */
final class DialectContexts {
  private DialectContexts() {}

  static Context create() {
    Context ctx = new Context();
    Dialects.registerAll(ctx);
    return ctx;
  }
}
