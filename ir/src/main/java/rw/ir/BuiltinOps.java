package rw.ir;

/** The operations the IR core itself defines: {@code builtin.module} and the conversion cast. */
public final class BuiltinOps {
  public static final String MODULE = "builtin.module";
  public static final String UNREALIZED_CONVERSION_CAST = "builtin.unrealized_conversion_cast";

  private BuiltinOps() {}

  static void register(Context ctx) {
    ctx.registerOp(OpDef.builder(MODULE)
        .traits(Trait.ISOLATED_FROM_ABOVE, Trait.SYMBOL_TABLE, Trait.NO_TERMINATOR, Trait.SINGLE_BLOCK)
        .summary("A top level container operation")
        .build());
    ctx.registerOp(OpDef.builder(UNREALIZED_CONVERSION_CAST)
        .traits(Trait.PURE)
        .summary("An unrealized conversion from one set of types to another")
        .build());
  }
}
