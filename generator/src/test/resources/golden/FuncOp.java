package rw.demo.ops;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.annotation.processing.Generated;
import rw.demo.FuncSyntax;
import rw.dialect.HasParent;
import rw.dialect.builtin.ops.BuiltinConstraints;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.Region;
import rw.ir.Trait;
import rw.ir.attr.Attribute;
import rw.ir.build.OpBuilder;
import rw.ir.def.AttrConstraints;
import rw.ir.def.AttrSpec;
import rw.ir.def.OpSpec;
import rw.ir.def.OpView;
import rw.ir.def.RegionSpec;
import rw.ir.loc.Location;

/**
 * {@code demo.func}: a function with a hand-written syntax.
 *
 * <p>Generated from demo.rw:39; do not edit.
 */
@Generated(
    value = "rw.generator.RwGenerator",
    comments = "from demo.rw:39"
)
public record FuncOp(Operation op) implements OpView {
  /**
   * The op's name.
   */
  public static final String NAME = "demo.func";

  /**
   * The op's definition, registered by {@link DemoOps}.
   */
  public static final OpSpec SPEC = spec();

  /**
   * This view of {@code op} when it is a {@value #NAME}, else empty.
   */
  public static Optional<FuncOp> match(Operation op) {
    return OpView.isA(op, NAME) ? Optional.of(new FuncOp(op)) : Optional.empty();
  }

  /**
   * Attribute {@code sym_name}, or {@code null} when absent.
   */
  public Attribute symName() {
    return op.inherentAttr("sym_name");
  }

  /**
   * Attribute {@code function_type}, or {@code null} when absent.
   */
  public Attribute functionType() {
    return op.inherentAttr("function_type");
  }

  /**
   * The region {@code body}.
   */
  public Region body() {
    return op.region(0);
  }

  /**
   * Creates a {@value #NAME} at {@code builder}'s insertion point; default-valued properties get their defaults.
   */
  public static FuncOp create(OpBuilder builder, Location loc, Attribute symName,
      Attribute functionType) {
    OperationState state = builder.state(NAME, loc);
    Map<String, Attribute> inherent = new LinkedHashMap<>();
    inherent.put("sym_name", symName);
    inherent.put("function_type", functionType);
    for (int i = 0; i < 1; i++) state.addRegion();
    SPEC.completeState(state, inherent, List.of());
    return new FuncOp(builder.create(state));
  }

  private static OpSpec spec() {
    return OpSpec.builder(NAME)
      .summary("a function with a hand-written syntax")
      .traits(Trait.ISOLATED_FROM_ABOVE, Trait.SYMBOL)
      .verifier(HasParent.of("demo.module"))
      .attributes(
          AttrSpec.required("sym_name", AttrConstraints.SYMBOL_NAME),
          AttrSpec.required("function_type", BuiltinConstraints.FUNCTION_TYPE_ATTR))
      .regions(RegionSpec.any("body"))
      .customSyntax(FuncSyntax.create())
      .build();
  }
}
