package rw.ir.def.format;

import java.util.List;
import rw.ir.Operation;
import rw.ir.def.OpSpec;
import rw.ir.def.RegionSpec;
import rw.ir.def.SuccessorSpec;

/**
 * Where the regions and successors of a named group are: fixed groups hold one, the variadic
 * group the rest. Ranges are packed as {@link TypeText#range} packs them (start high, size low),
 * so that printers index the op instead of asking for lists.
 */
final class Groups {
  private Groups() {}

  static long regions(Operation op, OpSpec spec, int group) {
    List<RegionSpec> specs = spec.regions();
    int fixed = 0;
    for (int i = 0; i < specs.size(); i++) {
      if (!specs.get(i).variadic()) fixed++;
    }
    int total = op.numRegions();
    int rest = Math.max(0, total - fixed);
    int start = 0;
    for (int i = 0; i < group; i++) start += specs.get(i).variadic() ? rest : 1;
    return clamped(start, specs.get(group).variadic() ? rest : 1, total);
  }

  static long successors(Operation op, OpSpec spec, int group) {
    List<SuccessorSpec> specs = spec.successors();
    int fixed = 0;
    for (int i = 0; i < specs.size(); i++) {
      if (!specs.get(i).variadic()) fixed++;
    }
    int total = op.numSuccessors();
    int rest = Math.max(0, total - fixed);
    int start = 0;
    for (int i = 0; i < group; i++) start += specs.get(i).variadic() ? rest : 1;
    return clamped(start, specs.get(group).variadic() ? rest : 1, total);
  }

  /** The range, clamped to the {@code total} present. */
  private static long clamped(int start, int size, int total) {
    start = Math.min(start, total);
    size = Math.max(0, Math.min(size, total - start));
    return ((long) start << 32) | size;
  }
}
