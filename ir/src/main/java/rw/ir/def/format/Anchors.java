package rw.ir.def.format;

import rw.ir.Operation;
import rw.ir.attr.Attribute;
import rw.ir.def.OpSpec;
import rw.ir.def.SegmentAccess;

/** Whether the anchor of an optional group is present on an op (MLIR's genOptionalGroupPrinterAnchor). */
final class Anchors {
  private Anchors() {}

  static boolean present(Element anchor, Operation op, OpSpec spec) {
    if (anchor instanceof Element.Operand o) return TypeText.size(SegmentAccess.operandRange(op, spec, o.group())) != 0;
    if (anchor instanceof Element.Result r) return TypeText.size(SegmentAccess.resultRange(op, spec, r.group())) != 0;
    if (anchor instanceof Element.AllOperands) return op.numOperands() != 0;
    if (anchor instanceof Element.AllResults) return op.numResults() != 0;
    if (anchor instanceof Element.TypeOf t) return present(t.arg(), op, spec);
    if (anchor instanceof Element.FunctionalType f) return present(f.inputs(), op, spec);
    if (anchor instanceof Element.Attr a) {
      Attribute v = op.inherentAttr(a.spec().name());
      return v != null && !a.spec().isDefault(v);
    }
    if (anchor instanceof Element.RegionRef r) {
      long range = Groups.regions(op, spec, r.group());
      for (int i = TypeText.start(range), end = i + TypeText.size(range); i < end; i++) {
        if (!op.region(i).isEmpty()) return true;
      }
      return false;
    }
    if (anchor instanceof Element.Successor s) return TypeText.size(Groups.successors(op, spec, s.group())) != 0;
    throw new IllegalStateException("element cannot anchor an optional group: " + anchor);
  }
}
