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
    t.register("llvm.extractelement", AggregateHandlers::extractElement);
    t.register("llvm.insertelement", AggregateHandlers::insertElement);
  }

  /** The element kind of a vector operand (vectors hold scalars only). */
  private static ValueKind vectorElement(Type vector) {
    if (!Types.isVector(vector)) throw new DecodeError("expects a fixed 1-D vector, got " + vector);
    return Types.kind(((rw.ir.type.VectorType) vector).elementType());
  }

  /** An element index as an int; past the end (LLVM: poison) is -1, read as zero and written nowhere. */
  private static int elementIndex(long index, int length, int width) {
    long u = width >= 64 ? index : index & ((1L << width) - 1);
    return u >= 0 && u < length ? (int) u : -1;
  }

  private static void extractElement(OpDecoder d) {
    ValueKind k = vectorElement(d.operandType(0));
    int length = Types.vectorLength(d.operandType(0));
    int width = Types.intWidth(d.operandType(1));
    int from = d.operand(0);
    int index = d.operand(1);
    int r = d.result();
    d.emit(new Step() {
      @Override
      public void execute(Frame f) {
        int i = elementIndex(f.s[index], length, width);
        f.s[r] = i < 0 ? 0 : SlotRepr.unbox(k, ((Object[]) f.o[from])[i]);
      }
    });
  }

  private static void insertElement(OpDecoder d) {
    ValueKind k = vectorElement(d.operandType(0));
    int length = Types.vectorLength(d.operandType(0));
    int width = Types.intWidth(d.operandType(2));
    int from = d.operand(0);
    int value = d.operand(1);
    int index = d.operand(2);
    int r = d.result();
    d.emit(new Step() {
      @Override
      public void execute(Frame f) {
        Object[] copy = ((Object[]) f.o[from]).clone();
        int i = elementIndex(f.s[index], length, width);
        if (i >= 0) copy[i] = SlotRepr.box(k, f.s[value]);
        f.o[r] = copy;
      }
    });
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
