"builtin.module"() ({
  "unreg.fn"() ({
  ^bb0(%arg1: index):
    %0 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
    %1 = "gpu.block_id"() <{dimension = #gpu<dim y>}> : () -> index
    %2 = "gpu.block_dim"() <{dimension = #gpu<dim z>}> : () -> index
    %3 = "gpu.grid_dim"() <{dimension = #gpu<dim x>}> : () -> index
    %4 = "gpu.global_id"() <{dimension = #gpu<dim x>}> : () -> index
    %5 = "gpu.block_id"() <{dimension = #gpu<dim x>, upper_bound = 64 : index}> : () -> index
    "gpu.barrier"() : () -> ()
    "gpu.return"() : () -> ()
  }) : () -> ()
  "unreg.fn"() ({
  ^bb0(%arg0: index):
    "gpu.return"(%arg0, %arg0) : (index, index) -> ()
  }) : () -> ()
}) : () -> ()

