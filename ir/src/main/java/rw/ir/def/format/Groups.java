package rw.ir.def.format;

import java.util.List;
import rw.ir.Block;
import rw.ir.Operation;
import rw.ir.Region;
import rw.ir.def.OpSpec;
import rw.ir.def.RegionSpec;
import rw.ir.def.SuccessorSpec;

/** The regions and successors of a named group: fixed groups hold one, the variadic group the rest. */
final class Groups {
  private Groups() {}

  static List<Region> regions(Operation op, OpSpec spec, int group) {
    List<RegionSpec> specs = spec.regions();
    boolean[] variadic = new boolean[specs.size()];
    for (int i = 0; i < variadic.length; i++) variadic[i] = specs.get(i).variadic();
    int[] range = range(variadic, op.numRegions(), group);
    return op.regions().subList(range[0], range[0] + range[1]);
  }

  static List<Block> successors(Operation op, OpSpec spec, int group) {
    List<SuccessorSpec> specs = spec.successors();
    boolean[] variadic = new boolean[specs.size()];
    for (int i = 0; i < variadic.length; i++) variadic[i] = specs.get(i).variadic();
    int[] range = range(variadic, op.numSuccessors(), group);
    return op.successors().subList(range[0], range[0] + range[1]);
  }

  /** {start, size} of group {@code group}, clamped to the {@code total} present. */
  private static int[] range(boolean[] variadic, int total, int group) {
    int fixed = 0;
    for (boolean v : variadic) {
      if (!v) fixed++;
    }
    int rest = Math.max(0, total - fixed);
    int start = 0;
    for (int i = 0; i < group; i++) start += variadic[i] ? rest : 1;
    int size = variadic[group] ? rest : 1;
    start = Math.min(start, total);
    return new int[] {start, Math.max(0, Math.min(size, total - start))};
  }
}
