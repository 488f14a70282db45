package rw.dialect.gpu.syntax;

import java.util.ArrayList;
import java.util.List;
import rw.dialect.syntax.OpSyntaxEntry;

/** The hand-written custom forms of the gpu dialect, in a fixed order. */
public final class GpuSyntaxes {
  /** The ops of {@link DimensionSyntax}. */
  public static final List<String> DIMENSION_OPS = List.of("gpu.thread_id", "gpu.block_id", "gpu.block_dim",
      "gpu.grid_dim", "gpu.global_id", "gpu.cluster_id", "gpu.cluster_dim", "gpu.cluster_block_id",
      "gpu.cluster_dim_blocks");

  private GpuSyntaxes() {}

  public static List<OpSyntaxEntry> ops() {
    List<OpSyntaxEntry> list = new ArrayList<>();
    list.add(new OpSyntaxEntry("gpu.module", new GpuModuleSyntax()));
    list.add(new OpSyntaxEntry("gpu.func", new GpuFuncSyntax()));
    list.add(new OpSyntaxEntry("gpu.launch_func", new LaunchFuncSyntax()));
    list.add(new OpSyntaxEntry("gpu.launch", new LaunchSyntax()));
    DimensionSyntax dims = new DimensionSyntax();
    for (String name : DIMENSION_OPS) list.add(new OpSyntaxEntry(name, dims));
    return List.copyOf(list);
  }
}
