package rw.ir.rewrite.convert;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import rw.ir.Block;
import rw.ir.BlockArgument;
import rw.ir.BuiltinOps;
import rw.ir.Context;
import rw.ir.OpName;
import rw.ir.OpResult;
import rw.ir.Operation;
import rw.ir.Value;
import rw.ir.attr.DictionaryAttr;
import rw.ir.build.InsertionPoint;
import rw.ir.build.OpBuilder;
import rw.ir.loc.Location;
import rw.ir.type.Type;

/**
 * The {@code builtin.unrealized_conversion_cast} ops the conversion inserts where a value and its
 * converted form meet. They are not seen as pattern changes. After a successful conversion the
 * unused ones go, round trips fold, and the rest are offered to the type converter's hooks.
 */
final class Materializations {
  enum Kind { SOURCE, TARGET }

  private record Info(Kind kind, TypeConverter converter, Type originalType) {}

  /** The casts made, in order, and what each was made for (parallel lists: no map entry per cast). */
  private final List<Operation> casts = new ArrayList<>();
  private final List<Info> infos = new ArrayList<>();
  private final OpBuilder builder;
  /** The casts' op name, looked up once (not by its string per cast). */
  private final OpName castName;

  Materializations(Context context) {
    this.builder = new OpBuilder(context);
    this.castName = context.opName(BuiltinOps.UNREALIZED_CONVERSION_CAST);
  }

  /** Inserts a cast from {@code inputs} to {@code types} in {@code block} before {@code before}. */
  Operation castAt(Kind kind, Block block, Operation before, Location loc, List<Value> inputs, List<Type> types,
      Type originalType, TypeConverter converter) {
    builder.setInsertionPoint(block, before);
    return create(kind, loc, inputs, types, originalType, converter);
  }

  /** Inserts a cast from {@code inputs} (not empty) right after the latest of their definitions; see {@link #after(List)}. */
  Operation castAfter(Kind kind, Location loc, List<Value> inputs, List<Type> types, Type originalType, TypeConverter converter) {
    if (inputs.size() == 1) placeAfter(inputs.get(0));
    else builder.setInsertionPoint(after(inputs));
    return create(kind, loc, inputs, types, originalType, converter);
  }

  /** {@link #castAfter}, returning the cast's results. */
  List<Value> buildAfter(Kind kind, Location loc, List<Value> inputs, List<Type> types, Type originalType, TypeConverter converter) {
    Operation cast = castAfter(kind, loc, inputs, types, originalType, converter);
    // One result: an immutable list already; several: a copy, not a view of the op's own array.
    return cast.numResults() == 1 ? List.of(cast.result(0)) : List.copyOf(cast.results());
  }

  private Operation create(Kind kind, Location loc, List<Value> inputs, List<Type> types, Type originalType, TypeConverter converter) {
    Operation cast = builder.insert(Operation.create(castName, loc, inputs, types, DictionaryAttr.EMPTY, null, List.of(), 0));
    casts.add(cast);
    infos.add(info(kind, converter, originalType));
    return cast;
  }

  /** The info of a new cast: the last cast's when it is the same (casts come in runs of one kind, converter and type). */
  private Info info(Kind kind, TypeConverter converter, Type originalType) {
    Info last = infos.isEmpty() ? null : infos.get(infos.size() - 1);
    if (last != null && last.kind() == kind && last.converter() == converter && last.originalType() == originalType) return last;
    return new Info(kind, converter, originalType);
  }

  /** Puts the builder right after the definition of {@code v}, as {@link #after(Value)} (without the object). */
  private void placeAfter(Value v) {
    if (v instanceof OpResult r) builder.setInsertionPointAfter(r.owner());
    else builder.setInsertionPointToStart(((BlockArgument) v).owner());
  }

  /** Removes dead casts and round trips, then lets the converters replace the live ones. */
  void resolve(Predicate<Operation> alive, boolean useHooks) {
    List<Operation> live = new ArrayList<>();
    for (int i = 0; i < casts.size(); i++) {
      Operation c = casts.get(i);
      if (c.block() != null && alive.test(c)) live.add(c);
    }
    List<Operation> remaining = ReconcileUnrealizedCasts.reconcile(live);
    if (!useHooks) return;
    // The remaining casts come in the order they were made: one pass finds each one's entry.
    for (int i = 0, j = 0; i < casts.size() && j < remaining.size(); i++) {
      if (casts.get(i) == remaining.get(j)) resolve(remaining.get(j++), infos.get(i));
    }
  }

  private void resolve(Operation cast, Info info) {
    if (info.converter() == null) return;
    builder.setInsertionPointBefore(cast);
    List<Value> repl = info.kind() == Kind.SOURCE ? sourceFor(cast, info.converter()) : targetFor(cast, info);
    if (repl == null) return;
    if (!ValueMapping.typesOf(repl).equals(cast.resultTypes())) {
      throw new IllegalStateException("materialization produced " + ValueMapping.typesOf(repl) + " for " + cast.resultTypes());
    }
    cast.replaceAllUsesWith(repl);
    cast.erase();
  }

  private List<Value> sourceFor(Operation cast, TypeConverter converter) {
    Value v = converter.materializeSourceConversion(builder, cast.location(), cast.result(0).type(), cast.operands());
    return v == null ? null : List.of(v);
  }

  private List<Value> targetFor(Operation cast, Info info) {
    return info.converter().materializeTargetConversion(
        builder, cast.location(), cast.resultTypes(), cast.operands(), info.originalType());
  }

  // ---- where casts go ----

  /** Right after the definition of {@code v}: after its op, or at the start of its block. */
  static InsertionPoint after(Value v) {
    if (v instanceof OpResult r) return InsertionPoint.after(r.owner());
    return InsertionPoint.atStart(((BlockArgument) v).owner());
  }

  /** The latest of the points right after each of {@code vs} (which must not be empty). */
  static InsertionPoint after(List<Value> vs) {
    InsertionPoint pt = after(vs.get(0));
    for (int i = 1; i < vs.size(); i++) {
      InsertionPoint next = after(vs.get(i));
      if (isBefore(pt, next)) pt = next;
    }
    return pt;
  }

  /** Whether {@code a} comes before {@code b} (in one block, or {@code b} nested below {@code a}'s block). */
  private static boolean isBefore(InsertionPoint a, InsertionPoint b) {
    if (a.block() == b.block()) {
      if (a.before() == null || a.before() == b.before()) return false;
      return b.before() == null || a.before().isBeforeInBlock(b.before());
    }
    for (Operation o = b.block().parentOp(); o != null; o = o.parentOp()) {
      if (o.block() == a.block()) return true;
    }
    Block ab = a.block();
    Block bb = b.block();
    return ab.parent() != null && ab.parent() == bb.parent() && ab.parent().indexOf(ab) < bb.parent().indexOf(bb);
  }
}
