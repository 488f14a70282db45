package rw.exec.interp.llvm;

import rw.dialect.llvm.LlvmArrayType;
import rw.dialect.llvm.LlvmStructType;
import rw.exec.interp.DecodeError;
import rw.exec.interp.Frame;
import rw.exec.interp.HandlerTable;
import rw.exec.interp.OpDecoder;
import rw.exec.interp.SlotRepr;
import rw.exec.interp.Step;
import rw.exec.interp.Types;
import rw.exec.semantics.ValueKind;
import rw.ir.type.Type;

/**
 * {@code llvm.extractvalue} and {@code llvm.insertvalue} on aggregates held as immutable {@code
 * Object[]} (elements boxed as {@code ValueRepr} says, nested aggregates as nested arrays).
 * Insertion copies the arrays along the position path and shares the rest.
 */
public final class AggregateHandlers {
  private AggregateHandlers() {}

  public static void register(HandlerTable t) {
    t.register("llvm.extractvalue", AggregateHandlers::extract);
    t.register("llvm.insertvalue", AggregateHandlers::insert);
  }

  /** The position, checked against the aggregate type; returns the type of the element it names. */
  private static Type elementType(Type container, int[] path) {
    if (path.length == 0) throw new DecodeError("has an empty position");
    Type t = container;
    for (int p : path) {
      if (t instanceof LlvmStructType st && p >= 0 && p < st.body().size()) {
        t = st.body().get(p);
      } else if (t instanceof LlvmArrayType at && p >= 0 && p < at.numElements()) {
        t = at.elementType();
      } else {
        throw new DecodeError("position " + p + " is out of range for " + t);
      }
    }
    return t;
  }

  private static int[] position(OpDecoder d) {
    long[] raw = d.denseArray("position");
    int[] path = new int[raw.length];
    for (int i = 0; i < raw.length; i++) path[i] = (int) raw[i];
    return path;
  }

  private static void extract(OpDecoder d) {
    int[] path = position(d);
    Type elem = elementType(d.operandType(0), path);
    int from = d.operand(0);
    int r = d.result();
    if (Types.isAggregate(elem)) {
      d.emit(new Step() {
        @Override
        public void execute(Frame f) {
          f.o[r] = get(f.o[from], path);
        }
      });
      return;
    }
    ValueKind k = Types.kind(elem);
    d.emit(new Step() {
      @Override
      public void execute(Frame f) {
        f.s[r] = SlotRepr.unbox(k, get(f.o[from], path));
      }
    });
  }

  private static Object get(Object aggregate, int[] path) {
    Object v = aggregate;
    for (int p : path) v = ((Object[]) v)[p];
    return v;
  }

  private static void insert(OpDecoder d) {
    int[] path = position(d);
    Type elem = elementType(d.operandType(0), path);
    int from = d.operand(0);
    int value = d.operand(1);
    int r = d.result();
    if (Types.isAggregate(elem)) {
      d.emit(new Step() {
        @Override
        public void execute(Frame f) {
          f.o[r] = with((Object[]) f.o[from], path, 0, f.o[value]);
        }
      });
      return;
    }
    ValueKind k = Types.kind(elem);
    d.emit(new Step() {
      @Override
      public void execute(Frame f) {
        f.o[r] = with((Object[]) f.o[from], path, 0, SlotRepr.box(k, f.s[value]));
      }
    });
  }

  /** A copy of {@code a} with the element at {@code path[depth..]} replaced by {@code v}. */
  private static Object[] with(Object[] a, int[] path, int depth, Object v) {
    Object[] copy = a.clone();
    int p = path[depth];
    copy[p] = depth == path.length - 1 ? v : with((Object[]) a[p], path, depth + 1, v);
    return copy;
  }
}
