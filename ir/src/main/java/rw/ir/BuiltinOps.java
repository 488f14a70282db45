package rw.ir;

import java.util.List;
import rw.ir.attr.Attribute;
import rw.ir.attr.NamedAttribute;
import rw.ir.attr.StringAttr;

/** The operations the IR core itself defines: {@code builtin.module} and the conversion cast. */
public final class BuiltinOps {
  public static final String MODULE = "builtin.module";
  public static final String UNREALIZED_CONVERSION_CAST = "builtin.unrealized_conversion_cast";

  private static final String SYM_NAME = "sym_name";
  private static final String SYM_VISIBILITY = "sym_visibility";
  private static final List<String> VISIBILITIES = List.of("public", "private", "nested");

  private BuiltinOps() {}

  static void register(Context ctx) {
    ctx.registerOp(OpDef.builder(MODULE)
        .traits(Trait.ISOLATED_FROM_ABOVE, Trait.SYMBOL_TABLE, Trait.NO_TERMINATOR, Trait.SINGLE_BLOCK,
            Trait.NO_REGION_ARGUMENTS, Trait.GRAPH_REGION)
        .regions(1).results(0).successors(0).operands(0)
        .invariants(BuiltinOps::moduleInvariants)
        .verifier(BuiltinOps::verifyModule)
        .summary("A top level container operation")
        .build());
    ctx.registerOp(OpDef.builder(UNREALIZED_CONVERSION_CAST)
        .traits(Trait.PURE)
        .regions(0).successors(0)
        .verifier(BuiltinOps::verifyCast)
        .summary("An unrealized conversion from one set of types to another")
        .build());
  }

  /** The declared constraints: optional string {@code sym_name}/{@code sym_visibility}, one block. */
  private static boolean moduleInvariants(Operation op) {
    for (String name : List.of(SYM_NAME, SYM_VISIBILITY)) {
      Attribute a = op.inherentAttr(name);
      if (a != null && !(a instanceof StringAttr)) {
        op.emitOpError("attribute '" + name + "' failed to satisfy constraint: string attribute");
        return false;
      }
    }
    if (op.region(0).numBlocks() != 1) {
      op.emitOpError("region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks");
      return false;
    }
    return true;
  }

  /** A named module is a symbol (its visibility must be valid); other attributes need a dialect. */
  private static boolean verifyModule(Operation op) {
    if (op.inherentAttr(SYM_NAME) != null
        && op.inherentAttr(SYM_VISIBILITY) instanceof StringAttr vis
        && !VISIBILITIES.contains(vis.value())) {
      op.emitOpError("visibility expected to be one of [\"public\", \"private\", \"nested\"], but got "
          + vis);
      return false;
    }
    for (NamedAttribute a : op.attributes().entries()) {
      String name = a.name();
      if (name.indexOf('.') < 0 && !name.equals(SYM_NAME) && !name.equals(SYM_VISIBILITY)) {
        op.emitOpError("can only contain attributes with dialect-prefixed names, found: '" + name + "'");
        return false;
      }
    }
    return true;
  }

  private static boolean verifyCast(Operation op) {
    if (op.numResults() != 0) return true;
    op.emitOpError("expected at least one result for cast operation");
    return false;
  }
}
