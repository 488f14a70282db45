package rw.dialect.arith;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import rw.ir.Context;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.PropertiesModel;
import rw.ir.Value;
import rw.ir.attr.Attribute;
import rw.ir.attr.DictionaryAttr;
import rw.ir.attr.IntegerAttr;
import rw.ir.attr.NamedAttribute;
import rw.ir.loc.Location;
import rw.ir.rewrite.convert.FoldResult;
import rw.ir.rewrite.convert.FoldView;
import rw.ir.rewrite.convert.OpFolds;
import rw.ir.type.IntegerType;
import rw.ir.type.Type;

/**
 * The folders of the arith ops for the dialect conversion (MLIR's ArithOps.cpp folders and the
 * Commutative trait's fold): constants of the input become constants (materialized as
 * arith.constant, which the conversion then lowers), identities give an operand back,
 * commutative ops and cmpi move a constant operand to the right in place.
 */
public final class ArithFolds {
  static final List<String> OPS = List.of("addi", "subi", "muli", "divsi", "divui", "remsi", "remui", "andi", "ori", "xori",
      "shli", "shrsi", "shrui", "maxsi", "minsi", "maxui", "minui", "addf", "subf", "mulf", "divf", "remf", "negf", "cmpi", "cmpf",
      "select", "extsi", "extui", "trunci", "index_cast", "index_castui", "sitofp", "uitofp", "fptosi", "fptoui", "extf", "truncf",
      "maximumf", "minimumf", "maxnumf", "minnumf");
  static final Set<String> COMMUTATIVE = Set.of("arith.addi", "arith.muli", "arith.andi", "arith.ori", "arith.xori", "arith.maxsi",
      "arith.maxui", "arith.minsi", "arith.minui", "arith.addf", "arith.mulf", "arith.maximumf", "arith.minimumf", "arith.maxnumf",
      "arith.minnumf");

  private ArithFolds() {}

  /** Registers the arith folders and arith.constant as the arith dialect's constant in {@code ctx}. */
  public static void register(Context ctx) {
    OpFolds folds = OpFolds.of(ctx);
    folds.materializer("arith", (b, value, type, loc) -> b.insert(constant(ctx, value, type, loc)));
    for (String name : OPS) folds.register("arith." + name, ArithFolds::fold);
  }

  private static Operation constant(Context ctx, Attribute value, Type type, Location loc) {
    OperationState state = new OperationState(ctx, "arith.constant", loc).addType(type);
    state.setProperties(DictionaryAttr.of(List.of(new NamedAttribute("value", value))));
    Operation op = Operation.create(state);
    PropertiesModel model = ctx.lookupOp("arith.constant").getInterface(PropertiesModel.class);
    if (model != null) model.adopt(op);
    return op;
  }

  private static FoldResult fold(FoldView in) {
    Operation op = in.op();
    Attribute[] c = new Attribute[in.numOperands()];
    List<Value> seen = new ArrayList<>(c.length);
    for (int i = 0; i < c.length; i++) {
      seen.add(in.operand(i));
      c[i] = typed(in.constant(i), seen.get(i).type());
    }
    Object result = Folders.fold(op, c, seen, in);
    // Trait folds after the op's own: andi and ori are idempotent, commutative ops move a constant right.
    if (result == null && (op.name().equals("arith.andi") || op.name().equals("arith.ori")) && seen.get(0) == seen.get(1)) result = 0;
    if (result == null && COMMUTATIVE.contains(op.name()) && c[0] != null && c[1] == null) return in.swapOperands(0, 1);
    if (result == null && op.name().equals("arith.cmpi") && c[0] != null && c[1] == null) {
      // cmpi moves a constant to the right, swapping the predicate (in place).
      int swapped = rw.conversion.gputospirv.GpuToSpirvExterns.predicateIndex(IntFolds.swapped(rw.conversion.gputospirv.GpuToSpirvExterns.predicate(op)));
      in.swapOperands(0, 1);
      op.setInherentAttr("predicate", new IntegerAttr(BigInteger.valueOf(swapped), IntegerType.I64));
      return FoldResult.IN_PLACE;
    }
    if (result == null) return null;
    if (result instanceof Integer i) return FoldResult.of(seen.get(i));
    return FoldResult.of(result);
  }

  /** A constant's value with the type of the value it defines. */
  private static Attribute typed(Attribute value, Type type) {
    return value instanceof IntegerAttr i && !i.type().equals(type) ? new IntegerAttr(i.value(), type) : value;
  }
}
