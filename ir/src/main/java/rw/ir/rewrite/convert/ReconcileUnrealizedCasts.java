package rw.ir.rewrite.convert;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import rw.ir.BuiltinOps;
import rw.ir.Operation;
import rw.ir.Value;

/**
 * What MLIR's {@code reconcile-unrealized-casts} pass does: erases unused
 * {@code builtin.unrealized_conversion_cast} ops and folds chains of casts that lead back to the
 * types they started from ({@code A -> B -> A}, also through longer chains and N:M casts). Casts
 * still in use afterwards stay, without a diagnostic, as in MLIR 22.
 */
public final class ReconcileUnrealizedCasts {
  private ReconcileUnrealizedCasts() {}

  /** Reconciles every cast nested in {@code scope}; returns the casts that remain, in IR order. */
  public static List<Operation> run(Operation scope) {
    List<Operation> casts = new ArrayList<>();
    scope.walk(op -> {
      if (isCast(op)) casts.add(op);
    });
    return reconcile(casts);
  }

  public static boolean isCast(Operation op) {
    return op.name().equals(BuiltinOps.UNREALIZED_CONVERSION_CAST);
  }

  /**
   * Reconciles {@code casts} (in blocks; and casts feeding them), processing them last first;
   * returns those of {@code casts} that remain. An erased cast is out of its block, so no set of
   * the erased ones is kept.
   */
  public static List<Operation> reconcile(List<Operation> casts) {
    CastStack stack = new CastStack(casts.size());
    for (int i = 0; i < casts.size(); i++) stack.push(casts.get(i));
    while (!stack.isEmpty()) {
      Operation cast = stack.pop();
      if (cast.hasUses()) {
        Operation source = roundTripSource(cast);
        if (source == null) continue;
        stack.pushInputCasts(cast);
        cast.replaceAllUsesWith(source.operands());
      } else {
        stack.pushInputCasts(cast);
      }
      cast.erase();
    }
    List<Operation> remaining = new ArrayList<>();
    for (int i = 0; i < casts.size(); i++) {
      Operation c = casts.get(i);
      if (c.block() != null) remaining.add(c);
    }
    return remaining;
  }

  /** The cast up the chain of {@code cast} whose input types are its result types, or {@code null}. */
  private static Operation roundTripSource(Operation cast) {
    for (Operation next = cast; next != null; next = inputCast(next)) {
      if (inputsHaveResultTypes(next, cast)) return next;
    }
    return null;
  }

  /** Whether the operand types of {@code source} are the result types of {@code cast}, in order. */
  private static boolean inputsHaveResultTypes(Operation source, Operation cast) {
    if (source.numOperands() != cast.numResults()) return false;
    for (int i = 0; i < source.numOperands(); i++) {
      if (!source.operand(i).type().equals(cast.result(i).type())) return false;
    }
    return true;
  }


  /** The cast whose results are exactly the inputs of {@code cast}, in order, or {@code null}. */
  private static Operation inputCast(Operation cast) {
    if (cast.numOperands() == 0) return null;
    Operation def = cast.operand(0).definingOp();
    if (def == null || !isCast(def) || def.numResults() != cast.numOperands()) return null;
    for (int i = 0; i < cast.numOperands(); i++) {
      if (cast.operand(i) != def.result(i)) return null;
    }
    return def;
  }

  /** A stack without duplicates (MLIR's SetVector used as a worklist). */
  private static final class CastStack {
    private final List<Operation> list;
    /**
     * Ops compare by identity: a set of them needs no hashing of their own, nor an entry object
     * per member. Sized for the casts given at first, so that it does not grow step by step.
     */
    private final Set<Operation> members;

    CastStack(int expected) {
      list = new ArrayList<>(expected);
      members = Collections.newSetFromMap(new IdentityHashMap<>(Math.max(expected, 4)));
    }

    void push(Operation op) {
      if (members.add(op)) list.add(op);
    }

    Operation pop() {
      Operation op = list.remove(list.size() - 1);
      members.remove(op);
      return op;
    }

    boolean isEmpty() {
      return list.isEmpty();
    }

    void pushInputCasts(Operation cast) {
      for (int i = 0; i < cast.numOperands(); i++) {
        Value v = cast.operand(i);
        Operation def = v.definingOp();
        if (def != null && isCast(def)) push(def);
      }
    }
  }
}
