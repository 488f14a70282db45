package rw.ir;

/**
 * The regions and successors of an op, kept in one field of {@link Operation}: most ops have
 * neither ({@code null}), some have regions ({@code Region[]}) or successors
 * ({@code BlockOperand[]}), a few both ({@code Object[] {regions, successors}}). One field
 * instead of two keeps an Operation at 64 bytes rather than 72, over a million ops.
 */
final class OpNested {
  static final Region[] NO_REGIONS = {};
  static final BlockOperand[] NO_SUCCESSORS = {};

  private OpNested() {}

  static Object of(Region[] regions, BlockOperand[] successors) {
    if (successors.length == 0) return regions.length == 0 ? null : regions;
    return regions.length == 0 ? successors : new Object[] {regions, successors};
  }

  static Region[] regions(Object nested) {
    if (nested instanceof Region[] r) return r;
    return nested == null || nested instanceof BlockOperand[] ? NO_REGIONS : (Region[]) ((Object[]) nested)[0];
  }

  static BlockOperand[] successors(Object nested) {
    if (nested instanceof BlockOperand[] s) return s;
    return nested == null || nested instanceof Region[] ? NO_SUCCESSORS : (BlockOperand[]) ((Object[]) nested)[1];
  }
}
