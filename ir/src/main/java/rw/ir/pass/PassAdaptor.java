package rw.ir.pass;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.StringJoiner;
import rw.ir.Operation;

/**
 * The pipeline entry that runs nested pipelines (MLIR's op-to-op adaptor): for each op directly
 * nested in the regions of the op it runs on, the first of its pipelines that can run on that
 * op. Adjacent adaptors merge into one, pipelines of one anchor joining, sorted by anchor with
 * op-agnostic pipelines last.
 */
public final class PassAdaptor implements PipelineElement {
  private final List<OpPassManager> managers = new ArrayList<>();

  PassAdaptor(OpPassManager manager) {
    managers.add(manager);
  }

  public List<OpPassManager> managers() {
    return Collections.unmodifiableList(managers);
  }

  /** MLIR's name: {@code Pipeline Collection : ['func.func', 'spirv.module']}. */
  @Override
  public String name() {
    StringJoiner sj = new StringJoiner(", ", "Pipeline Collection : [", "]");
    for (OpPassManager pm : managers) sj.add("'" + pm.anchor() + "'");
    return sj.toString();
  }

  @Override
  public String toPipelineText() {
    StringJoiner sj = new StringJoiner(",");
    for (OpPassManager pm : managers) sj.add(pm.toAnchoredPipelineText());
    return sj.toString();
  }

  void appendPretty(StringBuilder sb, int indent) {
    for (int i = 0; i < managers.size(); i++) {
      if (i > 0) sb.append(",\n");
      sb.append(" ".repeat(indent));
      managers.get(i).appendPretty(sb, indent);
    }
  }

  /** The first pipeline that can run on {@code op}, or {@code null}. */
  OpPassManager managerFor(Operation op) {
    for (OpPassManager pm : managers) {
      if (pm.canScheduleOn(op)) return pm;
    }
    return null;
  }

  /**
   * Moves this adaptor's pipelines into {@code into} (the preceding adaptor), unless an
   * op-agnostic pipeline of either could run on an anchor of the other.
   */
  boolean tryMergeInto(PassAdaptor into) {
    if (hasAgnosticConflict(managers, into.managers) || hasAgnosticConflict(into.managers, managers)) return false;
    for (OpPassManager pm : managers) {
      OpPassManager existing = into.withAnchor(pm.anchor());
      if (existing != null) pm.mergeInto(existing);
      else into.managers.add(pm);
    }
    managers.clear();
    into.managers.sort(Comparator.comparing(OpPassManager::isOpAgnostic).thenComparing(OpPassManager::anchor));
    return true;
  }

  private static boolean hasAgnosticConflict(List<OpPassManager> side, List<OpPassManager> others) {
    for (OpPassManager pm : side) {
      if (pm.isOpAgnostic() && !others.isEmpty()) return true;
    }
    return false;
  }

  private OpPassManager withAnchor(String anchor) {
    for (OpPassManager pm : managers) {
      if (pm.anchor().equals(anchor)) return pm;
    }
    return null;
  }

  void finalizeNested() {
    for (OpPassManager pm : managers) pm.finalizePipeline();
  }
}
