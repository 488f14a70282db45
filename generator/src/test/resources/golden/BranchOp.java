package rw.demo.ops;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.annotation.processing.Generated;
import rw.ir.Block;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.Trait;
import rw.ir.Value;
import rw.ir.attr.Attribute;
import rw.ir.attr.DenseArrayAttr;
import rw.ir.build.OpBuilder;
import rw.ir.def.AttrConstraints;
import rw.ir.def.AttrSpec;
import rw.ir.def.OpSpec;
import rw.ir.def.OpView;
import rw.ir.def.SegmentAccess;
import rw.ir.def.SuccessorSpec;
import rw.ir.def.TypeConstraints;
import rw.ir.def.ValueSpec;
import rw.ir.loc.Location;
import rw.ir.type.IntegerType;

/**
 * {@code demo.branch}: conditional branch with operands.
 *
 * <p>Generated from demo.rw:28; do not edit.
 */
@Generated(
    value = "rw.generator.RwGenerator",
    comments = "from demo.rw:28"
)
public record BranchOp(Operation op) implements OpView {
  /**
   * The op's name.
   */
  public static final String NAME = "demo.branch";

  /**
   * The op's definition, registered by {@link DemoOps}.
   */
  public static final OpSpec SPEC = spec();

  /**
   * This view of {@code op} when it is a {@value #NAME}, else empty.
   */
  public static Optional<BranchOp> match(Operation op) {
    return OpView.isA(op, NAME) ? Optional.of(new BranchOp(op)) : Optional.empty();
  }

  /**
   * The operand {@code condition}.
   */
  public Value condition() {
    return SegmentAccess.operand(op, SPEC, 0);
  }

  /**
   * The operand group {@code trueArgs}.
   */
  public List<Value> trueArgs() {
    return SegmentAccess.operands(op, SPEC, 1);
  }

  /**
   * The operand group {@code falseArgs}.
   */
  public List<Value> falseArgs() {
    return SegmentAccess.operands(op, SPEC, 2);
  }

  /**
   * Attribute {@code weights}, or {@code null} when absent.
   */
  public Attribute weights() {
    return op.inherentAttr("weights");
  }

  /**
   * The successor {@code trueDest}.
   */
  public Block trueDest() {
    return op.successor(0);
  }

  /**
   * The successor {@code falseDest}.
   */
  public Block falseDest() {
    return op.successor(1);
  }

  /**
   * Creates a {@value #NAME} at {@code builder}'s insertion point; default-valued properties get their defaults.
   */
  public static BranchOp create(OpBuilder builder, Location loc, Value condition,
      List<Value> trueArgs, List<Value> falseArgs, Block trueDest, Block falseDest) {
    OperationState state = builder.state(NAME, loc);
    Map<String, Attribute> inherent = new LinkedHashMap<>();
    state.addOperand(condition);
    state.addOperands(trueArgs);
    state.addOperands(falseArgs);
    inherent.put(OpSpec.OPERAND_SEGMENT_SIZES, new DenseArrayAttr(IntegerType.I32, List.of(1L, (long) trueArgs.size(), (long) falseArgs.size())));
    state.addSuccessor(trueDest);
    state.addSuccessor(falseDest);
    SPEC.completeState(state, inherent, List.of());
    return new BranchOp(builder.create(state));
  }

  private static OpSpec spec() {
    return OpSpec.builder(NAME)
      .summary("conditional branch with operands")
      .traits(Trait.IS_TERMINATOR)
      .attrSizedOperandSegments()
      .operands(
          ValueSpec.single("condition", TypeConstraints.I1),
          ValueSpec.variadic("trueArgs", TypeConstraints.ANY),
          ValueSpec.variadic("falseArgs", TypeConstraints.ANY))
      .attributes(AttrSpec.optional("weights", AttrConstraints.DENSE_I32_ARRAY))
      .successors(SuccessorSpec.single("trueDest"), SuccessorSpec.single("falseDest"))
      .assemblyFormat("$condition `,` $trueDest (`(` $trueArgs^ `:` type($trueArgs) `)`)? `,` $falseDest (`(` $falseArgs^ `:` type($falseArgs) `)`)? attr-dict")
      .build();
  }
}
