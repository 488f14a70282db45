package rw.exec.interp.llvm;

import java.util.List;
import rw.exec.interp.BlockCode;
import rw.exec.interp.ConstantValues;
import rw.exec.interp.DecodeError;
import rw.exec.interp.Edge;
import rw.exec.interp.Frame;
import rw.exec.interp.OpDecoder;
import rw.exec.interp.Terminator;
import rw.ir.Value;
import rw.ir.attr.Attribute;
import rw.ir.attr.DenseElementsAttr;

/**
 * {@code llvm.switch}: operands are the value, the default destination's operands, then each
 * case's operands ({@code case_operand_segments}); {@code case_values} holds the case values.
 * Cases are searched in order (switches in lowered code are small).
 */
final class SwitchHandler {
  private SwitchHandler() {}

  static void decode(OpDecoder d) {
    long[] segments = d.denseArray("operandSegmentSizes");
    List<Value> all = d.op().operands();
    int from = 1 + (segments.length == 3 ? (int) segments[1] : d.op().successor(0).numArguments());
    Edge fallback = d.edge(0, all.subList(1, from));
    long[] values = caseValues(d);
    long[] caseSegments = d.denseArray("case_operand_segments");
    if (caseSegments.length != values.length || values.length != d.op().numSuccessors() - 1) {
      throw new DecodeError("case values, case operand segments and successors do not match");
    }
    Edge[] cases = new Edge[values.length];
    for (int i = 0; i < cases.length; i++) {
      int to = from + (int) caseSegments[i];
      cases[i] = d.edge(i + 1, all.subList(from, to));
      from = to;
    }
    int v = d.operand(0);
    d.terminate(new Terminator() {
      @Override
      public BlockCode next(Frame f) {
        long x = f.s[v];
        for (int i = 0; i < values.length; i++) {
          if (values[i] == x) return cases[i].take(f);
        }
        return fallback.take(f);
      }

      @Override
      public boolean isConditional() {
        return true;
      }
    });
  }

  private static long[] caseValues(OpDecoder d) {
    Attribute a = d.attr("case_values");
    if (a == null) return new long[0];
    if (!(a instanceof DenseElementsAttr dense)) throw new DecodeError("case_values should be dense elements, got " + a);
    int n = d.op().numSuccessors() - 1;
    long[] v = new long[n];
    for (int i = 0; i < n; i++) {
      Attribute e = dense.elements().get(dense.splat() ? 0 : i);
      v[i] = ConstantValues.scalar(e, d.operandType(0));
    }
    return v;
  }
}
