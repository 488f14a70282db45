module {
  "unreg.fn"() ({
  ^bb0(%arg0: index):
    %thread_id_x = gpu.thread_id  x
    %block_id_y = gpu.block_id  y
    %block_dim_z = gpu.block_dim  z
    %grid_dim_x = gpu.grid_dim  x
    %global_id_x = gpu.global_id  x
    %block_id_x = gpu.block_id  x upper_bound 64
    gpu.barrier
    gpu.return
  }) : () -> ()
  "unreg.fn"() ({
  ^bb0(%arg0: index):
    gpu.return %arg0, %arg0 : index, index
  }) : () -> ()
}

