// gpu ops with declarative formats: dimension attributes printed stripped (two spaces), result names.
"unreg.fn"() ({
^bb0(%n: index):
  %tid = gpu.thread_id x
  %bid = gpu.block_id y
  %bdim = gpu.block_dim z
  %gdim = gpu.grid_dim x
  %gid = gpu.global_id x
  %b2 = gpu.block_id x upper_bound 64
  gpu.barrier
  gpu.return
}) : () -> ()
"unreg.fn"() ({
^bb0(%n: index):
  gpu.return %n, %n : index, index
}) : () -> ()
