package rw.exec.interp.llvm;

import java.util.Arrays;
import rw.dialect.llvm.LlvmArrayType;
import rw.dialect.llvm.LlvmStructType;
import rw.exec.interp.DataLayout;
import rw.exec.interp.DecodeError;
import rw.exec.interp.OpDecoder;
import rw.exec.semantics.ValueKind;
import rw.ir.attr.TypeAttr;
import rw.ir.type.Type;

/**
 * The address arithmetic of one {@code llvm.getelementptr}, worked out at decode time: the base
 * pointer's slot, a constant byte offset (struct fields, constant indices and dynamic indices
 * that are constants), and the dynamic indices left with their byte scales. Indices are
 * {@code rawConstantIndices}, where {@code INT32_MIN} stands for the next dynamic operand;
 * dynamic values are read sign-extended, as LLVM extends indices to 64 bits.
 */
record GepPlan(int base, long offset, int[] indexSlots, long[] scales) {
  static final long DYNAMIC = Integer.MIN_VALUE;

  static GepPlan of(OpDecoder d) {
    Type elem = d.attr("elem_type") instanceof TypeAttr ta ? ta.type() : null;
    if (elem == null) throw new DecodeError("has no elem_type");
    if (d.operandKind(0) != ValueKind.PTR) throw new DecodeError("base is not a pointer");
    long[] raw = d.denseArray("rawConstantIndices");
    DataLayout layout = d.layout();
    int[] slots = new int[raw.length];
    long[] scales = new long[raw.length];
    int n = 0;
    int nextOperand = 1;
    long offset = 0;
    Type cur = elem;
    for (int k = 0; k < raw.length; k++) {
      boolean dynamic = raw[k] == DYNAMIC;
      Long known = dynamic ? d.knownInt(nextOperand) : Long.valueOf(raw[k]);
      int operand = dynamic ? nextOperand++ : -1;
      long scale;
      if (k == 0) {
        scale = layout.sizeOf(elem);
      } else if (cur instanceof LlvmStructType st) {
        if (known == null) throw new DecodeError("indexes a struct with a non-constant value");
        if (known < 0 || known >= st.body().size()) throw new DecodeError("struct index " + known + " out of range");
        offset += layout.struct(st).offset(known.intValue());
        cur = st.body().get(known.intValue());
        continue;
      } else if (cur instanceof LlvmArrayType at) {
        cur = at.elementType();
        scale = layout.sizeOf(cur);
      } else {
        throw new DecodeError("indexes into non-aggregate type " + cur);
      }
      if (known != null) {
        offset += known * scale;
        continue;
      }
      slots[n] = d.operand(operand);
      scales[n++] = scale;
    }
    if (nextOperand != d.numOperands()) throw new DecodeError("dynamic indices do not match the operands");
    return new GepPlan(d.operand(0), offset, Arrays.copyOf(slots, n), Arrays.copyOf(scales, n));
  }

  int dynamicCount() {
    return indexSlots.length;
  }
}
