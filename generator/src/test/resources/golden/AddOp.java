package rw.demo.ops;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.annotation.processing.Generated;
import rw.demo.DemoExterns;
import rw.ir.OpResult;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.Trait;
import rw.ir.Value;
import rw.ir.attr.Attribute;
import rw.ir.build.OpBuilder;
import rw.ir.def.AttrConstraint;
import rw.ir.def.AttrSpec;
import rw.ir.def.OpSpec;
import rw.ir.def.OpView;
import rw.ir.def.SegmentAccess;
import rw.ir.def.TypeConstraints;
import rw.ir.def.TypeRelation;
import rw.ir.def.ValueSpec;
import rw.ir.loc.Location;
import rw.ir.type.Type;

/**
 * {@code demo.add}: integer addition.
 *
 * <p>Adds two integers; `flags` default to none.
 *
 * <p>Generated from demo.rw:22; do not edit.
 */
@Generated(
    value = "rw.generator.RwGenerator",
    comments = "from demo.rw:22"
)
public record AddOp(Operation op) implements OpView {
  /**
   * The op's name.
   */
  public static final String NAME = "demo.add";

  /**
   * The op's definition, registered by {@link DemoOps}.
   */
  public static final OpSpec SPEC = spec();

  /**
   * This view of {@code op} when it is a {@value #NAME}, else empty.
   */
  public static Optional<AddOp> match(Operation op) {
    return OpView.isA(op, NAME) ? Optional.of(new AddOp(op)) : Optional.empty();
  }

  /**
   * The operand {@code lhs}.
   */
  public Value lhs() {
    return SegmentAccess.operand(op, SPEC, 0);
  }

  /**
   * The operand {@code rhs}.
   */
  public Value rhs() {
    return SegmentAccess.operand(op, SPEC, 1);
  }

  /**
   * The result {@code result}.
   */
  public OpResult result() {
    return SegmentAccess.result(op, SPEC, 0);
  }

  /**
   * Attribute {@code flags}, or {@code null} when absent.
   */
  public Attribute flags() {
    return op.inherentAttr("flags");
  }

  /**
   * Attribute {@code mode}, or {@code null} when absent.
   */
  public Attribute mode() {
    return op.inherentAttr("mode");
  }

  /**
   * Creates a {@value #NAME} at {@code builder}'s insertion point; default-valued properties get their defaults.
   */
  public static AddOp create(OpBuilder builder, Location loc, Value lhs, Value rhs,
      Type resultType) {
    OperationState state = builder.state(NAME, loc);
    Map<String, Attribute> inherent = new LinkedHashMap<>();
    state.addOperand(lhs);
    state.addOperand(rhs);
    state.addType(resultType);
    SPEC.completeState(state, inherent, List.of());
    return new AddOp(builder.create(state));
  }

  private static OpSpec spec() {
    return OpSpec.builder(NAME)
      .summary("integer addition")
      .description("Adds two integers; `flags` default to none.")
      .traits(Trait.PURE, Trait.COMMUTATIVE)
      .relations(new TypeRelation.SameOperandsAndResultType())
      .operands(
          ValueSpec.single("lhs", TypeConstraints.SIGNLESS_INTEGER_LIKE),
          ValueSpec.single("rhs", TypeConstraints.SIGNLESS_INTEGER_LIKE))
      .results(ValueSpec.single("result", TypeConstraints.SIGNLESS_INTEGER_LIKE))
      .attributes(
          AttrSpec.defaultValued("flags", DemoConstraints.FLAGS_ATTR, DemoExterns.noFlags()),
          AttrSpec.optional("mode", AttrConstraint.intEnum(DemoConstraints.MODE)))
      .assemblyFormat("$lhs `,` $rhs attr-dict `:` type($result)")
      .build();
  }
}
