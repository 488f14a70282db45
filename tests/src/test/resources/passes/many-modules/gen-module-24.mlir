module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_variable_pointers]>,
    #spirv.resource_limits<max_compute_workgroup_invocations = 128, max_compute_workgroup_size = [128, 128, 64]>>
} {
  gpu.module @m0 {
    gpu.func @k0(%arg0 : memref<8x8xf32>, %arg1 : memref<64xi32>)
      kernel attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]> } {
      %v1 = arith.constant 33 : i32
      %v2 = arith.constant 16 : i32
      %v3 = arith.constant 2.108 : f32
      %v4 = arith.constant 1.936 : f32
      %c1 = arith.constant 1 : index
      %c7 = arith.constant 7 : index
      %v5 = memref.load %arg0[%c1, %c7] : memref<8x8xf32>
      %c6 = arith.constant 6 : index
      %v6 = memref.load %arg0[%c6, %c6] : memref<8x8xf32>
      %c4 = arith.constant 4 : index
      %v7 = memref.load %arg0[%c7, %c4] : memref<8x8xf32>
      %c5 = arith.constant 5 : index
      %v8 = memref.load %arg0[%c1, %c5] : memref<8x8xf32>
      %c0 = arith.constant 0 : index
      %v9 = memref.load %arg0[%c0, %c0] : memref<8x8xf32>
      %c3 = arith.constant 3 : index
      %v10 = memref.load %arg0[%c6, %c3] : memref<8x8xf32>
      %v11 = memref.load %arg0[%c0, %c3] : memref<8x8xf32>
      %v12 = memref.load %arg0[%c7, %c3] : memref<8x8xf32>
      %c8 = arith.constant 8 : index
      %v13 = scf.for %i12 = %c0 to %c8 step %c1 iter_args(%acc12 = %v9) -> (f32) {
        %v14 = memref.load %arg0[%i12, %c4] : memref<8x8xf32>
        %v15 = arith.mulf %v14, %v3 : f32
        %v16 = arith.addf %acc12, %v15 : f32
        scf.yield %v16 : f32
      }
      %v17 = arith.sitofp %v1 : i32 to f32
      %v19 = arith.constant 6 : i32
      %v18 = arith.shrsi %v2, %v19 : i32
      %v20 = arith.mulf %v17, %v13 : f32
      %v21 = arith.subf %v17, %v9 : f32
      %v22 = arith.cmpi ne, %v18, %v1 : i32
      %v23 = arith.select %v22, %v18, %v1 : i32
      %v24 = arith.subf %v17, %v21 : f32
      %v25 = arith.cmpf ogt, %v17, %v21 : f32
      %v26 = arith.select %v25, %v17, %v21 : f32
      %v28 = arith.constant 6 : i32
      %v27 = arith.divsi %v1, %v28 : i32
      %v29 = arith.minsi %v18, %v27 : i32
      %v30 = arith.cmpi slt, %v2, %v27 : i32
      %v31 = arith.select %v30, %v2, %v27 : i32
      %v32 = arith.ori %v23, %v1 : i32
      %v33 = arith.maxsi %v29, %v32 : i32
      %v34 = arith.cmpf ogt, %v26, %v26 : f32
      %v35 = arith.select %v34, %v26, %v26 : f32
      %v36 = arith.xori %v2, %v31 : i32
      %v37 = arith.ori %v32, %v32 : i32
      %v38 = arith.subf %v21, %v20 : f32
      %v39 = arith.mulf %v35, %v26 : f32
      %v40 = arith.addi %v36, %v36 : i32
      %v42 = arith.constant 7 : i32
      %v41 = arith.shli %v37, %v42 : i32
      %v43 = arith.xori %v41, %v40 : i32
      %v44 = arith.divf %v38, %v39 : f32
      %v45 = arith.cmpf olt, %v44, %v38 : f32
      %v46 = arith.select %v45, %v44, %v38 : f32
      %v47 = arith.mulf %v46, %v21 : f32
      %v48 = arith.sitofp %v33 : i32 to f32
      %v50 = arith.constant 2 : i32
      %v49 = arith.remui %v37, %v50 : i32
      %v51 = arith.cmpf oeq, %v44, %v48 : f32
      %v52 = arith.select %v51, %v44, %v48 : f32
      %v53 = arith.sitofp %v49 : i32 to f32
      %v54 = arith.muli %v41, %v41 : i32
      %c58 = arith.constant 58 : index
      memref.store %v41, %arg1[%c58] : memref<64xi32>
      %c63 = arith.constant 63 : index
      memref.store %v49, %arg1[%c63] : memref<64xi32>
      memref.store %v54, %arg1[%c3] : memref<64xi32>
      gpu.return
    }
  }
  gpu.module @m1 {
    gpu.func @k1(%arg0 : memref<64xf32>, %arg1 : memref<64xi32>, %arg2 : memref<64xf32>)
      kernel attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]> } {
      %v1 = arith.constant 14 : i32
      %v2 = arith.constant 33 : i32
      %v3 = arith.constant 3.624 : f32
      %v4 = arith.constant 2.163 : f32
      %c2 = arith.constant 2 : index
      %v5 = memref.load %arg1[%c2] : memref<64xi32>
      %v6 = memref.load %arg0[%c2] : memref<64xf32>
      %c18 = arith.constant 18 : index
      %v7 = memref.load %arg1[%c18] : memref<64xi32>
      %c20 = arith.constant 20 : index
      %v8 = memref.load %arg0[%c20] : memref<64xf32>
      %c54 = arith.constant 54 : index
      %v9 = memref.load %arg1[%c54] : memref<64xi32>
      %c57 = arith.constant 57 : index
      %v10 = memref.load %arg0[%c57] : memref<64xf32>
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c64 = arith.constant 64 : index
      %v11 = scf.for %i10 = %c0 to %c64 step %c1 iter_args(%acc10 = %v8) -> (f32) {
        %v12 = memref.load %arg0[%i10] : memref<64xf32>
        %v13 = arith.mulf %v12, %v3 : f32
        %v14 = arith.addf %acc10, %v13 : f32
        scf.yield %v14 : f32
      }
      %v15 = arith.subf %v11, %v11 : f32
      %v16 = arith.addf %v15, %v6 : f32
      %v17 = arith.ori %v2, %v7 : i32
      %v18 = arith.cmpf olt, %v16, %v6 : f32
      %v19 = arith.select %v18, %v16, %v6 : f32
      %v20 = arith.andi %v1, %v7 : i32
      %v21 = arith.cmpi sle, %v2, %v1 : i32
      %v22 = arith.select %v21, %v2, %v1 : i32
      %v23 = arith.maxsi %v22, %v22 : i32
      %v24 = arith.maxsi %v20, %v22 : i32
      %v25 = arith.subf %v19, %v16 : f32
      %v26 = arith.maxsi %v9, %v24 : i32
      %v27 = arith.cmpi sgt, %v26, %v1 : i32
      %v28 = arith.select %v27, %v26, %v1 : i32
      %v29 = arith.andi %v28, %v28 : i32
      %v31 = arith.constant 7 : i32
      %v30 = arith.shli %v28, %v31 : i32
      %v32 = arith.mulf %v15, %v19 : f32
      %v33 = arith.sitofp %v30 : i32 to f32
      %v34 = arith.fptosi %v33 : f32 to i32
      %v35 = arith.ori %v28, %v29 : i32
      %v36 = arith.divf %v32, %v33 : f32
      %v37 = arith.cmpf une, %v11, %v25 : f32
      %v38 = arith.select %v37, %v11, %v25 : f32
      %v39 = arith.fptosi %v33 : f32 to i32
      %v40 = arith.fptosi %v38 : f32 to i32
      %v41 = arith.sitofp %v29 : i32 to f32
      %v42 = arith.mulf %v38, %v36 : f32
      %c9 = arith.constant 9 : index
      memref.store %v38, %arg2[%c9] : memref<64xf32>
      %c28 = arith.constant 28 : index
      memref.store %v38, %arg2[%c28] : memref<64xf32>
      %c34 = arith.constant 34 : index
      memref.store %v41, %arg2[%c34] : memref<64xf32>
      gpu.return
    }
  }
  gpu.module @m2 {
    gpu.func @k2(%arg0 : memref<8x8xf32>, %arg1 : memref<8x8xf32>, %arg2 : memref<64xi32>)
      kernel attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]> } {
      %v1 = arith.constant 59 : i32
      %v2 = arith.constant 36 : i32
      %v3 = arith.constant 0.654 : f32
      %v4 = arith.constant 0.422 : f32
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %v5 = memref.load %arg0[%c0, %c1] : memref<8x8xf32>
      %v6 = memref.load %arg1[%c1, %c0] : memref<8x8xf32>
      %c3 = arith.constant 3 : index
      %c6 = arith.constant 6 : index
      %v7 = memref.load %arg0[%c3, %c6] : memref<8x8xf32>
      %c7 = arith.constant 7 : index
      %v8 = memref.load %arg0[%c1, %c7] : memref<8x8xf32>
      %c2 = arith.constant 2 : index
      %v9 = memref.load %arg0[%c3, %c2] : memref<8x8xf32>
      %v10 = memref.load %arg0[%c6, %c6] : memref<8x8xf32>
      %c4 = arith.constant 4 : index
      %v11 = memref.load %arg1[%c4, %c7] : memref<8x8xf32>
      %c8 = arith.constant 8 : index
      %v12 = scf.for %i11 = %c0 to %c8 step %c1 iter_args(%acc11 = %v9) -> (f32) {
        %v13 = memref.load %arg0[%i11, %c0] : memref<8x8xf32>
        %v14 = arith.mulf %v13, %v3 : f32
        %v15 = arith.addf %acc11, %v14 : f32
        scf.yield %v15 : f32
      }
      %v16 = arith.sitofp %v1 : i32 to f32
      %v18 = arith.constant 4 : i32
      %v17 = arith.shrui %v2, %v18 : i32
      %v19 = arith.subi %v17, %v17 : i32
      %v20 = arith.minsi %v19, %v19 : i32
      %v22 = arith.constant 4 : i32
      %v21 = arith.shli %v1, %v22 : i32
      %v23 = arith.mulf %v16, %v16 : f32
      %v24 = arith.cmpi slt, %v20, %v2 : i32
      %v25 = arith.select %v24, %v20, %v2 : i32
      %v26 = arith.mulf %v23, %v12 : f32
      %v27 = arith.andi %v21, %v25 : i32
      %v28 = arith.xori %v20, %v21 : i32
      %v29 = arith.addf %v23, %v23 : f32
      %v31 = arith.constant 2 : i32
      %v30 = arith.shrui %v28, %v31 : i32
      %v32 = arith.sitofp %v30 : i32 to f32
      %v33 = arith.sitofp %v27 : i32 to f32
      %c9 = arith.constant 9 : index
      memref.store %v30, %arg2[%c9] : memref<64xi32>
      memref.store %v30, %arg2[%c1] : memref<64xi32>
      gpu.return
    }
  }
  gpu.module @m3 {
    gpu.func @k3(%arg0 : memref<64xf32>, %arg1 : memref<64xf32>, %arg2 : memref<64xi32>)
      kernel attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]> } {
      %v1 = arith.constant 13 : i32
      %v2 = arith.constant 65 : i32
      %v3 = arith.constant 3.167 : f32
      %v4 = arith.constant 1.48 : f32
      %c22 = arith.constant 22 : index
      %v5 = memref.load %arg0[%c22] : memref<64xf32>
      %c18 = arith.constant 18 : index
      %v6 = memref.load %arg0[%c18] : memref<64xf32>
      %c39 = arith.constant 39 : index
      %v7 = memref.load %arg1[%c39] : memref<64xf32>
      %c37 = arith.constant 37 : index
      %v8 = memref.load %arg0[%c37] : memref<64xf32>
      %c26 = arith.constant 26 : index
      %v9 = memref.load %arg0[%c26] : memref<64xf32>
      %c4 = arith.constant 4 : index
      %v10 = memref.load %arg0[%c4] : memref<64xf32>
      %v11 = memref.load %arg1[%c26] : memref<64xf32>
      %c38 = arith.constant 38 : index
      %v12 = memref.load %arg0[%c38] : memref<64xf32>
      %c20 = arith.constant 20 : index
      %v13 = memref.load %arg1[%c20] : memref<64xf32>
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c64 = arith.constant 64 : index
      %v14 = scf.for %i13 = %c0 to %c64 step %c1 iter_args(%acc13 = %v13) -> (f32) {
        %v15 = memref.load %arg0[%i13] : memref<64xf32>
        %v16 = arith.mulf %v15, %v3 : f32
        %v17 = arith.addf %acc13, %v16 : f32
        scf.yield %v17 : f32
      }
      %v18 = arith.mulf %v10, %v13 : f32
      %v20 = arith.constant 4 : i32
      %v19 = arith.shli %v1, %v20 : i32
      %v21 = arith.mulf %v18, %v18 : f32
      %v22 = arith.subf %v7, %v21 : f32
      %v23 = arith.mulf %v18, %v22 : f32
      %v24 = arith.mulf %v22, %v22 : f32
      %v25 = arith.andi %v2, %v19 : i32
      %v27 = arith.constant 6 : i32
      %v26 = arith.shrsi %v1, %v27 : i32
      %v28 = arith.addf %v24, %v23 : f32
      %v29 = arith.andi %v2, %v25 : i32
      %v31 = arith.constant 3 : i32
      %v30 = arith.divsi %v1, %v31 : i32
      %v32 = arith.addf %v28, %v28 : f32
      %v33 = arith.xori %v30, %v25 : i32
      %v34 = arith.mulf %v32, %v32 : f32
      %v35 = arith.muli %v26, %v26 : i32
      %c10 = arith.constant 10 : index
      memref.store %v26, %arg2[%c10] : memref<64xi32>
      %c48 = arith.constant 48 : index
      memref.store %v35, %arg2[%c48] : memref<64xi32>
      %c32 = arith.constant 32 : index
      memref.store %v33, %arg2[%c32] : memref<64xi32>
      %c6 = arith.constant 6 : index
      memref.store %v33, %arg2[%c6] : memref<64xi32>
      gpu.return
    }
  }
  gpu.module @m4 {
    gpu.func @k4(%arg0 : memref<8x8xf32>, %arg1 : memref<8x8xf32>, %arg2 : memref<64xf32>)
      kernel attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]> } {
      %v1 = arith.constant 50 : i32
      %v2 = arith.constant 66 : i32
      %v3 = arith.constant 3.42 : f32
      %v4 = arith.constant 2.291 : f32
      %c4 = arith.constant 4 : index
      %c1 = arith.constant 1 : index
      %v5 = memref.load %arg0[%c4, %c1] : memref<8x8xf32>
      %c2 = arith.constant 2 : index
      %v6 = memref.load %arg1[%c1, %c2] : memref<8x8xf32>
      %c7 = arith.constant 7 : index
      %c3 = arith.constant 3 : index
      %v7 = memref.load %arg0[%c7, %c3] : memref<8x8xf32>
      %c6 = arith.constant 6 : index
      %v8 = memref.load %arg1[%c6, %c6] : memref<8x8xf32>
      %c5 = arith.constant 5 : index
      %v9 = memref.load %arg0[%c5, %c7] : memref<8x8xf32>
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %v10 = scf.for %i9 = %c0 to %c8 step %c1 iter_args(%acc9 = %v3) -> (f32) {
        %v11 = memref.load %arg1[%i9, %c1] : memref<8x8xf32>
        %v12 = arith.mulf %v11, %v3 : f32
        %v13 = arith.addf %acc9, %v12 : f32
        scf.yield %v13 : f32
      }
      %v14 = arith.maxsi %v1, %v1 : i32
      %v15 = arith.cmpf ogt, %v9, %v8 : f32
      %v16 = arith.select %v15, %v9, %v8 : f32
      %v18 = arith.constant 6 : i32
      %v17 = arith.shrui %v14, %v18 : i32
      %v19 = arith.addf %v7, %v16 : f32
      %v21 = arith.constant 3 : i32
      %v20 = arith.shli %v17, %v21 : i32
      %v22 = arith.ori %v1, %v17 : i32
      %v23 = arith.mulf %v16, %v16 : f32
      %v24 = arith.addf %v16, %v19 : f32
      %v25 = arith.subi %v1, %v22 : i32
      %v26 = arith.addi %v22, %v1 : i32
      %v27 = arith.mulf %v24, %v23 : f32
      %v28 = arith.subf %v24, %v24 : f32
      %v29 = arith.addi %v26, %v20 : i32
      %v31 = arith.constant 7 : i32
      %v30 = arith.shli %v26, %v31 : i32
      %v32 = arith.mulf %v28, %v10 : f32
      %v34 = arith.constant 3 : i32
      %v33 = arith.shli %v30, %v34 : i32
      %v35 = arith.addf %v7, %v28 : f32
      %v36 = arith.subf %v19, %v27 : f32
      %v37 = arith.mulf %v35, %v32 : f32
      %v38 = arith.cmpi sle, %v30, %v29 : i32
      %v39 = arith.select %v38, %v30, %v29 : i32
      %c51 = arith.constant 51 : index
      memref.store %v36, %arg2[%c51] : memref<64xf32>
      memref.store %v36, %arg2[%c8] : memref<64xf32>
      %c31 = arith.constant 31 : index
      memref.store %v35, %arg2[%c31] : memref<64xf32>
      gpu.return
    }
  }
  gpu.module @m5 {
    gpu.func @k5(%arg0 : memref<64xf32>, %arg1 : memref<8x8xf32>, %arg2 : memref<64xi32>, %arg3 : memref<64xf32>)
      kernel attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]> } {
      %v1 = arith.constant 93 : i32
      %v2 = arith.constant 81 : i32
      %v3 = arith.constant 0.835 : f32
      %v4 = arith.constant 3.171 : f32
      %c2 = arith.constant 2 : index
      %c1 = arith.constant 1 : index
      %v5 = memref.load %arg1[%c2, %c1] : memref<8x8xf32>
      %v6 = memref.load %arg2[%c1] : memref<64xi32>
      %c4 = arith.constant 4 : index
      %c6 = arith.constant 6 : index
      %v7 = memref.load %arg1[%c4, %c6] : memref<8x8xf32>
      %c38 = arith.constant 38 : index
      %v8 = memref.load %arg2[%c38] : memref<64xi32>
      %c59 = arith.constant 59 : index
      %v9 = memref.load %arg0[%c59] : memref<64xf32>
      %c7 = arith.constant 7 : index
      %v10 = memref.load %arg1[%c7, %c2] : memref<8x8xf32>
      %c0 = arith.constant 0 : index
      %v11 = memref.load %arg1[%c0, %c4] : memref<8x8xf32>
      %c12 = arith.constant 12 : index
      %v12 = memref.load %arg2[%c12] : memref<64xi32>
      %v13 = arith.sitofp %v12 : i32 to f32
      %v14 = arith.muli %v8, %v1 : i32
      %v15 = arith.subf %v10, %v13 : f32
      %v17 = arith.constant 3 : i32
      %v16 = arith.shli %v14, %v17 : i32
      %v18 = arith.cmpf oeq, %v15, %v9 : f32
      %v19 = arith.select %v18, %v15, %v9 : f32
      %v21 = arith.constant 2 : i32
      %v20 = arith.shli %v8, %v21 : i32
      %v23 = arith.constant 7 : i32
      %v22 = arith.divsi %v12, %v23 : i32
      %v24 = arith.xori %v16, %v22 : i32
      %v25 = arith.muli %v22, %v24 : i32
      %v27 = arith.constant 5 : i32
      %v26 = arith.divsi %v25, %v27 : i32
      %v28 = arith.addf %v10, %v9 : f32
      %v29 = arith.maxsi %v14, %v26 : i32
      %v30 = arith.cmpf une, %v28, %v13 : f32
      %v31 = arith.select %v30, %v28, %v13 : f32
      %v33 = arith.constant 3 : i32
      %v32 = arith.divsi %v29, %v33 : i32
      %v34 = arith.muli %v32, %v32 : i32
      %v35 = arith.divf %v31, %v28 : f32
      %v36 = arith.fptosi %v35 : f32 to i32
      %v37 = arith.subf %v35, %v31 : f32
      %v38 = arith.subi %v22, %v36 : i32
      %v39 = arith.addf %v15, %v37 : f32
      %c63 = arith.constant 63 : index
      memref.store %v31, %arg3[%c63] : memref<64xf32>
      %c56 = arith.constant 56 : index
      memref.store %v37, %arg3[%c56] : memref<64xf32>
      gpu.return
    }
  }
  gpu.module @m6 {
    gpu.func @k6(%arg0 : memref<64xi32>, %arg1 : memref<8x8xf32>, %arg2 : memref<8x8xf32>)
      kernel attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]> } {
      %v1 = arith.constant 23 : i32
      %v2 = arith.constant 13 : i32
      %v3 = arith.constant 1.083 : f32
      %v4 = arith.constant 1.125 : f32
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %v5 = memref.load %arg1[%c2, %c3] : memref<8x8xf32>
      %c36 = arith.constant 36 : index
      %v6 = memref.load %arg0[%c36] : memref<64xi32>
      %c6 = arith.constant 6 : index
      %v7 = memref.load %arg1[%c6, %c3] : memref<8x8xf32>
      %c4 = arith.constant 4 : index
      %c5 = arith.constant 5 : index
      %v8 = memref.load %arg1[%c4, %c5] : memref<8x8xf32>
      %c1 = arith.constant 1 : index
      %v9 = memref.load %arg1[%c1, %c3] : memref<8x8xf32>
      %v10 = memref.load %arg0[%c5] : memref<64xi32>
      %c0 = arith.constant 0 : index
      %v11 = memref.load %arg0[%c0] : memref<64xi32>
      %v12 = memref.load %arg1[%c5, %c6] : memref<8x8xf32>
      %v13 = arith.subf %v12, %v5 : f32
      %v14 = arith.addf %v13, %v13 : f32
      %v15 = arith.addf %v12, %v14 : f32
      %v16 = arith.sitofp %v6 : i32 to f32
      %v17 = arith.addi %v11, %v11 : i32
      %v18 = arith.addf %v8, %v13 : f32
      %v19 = arith.andi %v17, %v10 : i32
      %v20 = arith.addf %v15, %v16 : f32
      %v21 = arith.mulf %v16, %v20 : f32
      %v22 = arith.sitofp %v1 : i32 to f32
      %v23 = arith.xori %v17, %v11 : i32
      %v24 = arith.addf %v15, %v21 : f32
      %v26 = arith.constant 4 : i32
      %v25 = arith.divsi %v6, %v26 : i32
      %v27 = arith.subf %v20, %v20 : f32
      %v28 = arith.subf %v27, %v13 : f32
      %v29 = arith.cmpi slt, %v6, %v11 : i32
      %v30 = arith.select %v29, %v6, %v11 : i32
      %v31 = arith.sitofp %v30 : i32 to f32
      %v32 = arith.mulf %v28, %v31 : f32
      memref.store %v31, %arg2[%c0, %c2] : memref<8x8xf32>
      %c7 = arith.constant 7 : index
      memref.store %v22, %arg2[%c7, %c2] : memref<8x8xf32>
      memref.store %v27, %arg2[%c7, %c0] : memref<8x8xf32>
      gpu.return
    }
  }
  gpu.module @m7 {
    gpu.func @k7(%arg0 : memref<64xi32>, %arg1 : memref<64xf32>, %arg2 : memref<64xf32>)
      kernel attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]> } {
      %v1 = arith.constant 11 : i32
      %v2 = arith.constant 39 : i32
      %v3 = arith.constant 0.378 : f32
      %v4 = arith.constant 1.691 : f32
      %c16 = arith.constant 16 : index
      %v5 = memref.load %arg1[%c16] : memref<64xf32>
      %c48 = arith.constant 48 : index
      %v6 = memref.load %arg1[%c48] : memref<64xf32>
      %c38 = arith.constant 38 : index
      %v7 = memref.load %arg0[%c38] : memref<64xi32>
      %c54 = arith.constant 54 : index
      %v8 = memref.load %arg0[%c54] : memref<64xi32>
      %c26 = arith.constant 26 : index
      %v9 = memref.load %arg0[%c26] : memref<64xi32>
      %c43 = arith.constant 43 : index
      %v10 = memref.load %arg1[%c43] : memref<64xf32>
      %c61 = arith.constant 61 : index
      %v11 = memref.load %arg1[%c61] : memref<64xf32>
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c64 = arith.constant 64 : index
      %v12 = scf.for %i11 = %c0 to %c64 step %c1 iter_args(%acc11 = %v10) -> (f32) {
        %v13 = memref.load %arg1[%i11] : memref<64xf32>
        %v14 = arith.mulf %v13, %v3 : f32
        %v15 = arith.addf %acc11, %v14 : f32
        scf.yield %v15 : f32
      }
      %v16 = arith.addf %v4, %v5 : f32
      %v17 = arith.muli %v9, %v8 : i32
      %v18 = arith.maxsi %v9, %v8 : i32
      %v19 = arith.sitofp %v7 : i32 to f32
      %v20 = arith.divf %v16, %v19 : f32
      %v21 = arith.cmpf olt, %v12, %v19 : f32
      %v22 = arith.select %v21, %v12, %v19 : f32
      %v23 = arith.muli %v18, %v8 : i32
      %v24 = arith.subf %v20, %v22 : f32
      %v25 = arith.xori %v2, %v1 : i32
      %v26 = arith.subf %v11, %v16 : f32
      %v27 = arith.fptosi %v24 : f32 to i32
      %v28 = arith.ori %v18, %v18 : i32
      %v29 = arith.divf %v4, %v20 : f32
      %v30 = arith.ori %v27, %v2 : i32
      %v31 = arith.muli %v30, %v30 : i32
      %v32 = arith.cmpf une, %v29, %v29 : f32
      %v33 = arith.select %v32, %v29, %v29 : f32
      %v34 = arith.addf %v22, %v11 : f32
      %v35 = arith.subf %v34, %v34 : f32
      %v37 = arith.constant 1 : i32
      %v36 = arith.shrsi %v31, %v37 : i32
      %v38 = arith.addf %v33, %v35 : f32
      %v39 = arith.addf %v34, %v26 : f32
      %v41 = arith.constant 2 : i32
      %v40 = arith.remui %v36, %v41 : i32
      %c63 = arith.constant 63 : index
      memref.store %v29, %arg2[%c63] : memref<64xf32>
      %c30 = arith.constant 30 : index
      memref.store %v38, %arg2[%c30] : memref<64xf32>
      %c46 = arith.constant 46 : index
      memref.store %v38, %arg2[%c46] : memref<64xf32>
      %c24 = arith.constant 24 : index
      memref.store %v33, %arg2[%c24] : memref<64xf32>
      gpu.return
    }
  }
  gpu.module @m8 {
    gpu.func @k8(%arg0 : memref<64xi32>, %arg1 : memref<64xf32>, %arg2 : memref<64xf32>, %arg3 : memref<64xi32>)
      kernel attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]> } {
      %v1 = arith.constant 2 : i32
      %v2 = arith.constant 96 : i32
      %v3 = arith.constant 2.245 : f32
      %v4 = arith.constant 1.678 : f32
      %c51 = arith.constant 51 : index
      %v5 = memref.load %arg0[%c51] : memref<64xi32>
      %c54 = arith.constant 54 : index
      %v6 = memref.load %arg2[%c54] : memref<64xf32>
      %c45 = arith.constant 45 : index
      %v7 = memref.load %arg0[%c45] : memref<64xi32>
      %c0 = arith.constant 0 : index
      %v8 = memref.load %arg1[%c0] : memref<64xf32>
      %c38 = arith.constant 38 : index
      %v9 = memref.load %arg0[%c38] : memref<64xi32>
      %v10 = memref.load %arg2[%c0] : memref<64xf32>
      %c15 = arith.constant 15 : index
      %v11 = memref.load %arg2[%c15] : memref<64xf32>
      %c40 = arith.constant 40 : index
      %v12 = memref.load %arg1[%c40] : memref<64xf32>
      %v13 = arith.mulf %v11, %v11 : f32
      %v14 = arith.subf %v11, %v11 : f32
      %v15 = arith.muli %v7, %v5 : i32
      %v16 = arith.muli %v15, %v15 : i32
      %v18 = arith.constant 3 : i32
      %v17 = arith.shrsi %v9, %v18 : i32
      %v19 = arith.ori %v2, %v5 : i32
      %v20 = arith.subf %v6, %v10 : f32
      %v21 = arith.minsi %v19, %v15 : i32
      %v22 = arith.mulf %v12, %v14 : f32
      %v23 = arith.mulf %v20, %v20 : f32
      %v24 = arith.sitofp %v21 : i32 to f32
      %v25 = arith.cmpf oeq, %v14, %v22 : f32
      %v26 = arith.select %v25, %v14, %v22 : f32
      %v27 = arith.subf %v26, %v24 : f32
      %v28 = arith.mulf %v26, %v23 : f32
      %v30 = arith.constant 4 : i32
      %v29 = arith.divsi %v15, %v30 : i32
      %v31 = arith.subf %v28, %v28 : f32
      %v32 = arith.cmpi sgt, %v17, %v29 : i32
      %v33 = arith.select %v32, %v17, %v29 : i32
      %v34 = arith.subi %v29, %v19 : i32
      %v35 = arith.subf %v28, %v20 : f32
      %v36 = arith.sitofp %v34 : i32 to f32
      %v37 = arith.addi %v15, %v9 : i32
      %v38 = arith.fptosi %v31 : f32 to i32
      memref.store %v2, %arg3[%c15] : memref<64xi32>
      %c35 = arith.constant 35 : index
      memref.store %v38, %arg3[%c35] : memref<64xi32>
      %c6 = arith.constant 6 : index
      memref.store %v33, %arg3[%c6] : memref<64xi32>
      gpu.return
    }
  }
  gpu.module @m9 {
    gpu.func @k9(%arg0 : memref<8x8xf32>, %arg1 : memref<64xi32>, %arg2 : memref<64xf32>, %arg3 : memref<64xi32>)
      kernel attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]> } {
      %v1 = arith.constant 86 : i32
      %v2 = arith.constant 58 : i32
      %v3 = arith.constant 1.353 : f32
      %v4 = arith.constant 2.154 : f32
      %c7 = arith.constant 7 : index
      %c1 = arith.constant 1 : index
      %v5 = memref.load %arg0[%c7, %c1] : memref<8x8xf32>
      %c6 = arith.constant 6 : index
      %c3 = arith.constant 3 : index
      %v6 = memref.load %arg0[%c6, %c3] : memref<8x8xf32>
      %c4 = arith.constant 4 : index
      %v7 = memref.load %arg0[%c4, %c6] : memref<8x8xf32>
      %c36 = arith.constant 36 : index
      %v8 = memref.load %arg2[%c36] : memref<64xf32>
      %c27 = arith.constant 27 : index
      %v9 = memref.load %arg1[%c27] : memref<64xi32>
      %c43 = arith.constant 43 : index
      %v10 = memref.load %arg2[%c43] : memref<64xf32>
      %c13 = arith.constant 13 : index
      %v11 = memref.load %arg1[%c13] : memref<64xi32>
      %c5 = arith.constant 5 : index
      %v12 = memref.load %arg0[%c5, %c4] : memref<8x8xf32>
      %c0 = arith.constant 0 : index
      %c64 = arith.constant 64 : index
      %v13 = scf.for %i12 = %c0 to %c64 step %c1 iter_args(%acc12 = %v10) -> (f32) {
        %v14 = memref.load %arg2[%i12] : memref<64xf32>
        %v15 = arith.mulf %v14, %v3 : f32
        %v16 = arith.addf %acc12, %v15 : f32
        scf.yield %v16 : f32
      }
      %v17 = arith.subf %v13, %v13 : f32
      %v18 = arith.subf %v17, %v17 : f32
      %v20 = arith.constant 1 : i32
      %v19 = arith.shrsi %v2, %v20 : i32
      %v22 = arith.constant 4 : i32
      %v21 = arith.shrui %v11, %v22 : i32
      %v23 = arith.cmpf une, %v17, %v18 : f32
      %v24 = arith.select %v23, %v17, %v18 : f32
      %v25 = arith.cmpi eq, %v19, %v19 : i32
      %v26 = arith.select %v25, %v19, %v19 : i32
      %v27 = arith.cmpi sle, %v11, %v11 : i32
      %v28 = arith.select %v27, %v11, %v11 : i32
      %v29 = arith.mulf %v24, %v24 : f32
      %v30 = arith.addf %v29, %v24 : f32
      %v31 = arith.muli %v9, %v21 : i32
      %v32 = arith.cmpf olt, %v24, %v17 : f32
      %v33 = arith.select %v32, %v24, %v17 : f32
      %v35 = arith.constant 5 : i32
      %v34 = arith.shrsi %v31, %v35 : i32
      %v36 = arith.cmpi ne, %v28, %v19 : i32
      %v37 = arith.select %v36, %v28, %v19 : i32
      %v39 = arith.constant 3 : i32
      %v38 = arith.remui %v37, %v39 : i32
      %v40 = arith.addf %v33, %v33 : f32
      %v41 = arith.divf %v40, %v29 : f32
      %v42 = arith.subi %v37, %v38 : i32
      %v43 = arith.cmpf olt, %v30, %v33 : f32
      %v44 = arith.select %v43, %v30, %v33 : f32
      %v45 = arith.subi %v34, %v42 : i32
      %v46 = arith.ori %v42, %v42 : i32
      %v47 = arith.sitofp %v31 : i32 to f32
      %v49 = arith.constant 2 : i32
      %v48 = arith.divsi %v42, %v49 : i32
      %v50 = arith.fptosi %v47 : f32 to i32
      %v51 = arith.sitofp %v38 : i32 to f32
      %v52 = arith.subf %v47, %v40 : f32
      %v53 = arith.mulf %v47, %v40 : f32
      %c11 = arith.constant 11 : index
      memref.store %v46, %arg3[%c11] : memref<64xi32>
      %c60 = arith.constant 60 : index
      memref.store %v46, %arg3[%c60] : memref<64xi32>
      %c50 = arith.constant 50 : index
      memref.store %v50, %arg3[%c50] : memref<64xi32>
      gpu.return
    }
  }
  gpu.module @m10 {
    gpu.func @k10(%arg0 : memref<8x8xf32>, %arg1 : memref<64xf32>)
      kernel attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]> } {
      %v1 = arith.constant 71 : i32
      %v2 = arith.constant 18 : i32
      %v3 = arith.constant 0.452 : f32
      %v4 = arith.constant 2.157 : f32
      %c3 = arith.constant 3 : index
      %c6 = arith.constant 6 : index
      %v5 = memref.load %arg0[%c3, %c6] : memref<8x8xf32>
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %v6 = memref.load %arg0[%c0, %c4] : memref<8x8xf32>
      %c7 = arith.constant 7 : index
      %v7 = memref.load %arg0[%c4, %c7] : memref<8x8xf32>
      %c1 = arith.constant 1 : index
      %v8 = memref.load %arg0[%c6, %c1] : memref<8x8xf32>
      %c5 = arith.constant 5 : index
      %v9 = memref.load %arg0[%c1, %c5] : memref<8x8xf32>
      %v10 = memref.load %arg0[%c4, %c7] : memref<8x8xf32>
      %v11 = arith.sitofp %v1 : i32 to f32
      %v12 = arith.addf %v10, %v7 : f32
      %v13 = arith.divf %v7, %v12 : f32
      %v14 = arith.subf %v9, %v12 : f32
      %v15 = arith.mulf %v14, %v12 : f32
      %v16 = arith.addf %v14, %v15 : f32
      %v17 = arith.mulf %v15, %v14 : f32
      %v18 = arith.mulf %v17, %v16 : f32
      %v19 = arith.mulf %v12, %v17 : f32
      %v20 = arith.addi %v2, %v1 : i32
      %v21 = arith.addf %v15, %v15 : f32
      %v23 = arith.constant 3 : i32
      %v22 = arith.shli %v2, %v23 : i32
      %v25 = arith.constant 6 : i32
      %v24 = arith.remui %v1, %v25 : i32
      %v26 = arith.minsi %v1, %v24 : i32
      %v27 = arith.addf %v21, %v13 : f32
      %v28 = arith.subf %v18, %v15 : f32
      %c54 = arith.constant 54 : index
      memref.store %v17, %arg1[%c54] : memref<64xf32>
      %c44 = arith.constant 44 : index
      memref.store %v28, %arg1[%c44] : memref<64xf32>
      memref.store %v21, %arg1[%c7] : memref<64xf32>
      gpu.return
    }
  }
  gpu.module @m11 {
    gpu.func @k11(%arg0 : memref<64xf32>, %arg1 : memref<64xf32>, %arg2 : memref<64xf32>)
      kernel attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]> } {
      %v1 = arith.constant 97 : i32
      %v2 = arith.constant 44 : i32
      %v3 = arith.constant 1.904 : f32
      %v4 = arith.constant 2.872 : f32
      %c7 = arith.constant 7 : index
      %v5 = memref.load %arg0[%c7] : memref<64xf32>
      %c14 = arith.constant 14 : index
      %v6 = memref.load %arg1[%c14] : memref<64xf32>
      %c62 = arith.constant 62 : index
      %v7 = memref.load %arg0[%c62] : memref<64xf32>
      %c15 = arith.constant 15 : index
      %v8 = memref.load %arg1[%c15] : memref<64xf32>
      %c61 = arith.constant 61 : index
      %v9 = memref.load %arg0[%c61] : memref<64xf32>
      %c49 = arith.constant 49 : index
      %v10 = memref.load %arg0[%c49] : memref<64xf32>
      %c50 = arith.constant 50 : index
      %v11 = memref.load %arg0[%c50] : memref<64xf32>
      %c12 = arith.constant 12 : index
      %v12 = memref.load %arg0[%c12] : memref<64xf32>
      %c42 = arith.constant 42 : index
      %v13 = memref.load %arg0[%c42] : memref<64xf32>
      %v14 = arith.mulf %v10, %v12 : f32
      %v15 = arith.addf %v13, %v13 : f32
      %v16 = arith.fptosi %v14 : f32 to i32
      %v17 = arith.cmpf une, %v15, %v15 : f32
      %v18 = arith.select %v17, %v15, %v15 : f32
      %v19 = arith.fptosi %v18 : f32 to i32
      %v20 = arith.sitofp %v19 : i32 to f32
      %v21 = arith.mulf %v11, %v20 : f32
      %v22 = arith.subi %v1, %v19 : i32
      %v24 = arith.constant 7 : i32
      %v23 = arith.shrsi %v2, %v24 : i32
      %v25 = arith.subf %v7, %v20 : f32
      %v26 = arith.cmpf ogt, %v21, %v25 : f32
      %v27 = arith.select %v26, %v21, %v25 : f32
      %v28 = arith.andi %v23, %v22 : i32
      %v29 = arith.muli %v28, %v22 : i32
      %v30 = arith.maxsi %v29, %v29 : i32
      %v31 = arith.andi %v23, %v28 : i32
      %v32 = arith.subf %v27, %v20 : f32
      %v33 = arith.fptosi %v25 : f32 to i32
      %v35 = arith.constant 7 : i32
      %v34 = arith.shli %v33, %v35 : i32
      %v37 = arith.constant 1 : i32
      %v36 = arith.shli %v34, %v37 : i32
      %c39 = arith.constant 39 : index
      memref.store %v27, %arg2[%c39] : memref<64xf32>
      %c53 = arith.constant 53 : index
      memref.store %v32, %arg2[%c53] : memref<64xf32>
      gpu.return
    }
  }
  gpu.module @m12 {
    gpu.func @k12(%arg0 : memref<8x8xf32>, %arg1 : memref<8x8xf32>)
      kernel attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]> } {
      %v1 = arith.constant 41 : i32
      %v2 = arith.constant 69 : i32
      %v3 = arith.constant 2.637 : f32
      %v4 = arith.constant 3.97 : f32
      %c6 = arith.constant 6 : index
      %v5 = memref.load %arg0[%c6, %c6] : memref<8x8xf32>
      %c7 = arith.constant 7 : index
      %c4 = arith.constant 4 : index
      %v6 = memref.load %arg0[%c7, %c4] : memref<8x8xf32>
      %c2 = arith.constant 2 : index
      %v7 = memref.load %arg0[%c2, %c4] : memref<8x8xf32>
      %c1 = arith.constant 1 : index
      %v8 = memref.load %arg0[%c2, %c1] : memref<8x8xf32>
      %c5 = arith.constant 5 : index
      %v9 = memref.load %arg0[%c5, %c2] : memref<8x8xf32>
      %v10 = memref.load %arg0[%c4, %c4] : memref<8x8xf32>
      %v11 = memref.load %arg0[%c6, %c4] : memref<8x8xf32>
      %c0 = arith.constant 0 : index
      %v12 = memref.load %arg0[%c0, %c2] : memref<8x8xf32>
      %v13 = arith.cmpf ogt, %v12, %v10 : f32
      %v14 = arith.select %v13, %v12, %v10 : f32
      %v16 = arith.constant 5 : i32
      %v15 = arith.divsi %v1, %v16 : i32
      %v17 = arith.fptosi %v12 : f32 to i32
      %v18 = arith.subf %v11, %v14 : f32
      %v19 = arith.addf %v18, %v14 : f32
      %v20 = arith.muli %v2, %v17 : i32
      %v21 = arith.subi %v1, %v1 : i32
      %v22 = arith.fptosi %v19 : f32 to i32
      %v23 = arith.subf %v18, %v11 : f32
      %v24 = arith.cmpf oeq, %v14, %v19 : f32
      %v25 = arith.select %v24, %v14, %v19 : f32
      %v26 = arith.fptosi %v14 : f32 to i32
      %v27 = arith.cmpi sle, %v22, %v26 : i32
      %v28 = arith.select %v27, %v22, %v26 : i32
      %v30 = arith.constant 4 : i32
      %v29 = arith.shrui %v26, %v30 : i32
      %v31 = arith.cmpf oeq, %v25, %v14 : f32
      %v32 = arith.select %v31, %v25, %v14 : f32
      %v33 = arith.cmpi slt, %v29, %v17 : i32
      %v34 = arith.select %v33, %v29, %v17 : i32
      %v35 = arith.fptosi %v25 : f32 to i32
      %v37 = arith.constant 5 : i32
      %v36 = arith.divsi %v35, %v37 : i32
      %v39 = arith.constant 4 : i32
      %v38 = arith.divsi %v36, %v39 : i32
      memref.store %v19, %arg1[%c2, %c4] : memref<8x8xf32>
      %c3 = arith.constant 3 : index
      memref.store %v8, %arg1[%c1, %c3] : memref<8x8xf32>
      memref.store %v25, %arg1[%c6, %c7] : memref<8x8xf32>
      memref.store %v32, %arg1[%c3, %c4] : memref<8x8xf32>
      gpu.return
    }
  }
  gpu.module @m13 {
    gpu.func @k13(%arg0 : memref<8x8xf32>, %arg1 : memref<8x8xf32>)
      kernel attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]> } {
      %v1 = arith.constant 71 : i32
      %v2 = arith.constant 65 : i32
      %v3 = arith.constant 1.124 : f32
      %v4 = arith.constant 1.789 : f32
      %c6 = arith.constant 6 : index
      %c4 = arith.constant 4 : index
      %v5 = memref.load %arg0[%c6, %c4] : memref<8x8xf32>
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %v6 = memref.load %arg0[%c1, %c2] : memref<8x8xf32>
      %c0 = arith.constant 0 : index
      %c7 = arith.constant 7 : index
      %v7 = memref.load %arg0[%c0, %c7] : memref<8x8xf32>
      %c3 = arith.constant 3 : index
      %v8 = memref.load %arg0[%c7, %c3] : memref<8x8xf32>
      %c5 = arith.constant 5 : index
      %v9 = memref.load %arg0[%c5, %c3] : memref<8x8xf32>
      %v10 = memref.load %arg0[%c1, %c0] : memref<8x8xf32>
      %v11 = memref.load %arg0[%c7, %c3] : memref<8x8xf32>
      %v13 = arith.constant 3 : i32
      %v12 = arith.shli %v1, %v13 : i32
      %v14 = arith.cmpi slt, %v2, %v1 : i32
      %v15 = arith.select %v14, %v2, %v1 : i32
      %v16 = arith.addi %v12, %v1 : i32
      %v17 = arith.cmpi eq, %v16, %v1 : i32
      %v18 = arith.select %v17, %v16, %v1 : i32
      %v20 = arith.constant 7 : i32
      %v19 = arith.shrui %v16, %v20 : i32
      %v21 = arith.subf %v11, %v10 : f32
      %v23 = arith.constant 4 : i32
      %v22 = arith.shrui %v16, %v23 : i32
      %v24 = arith.cmpf olt, %v11, %v4 : f32
      %v25 = arith.select %v24, %v11, %v4 : f32
      %v26 = arith.minsi %v22, %v22 : i32
      %v27 = arith.mulf %v11, %v11 : f32
      %v28 = arith.subf %v9, %v11 : f32
      %v29 = arith.subf %v27, %v27 : f32
      %v30 = arith.sitofp %v19 : i32 to f32
      %v31 = arith.sitofp %v22 : i32 to f32
      %v32 = arith.fptosi %v30 : f32 to i32
      %v33 = arith.addf %v29, %v29 : f32
      %v35 = arith.constant 5 : i32
      %v34 = arith.shrsi %v32, %v35 : i32
      %v37 = arith.constant 5 : i32
      %v36 = arith.shli %v16, %v37 : i32
      %v38 = arith.sitofp %v36 : i32 to f32
      %v39 = arith.andi %v36, %v32 : i32
      %v40 = arith.maxsi %v39, %v36 : i32
      %v41 = arith.divf %v29, %v31 : f32
      %v42 = arith.sitofp %v40 : i32 to f32
      memref.store %v33, %arg1[%c3, %c4] : memref<8x8xf32>
      memref.store %v38, %arg1[%c6, %c4] : memref<8x8xf32>
      memref.store %v33, %arg1[%c1, %c1] : memref<8x8xf32>
      memref.store %v42, %arg1[%c4, %c6] : memref<8x8xf32>
      gpu.return
    }
  }
  gpu.module @m14 {
    gpu.func @k14(%arg0 : memref<8x8xf32>, %arg1 : memref<8x8xf32>, %arg2 : memref<8x8xf32>)
      kernel attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]> } {
      %v1 = arith.constant 34 : i32
      %v2 = arith.constant 31 : i32
      %v3 = arith.constant 1.04 : f32
      %v4 = arith.constant 1.289 : f32
      %c4 = arith.constant 4 : index
      %c3 = arith.constant 3 : index
      %v5 = memref.load %arg0[%c4, %c3] : memref<8x8xf32>
      %c5 = arith.constant 5 : index
      %v6 = memref.load %arg0[%c5, %c5] : memref<8x8xf32>
      %c2 = arith.constant 2 : index
      %c0 = arith.constant 0 : index
      %v7 = memref.load %arg1[%c2, %c0] : memref<8x8xf32>
      %v8 = memref.load %arg1[%c5, %c0] : memref<8x8xf32>
      %c6 = arith.constant 6 : index
      %v9 = memref.load %arg0[%c5, %c6] : memref<8x8xf32>
      %v10 = memref.load %arg0[%c0, %c6] : memref<8x8xf32>
      %v11 = memref.load %arg0[%c3, %c3] : memref<8x8xf32>
      %c1 = arith.constant 1 : index
      %v12 = memref.load %arg0[%c2, %c1] : memref<8x8xf32>
      %v13 = arith.cmpi eq, %v2, %v1 : i32
      %v14 = arith.select %v13, %v2, %v1 : i32
      %v15 = arith.divf %v12, %v6 : f32
      %v16 = arith.sitofp %v1 : i32 to f32
      %v17 = arith.sitofp %v14 : i32 to f32
      %v18 = arith.addi %v14, %v1 : i32
      %v19 = arith.muli %v18, %v14 : i32
      %v20 = arith.cmpi eq, %v19, %v18 : i32
      %v21 = arith.select %v20, %v19, %v18 : i32
      %v23 = arith.constant 5 : i32
      %v22 = arith.shrsi %v21, %v23 : i32
      %v24 = arith.cmpi sle, %v19, %v22 : i32
      %v25 = arith.select %v24, %v19, %v22 : i32
      %v26 = arith.minsi %v22, %v22 : i32
      %v27 = arith.subf %v11, %v15 : f32
      %v29 = arith.constant 6 : i32
      %v28 = arith.shrsi %v25, %v29 : i32
      %v30 = arith.minsi %v14, %v21 : i32
      %v32 = arith.constant 7 : i32
      %v31 = arith.shli %v18, %v32 : i32
      %v34 = arith.constant 7 : i32
      %v33 = arith.shrsi %v26, %v34 : i32
      %v35 = arith.mulf %v27, %v27 : f32
      %v36 = arith.mulf %v17, %v15 : f32
      %v37 = arith.ori %v33, %v33 : i32
      %v38 = arith.mulf %v35, %v35 : f32
      %v39 = arith.andi %v30, %v25 : i32
      %v40 = arith.mulf %v36, %v36 : f32
      memref.store %v17, %arg2[%c1, %c5] : memref<8x8xf32>
      memref.store %v35, %arg2[%c0, %c4] : memref<8x8xf32>
      memref.store %v38, %arg2[%c0, %c4] : memref<8x8xf32>
      memref.store %v40, %arg2[%c5, %c5] : memref<8x8xf32>
      gpu.return
    }
  }
  gpu.module @m15 {
    gpu.func @k15(%arg0 : memref<64xi32>, %arg1 : memref<8x8xf32>)
      kernel attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]> } {
      %v1 = arith.constant 11 : i32
      %v2 = arith.constant 43 : i32
      %v3 = arith.constant 0.7 : f32
      %v4 = arith.constant 3.959 : f32
      %c37 = arith.constant 37 : index
      %v5 = memref.load %arg0[%c37] : memref<64xi32>
      %c43 = arith.constant 43 : index
      %v6 = memref.load %arg0[%c43] : memref<64xi32>
      %c3 = arith.constant 3 : index
      %v7 = memref.load %arg0[%c3] : memref<64xi32>
      %c46 = arith.constant 46 : index
      %v8 = memref.load %arg0[%c46] : memref<64xi32>
      %v9 = memref.load %arg0[%c37] : memref<64xi32>
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c64 = arith.constant 64 : index
      %v10 = scf.for %i9 = %c0 to %c64 step %c1 iter_args(%acc9 = %v5) -> (i32) {
        %v11 = memref.load %arg0[%i9] : memref<64xi32>
        %v12 = arith.addi %acc9, %v11 : i32
        %v13 = arith.xori %v12, %v1 : i32
        scf.yield %v13 : i32
      }
      %v14 = arith.sitofp %v10 : i32 to f32
      %v15 = arith.addf %v3, %v3 : f32
      %v16 = arith.cmpf ogt, %v14, %v15 : f32
      %v17 = arith.select %v16, %v14, %v15 : f32
      %v18 = arith.mulf %v4, %v3 : f32
      %v19 = arith.sitofp %v7 : i32 to f32
      %v20 = arith.minsi %v10, %v10 : i32
      %v21 = arith.subf %v17, %v4 : f32
      %v22 = arith.xori %v5, %v20 : i32
      %v23 = arith.mulf %v19, %v15 : f32
      %v24 = arith.mulf %v23, %v23 : f32
      %v26 = arith.constant 3 : i32
      %v25 = arith.shrsi %v9, %v26 : i32
      %v28 = arith.constant 1 : i32
      %v27 = arith.remui %v25, %v28 : i32
      %v30 = arith.constant 2 : i32
      %v29 = arith.shli %v25, %v30 : i32
      %v31 = arith.addi %v6, %v29 : i32
      %v32 = arith.sitofp %v31 : i32 to f32
      %v33 = arith.addf %v32, %v32 : f32
      %v34 = arith.xori %v25, %v27 : i32
      %v35 = arith.minsi %v34, %v34 : i32
      %v36 = arith.ori %v25, %v35 : i32
      %v37 = arith.addi %v36, %v34 : i32
      %v38 = arith.xori %v37, %v37 : i32
      %v40 = arith.constant 7 : i32
      %v39 = arith.shli %v36, %v40 : i32
      %v41 = arith.cmpi slt, %v39, %v39 : i32
      %v42 = arith.select %v41, %v39, %v39 : i32
      %v43 = arith.sitofp %v42 : i32 to f32
      %v44 = arith.subf %v23, %v43 : f32
      %v45 = arith.sitofp %v42 : i32 to f32
      %v47 = arith.constant 2 : i32
      %v46 = arith.shrui %v42, %v47 : i32
      %c2 = arith.constant 2 : index
      memref.store %v45, %arg1[%c2, %c1] : memref<8x8xf32>
      memref.store %v45, %arg1[%c0, %c1] : memref<8x8xf32>
      gpu.return
    }
  }
  gpu.module @m16 {
    gpu.func @k16(%arg0 : memref<64xi32>, %arg1 : memref<64xf32>, %arg2 : memref<8x8xf32>, %arg3 : memref<64xf32>)
      kernel attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]> } {
      %v1 = arith.constant 68 : i32
      %v2 = arith.constant 55 : i32
      %v3 = arith.constant 3.517 : f32
      %v4 = arith.constant 2.96 : f32
      %c41 = arith.constant 41 : index
      %v5 = memref.load %arg0[%c41] : memref<64xi32>
      %c45 = arith.constant 45 : index
      %v6 = memref.load %arg1[%c45] : memref<64xf32>
      %c48 = arith.constant 48 : index
      %v7 = memref.load %arg1[%c48] : memref<64xf32>
      %c6 = arith.constant 6 : index
      %c1 = arith.constant 1 : index
      %v8 = memref.load %arg2[%c6, %c1] : memref<8x8xf32>
      %c31 = arith.constant 31 : index
      %v9 = memref.load %arg1[%c31] : memref<64xf32>
      %c43 = arith.constant 43 : index
      %v10 = memref.load %arg1[%c43] : memref<64xf32>
      %c14 = arith.constant 14 : index
      %v11 = memref.load %arg0[%c14] : memref<64xi32>
      %c0 = arith.constant 0 : index
      %c64 = arith.constant 64 : index
      %v12 = scf.for %i11 = %c0 to %c64 step %c1 iter_args(%acc11 = %v4) -> (f32) {
        %v13 = memref.load %arg1[%i11] : memref<64xf32>
        %v14 = arith.mulf %v13, %v3 : f32
        %v15 = arith.addf %acc11, %v14 : f32
        scf.yield %v15 : f32
      }
      %v16 = arith.xori %v1, %v5 : i32
      %v17 = arith.xori %v16, %v1 : i32
      %v18 = arith.xori %v17, %v17 : i32
      %v20 = arith.constant 2 : i32
      %v19 = arith.shli %v11, %v20 : i32
      %v21 = arith.cmpi sgt, %v17, %v19 : i32
      %v22 = arith.select %v21, %v17, %v19 : i32
      %v23 = arith.sitofp %v18 : i32 to f32
      %v24 = arith.cmpf une, %v10, %v23 : f32
      %v25 = arith.select %v24, %v10, %v23 : f32
      %v26 = arith.maxsi %v22, %v19 : i32
      %v27 = arith.subi %v17, %v19 : i32
      %v28 = arith.sitofp %v27 : i32 to f32
      %v29 = arith.addi %v19, %v27 : i32
      %v30 = arith.xori %v27, %v18 : i32
      %v31 = arith.divf %v25, %v28 : f32
      %v32 = arith.addf %v6, %v10 : f32
      %v33 = arith.addf %v32, %v23 : f32
      %v35 = arith.constant 3 : i32
      %v34 = arith.shrui %v29, %v35 : i32
      %v36 = arith.addf %v10, %v31 : f32
      %v37 = arith.sitofp %v34 : i32 to f32
      %v38 = arith.fptosi %v36 : f32 to i32
      %v39 = arith.mulf %v37, %v37 : f32
      %v41 = arith.constant 5 : i32
      %v40 = arith.shli %v26, %v41 : i32
      %v43 = arith.constant 7 : i32
      %v42 = arith.shli %v30, %v43 : i32
      %c60 = arith.constant 60 : index
      memref.store %v39, %arg3[%c60] : memref<64xf32>
      memref.store %v39, %arg3[%c45] : memref<64xf32>
      %c9 = arith.constant 9 : index
      memref.store %v39, %arg3[%c9] : memref<64xf32>
      gpu.return
    }
  }
  gpu.module @m17 {
    gpu.func @k17(%arg0 : memref<64xi32>, %arg1 : memref<64xi32>)
      kernel attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]> } {
      %v1 = arith.constant 27 : i32
      %v2 = arith.constant 3 : i32
      %v3 = arith.constant 0.863 : f32
      %v4 = arith.constant 1.611 : f32
      %c10 = arith.constant 10 : index
      %v5 = memref.load %arg0[%c10] : memref<64xi32>
      %c27 = arith.constant 27 : index
      %v6 = memref.load %arg0[%c27] : memref<64xi32>
      %c56 = arith.constant 56 : index
      %v7 = memref.load %arg0[%c56] : memref<64xi32>
      %c43 = arith.constant 43 : index
      %v8 = memref.load %arg0[%c43] : memref<64xi32>
      %c2 = arith.constant 2 : index
      %v9 = memref.load %arg0[%c2] : memref<64xi32>
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c64 = arith.constant 64 : index
      %v10 = scf.for %i9 = %c0 to %c64 step %c1 iter_args(%acc9 = %v7) -> (i32) {
        %v11 = memref.load %arg0[%i9] : memref<64xi32>
        %v12 = arith.addi %acc9, %v11 : i32
        %v13 = arith.xori %v12, %v1 : i32
        scf.yield %v13 : i32
      }
      %v14 = arith.sitofp %v9 : i32 to f32
      %v15 = arith.muli %v9, %v9 : i32
      %v16 = arith.mulf %v3, %v3 : f32
      %v17 = arith.minsi %v10, %v7 : i32
      %v18 = arith.cmpf oeq, %v3, %v4 : f32
      %v19 = arith.select %v18, %v3, %v4 : f32
      %v20 = arith.sitofp %v17 : i32 to f32
      %v21 = arith.xori %v17, %v8 : i32
      %v22 = arith.mulf %v19, %v20 : f32
      %v23 = arith.cmpi ne, %v21, %v21 : i32
      %v24 = arith.select %v23, %v21, %v21 : i32
      %v25 = arith.addf %v22, %v16 : f32
      %v26 = arith.mulf %v20, %v20 : f32
      %v27 = arith.divf %v26, %v26 : f32
      %v29 = arith.constant 7 : i32
      %v28 = arith.divsi %v17, %v29 : i32
      %v30 = arith.cmpi ne, %v5, %v28 : i32
      %v31 = arith.select %v30, %v5, %v28 : i32
      %v32 = arith.addf %v27, %v25 : f32
      %v33 = arith.sitofp %v31 : i32 to f32
      %v34 = arith.minsi %v24, %v21 : i32
      %v35 = arith.mulf %v27, %v32 : f32
      %v36 = arith.sitofp %v28 : i32 to f32
      %v38 = arith.constant 5 : i32
      %v37 = arith.divsi %v31, %v38 : i32
      %v39 = arith.addi %v24, %v34 : i32
      %v40 = arith.andi %v34, %v34 : i32
      %v41 = arith.subi %v39, %v28 : i32
      %v42 = arith.cmpi slt, %v41, %v28 : i32
      %v43 = arith.select %v42, %v41, %v28 : i32
      %v44 = arith.divf %v20, %v36 : f32
      %v45 = arith.addi %v40, %v34 : i32
      %v46 = arith.minsi %v41, %v43 : i32
      %v47 = arith.mulf %v44, %v44 : f32
      %c42 = arith.constant 42 : index
      memref.store %v46, %arg1[%c42] : memref<64xi32>
      %c39 = arith.constant 39 : index
      memref.store %v46, %arg1[%c39] : memref<64xi32>
      gpu.return
    }
  }
  gpu.module @m18 {
    gpu.func @k18(%arg0 : memref<64xf32>, %arg1 : memref<64xf32>, %arg2 : memref<64xf32>, %arg3 : memref<8x8xf32>)
      kernel attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]> } {
      %v1 = arith.constant 71 : i32
      %v2 = arith.constant 40 : i32
      %v3 = arith.constant 0.887 : f32
      %v4 = arith.constant 2.559 : f32
      %c26 = arith.constant 26 : index
      %v5 = memref.load %arg2[%c26] : memref<64xf32>
      %c19 = arith.constant 19 : index
      %v6 = memref.load %arg1[%c19] : memref<64xf32>
      %c0 = arith.constant 0 : index
      %v7 = memref.load %arg2[%c0] : memref<64xf32>
      %c15 = arith.constant 15 : index
      %v8 = memref.load %arg1[%c15] : memref<64xf32>
      %c48 = arith.constant 48 : index
      %v9 = memref.load %arg1[%c48] : memref<64xf32>
      %c22 = arith.constant 22 : index
      %v10 = memref.load %arg2[%c22] : memref<64xf32>
      %c56 = arith.constant 56 : index
      %v11 = memref.load %arg2[%c56] : memref<64xf32>
      %c1 = arith.constant 1 : index
      %c64 = arith.constant 64 : index
      %v12 = scf.for %i11 = %c0 to %c64 step %c1 iter_args(%acc11 = %v10) -> (f32) {
        %v13 = memref.load %arg2[%i11] : memref<64xf32>
        %v14 = arith.mulf %v13, %v3 : f32
        %v15 = arith.addf %acc11, %v14 : f32
        scf.yield %v15 : f32
      }
      %v16 = arith.cmpi sle, %v2, %v2 : i32
      %v17 = arith.select %v16, %v2, %v2 : i32
      %v18 = arith.minsi %v2, %v2 : i32
      %v20 = arith.constant 2 : i32
      %v19 = arith.shrui %v18, %v20 : i32
      %v21 = arith.mulf %v11, %v12 : f32
      %v23 = arith.constant 5 : i32
      %v22 = arith.remui %v19, %v23 : i32
      %v24 = arith.cmpf olt, %v8, %v21 : f32
      %v25 = arith.select %v24, %v8, %v21 : f32
      %v26 = arith.subf %v5, %v21 : f32
      %v27 = arith.xori %v19, %v1 : i32
      %v28 = arith.fptosi %v26 : f32 to i32
      %v29 = arith.maxsi %v27, %v27 : i32
      %v30 = arith.cmpi sle, %v28, %v28 : i32
      %v31 = arith.select %v30, %v28, %v28 : i32
      %v32 = arith.mulf %v25, %v26 : f32
      %v33 = arith.muli %v28, %v31 : i32
      %v34 = arith.addf %v11, %v25 : f32
      %v35 = arith.cmpi ne, %v28, %v31 : i32
      %v36 = arith.select %v35, %v28, %v31 : i32
      %v37 = arith.cmpi eq, %v33, %v36 : i32
      %v38 = arith.select %v37, %v33, %v36 : i32
      %v39 = arith.maxsi %v36, %v36 : i32
      %v40 = arith.mulf %v26, %v32 : f32
      %v41 = arith.mulf %v40, %v34 : f32
      %v42 = arith.minsi %v39, %v39 : i32
      %v43 = arith.minsi %v28, %v38 : i32
      %v44 = arith.divf %v34, %v26 : f32
      %v46 = arith.constant 5 : i32
      %v45 = arith.divsi %v42, %v46 : i32
      %v47 = arith.mulf %v44, %v44 : f32
      %v48 = arith.andi %v45, %v45 : i32
      %v49 = arith.addi %v48, %v33 : i32
      %v50 = arith.xori %v45, %v39 : i32
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      memref.store %v32, %arg3[%c3, %c4] : memref<8x8xf32>
      %c5 = arith.constant 5 : index
      %c6 = arith.constant 6 : index
      memref.store %v8, %arg3[%c5, %c6] : memref<8x8xf32>
      %c2 = arith.constant 2 : index
      memref.store %v47, %arg3[%c6, %c2] : memref<8x8xf32>
      gpu.return
    }
  }
  gpu.module @m19 {
    gpu.func @k19(%arg0 : memref<64xf32>, %arg1 : memref<8x8xf32>, %arg2 : memref<8x8xf32>, %arg3 : memref<64xi32>)
      kernel attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]> } {
      %v1 = arith.constant 30 : i32
      %v2 = arith.constant 9 : i32
      %v3 = arith.constant 3.336 : f32
      %v4 = arith.constant 1.451 : f32
      %c4 = arith.constant 4 : index
      %c1 = arith.constant 1 : index
      %v5 = memref.load %arg2[%c4, %c1] : memref<8x8xf32>
      %c0 = arith.constant 0 : index
      %c5 = arith.constant 5 : index
      %v6 = memref.load %arg1[%c0, %c5] : memref<8x8xf32>
      %c52 = arith.constant 52 : index
      %v7 = memref.load %arg0[%c52] : memref<64xf32>
      %c14 = arith.constant 14 : index
      %v8 = memref.load %arg0[%c14] : memref<64xf32>
      %c2 = arith.constant 2 : index
      %v9 = memref.load %arg2[%c2, %c5] : memref<8x8xf32>
      %c48 = arith.constant 48 : index
      %v10 = memref.load %arg0[%c48] : memref<64xf32>
      %c8 = arith.constant 8 : index
      %v11 = scf.for %i10 = %c0 to %c8 step %c1 iter_args(%acc10 = %v5) -> (f32) {
        %v12 = memref.load %arg2[%i10, %c4] : memref<8x8xf32>
        %v13 = arith.mulf %v12, %v3 : f32
        %v14 = arith.addf %acc10, %v13 : f32
        scf.yield %v14 : f32
      }
      %v15 = arith.cmpi sgt, %v2, %v1 : i32
      %v16 = arith.select %v15, %v2, %v1 : i32
      %v17 = arith.fptosi %v9 : f32 to i32
      %v18 = arith.fptosi %v11 : f32 to i32
      %v20 = arith.constant 6 : i32
      %v19 = arith.remui %v2, %v20 : i32
      %v21 = arith.muli %v19, %v16 : i32
      %v22 = arith.cmpf olt, %v9, %v9 : f32
      %v23 = arith.select %v22, %v9, %v9 : f32
      %v24 = arith.subf %v23, %v11 : f32
      %v25 = arith.addf %v23, %v24 : f32
      %v26 = arith.divf %v4, %v24 : f32
      %v27 = arith.sitofp %v19 : i32 to f32
      %v28 = arith.cmpi slt, %v21, %v18 : i32
      %v29 = arith.select %v28, %v21, %v18 : i32
      %v30 = arith.mulf %v27, %v23 : f32
      %v31 = arith.cmpi slt, %v18, %v17 : i32
      %v32 = arith.select %v31, %v18, %v17 : i32
      %v33 = arith.divf %v30, %v25 : f32
      %v34 = arith.mulf %v27, %v33 : f32
      %v35 = arith.xori %v16, %v29 : i32
      %v37 = arith.constant 2 : i32
      %v36 = arith.shli %v17, %v37 : i32
      %c18 = arith.constant 18 : index
      memref.store %v36, %arg3[%c18] : memref<64xi32>
      memref.store %v36, %arg3[%c2] : memref<64xi32>
      gpu.return
    }
  }
  gpu.module @m20 {
    gpu.func @k20(%arg0 : memref<64xf32>, %arg1 : memref<8x8xf32>, %arg2 : memref<64xf32>)
      kernel attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]> } {
      %v1 = arith.constant 73 : i32
      %v2 = arith.constant 13 : i32
      %v3 = arith.constant 0.453 : f32
      %v4 = arith.constant 3.307 : f32
      %c5 = arith.constant 5 : index
      %v5 = memref.load %arg0[%c5] : memref<64xf32>
      %c4 = arith.constant 4 : index
      %c6 = arith.constant 6 : index
      %v6 = memref.load %arg1[%c4, %c6] : memref<8x8xf32>
      %c30 = arith.constant 30 : index
      %v7 = memref.load %arg0[%c30] : memref<64xf32>
      %v8 = memref.load %arg1[%c6, %c5] : memref<8x8xf32>
      %c58 = arith.constant 58 : index
      %v9 = memref.load %arg0[%c58] : memref<64xf32>
      %c46 = arith.constant 46 : index
      %v10 = memref.load %arg0[%c46] : memref<64xf32>
      %c44 = arith.constant 44 : index
      %v11 = memref.load %arg0[%c44] : memref<64xf32>
      %c31 = arith.constant 31 : index
      %v12 = memref.load %arg0[%c31] : memref<64xf32>
      %c55 = arith.constant 55 : index
      %v13 = memref.load %arg0[%c55] : memref<64xf32>
      %v14 = arith.sitofp %v2 : i32 to f32
      %v15 = arith.minsi %v1, %v1 : i32
      %v16 = arith.subf %v14, %v13 : f32
      %v17 = arith.muli %v2, %v1 : i32
      %v18 = arith.subf %v16, %v3 : f32
      %v20 = arith.constant 1 : i32
      %v19 = arith.divsi %v17, %v20 : i32
      %v21 = arith.sitofp %v15 : i32 to f32
      %v22 = arith.divf %v21, %v18 : f32
      %v23 = arith.addf %v22, %v18 : f32
      %v24 = arith.fptosi %v22 : f32 to i32
      %v25 = arith.addf %v23, %v22 : f32
      %v26 = arith.sitofp %v19 : i32 to f32
      %v28 = arith.constant 5 : i32
      %v27 = arith.shrsi %v24, %v28 : i32
      %v29 = arith.sitofp %v2 : i32 to f32
      %v30 = arith.andi %v27, %v1 : i32
      %v31 = arith.minsi %v27, %v30 : i32
      %v33 = arith.constant 4 : i32
      %v32 = arith.divsi %v24, %v33 : i32
      %v35 = arith.constant 5 : i32
      %v34 = arith.shrui %v32, %v35 : i32
      %v36 = arith.subf %v23, %v25 : f32
      %v38 = arith.constant 4 : i32
      %v37 = arith.shrsi %v31, %v38 : i32
      %v40 = arith.constant 1 : i32
      %v39 = arith.shrsi %v37, %v40 : i32
      %v41 = arith.sitofp %v39 : i32 to f32
      %v42 = arith.subf %v25, %v41 : f32
      %v43 = arith.mulf %v42, %v41 : f32
      %v44 = arith.fptosi %v42 : f32 to i32
      %v45 = arith.sitofp %v39 : i32 to f32
      %c41 = arith.constant 41 : index
      memref.store %v43, %arg2[%c41] : memref<64xf32>
      %c16 = arith.constant 16 : index
      memref.store %v41, %arg2[%c16] : memref<64xf32>
      %c1 = arith.constant 1 : index
      memref.store %v43, %arg2[%c1] : memref<64xf32>
      %c34 = arith.constant 34 : index
      memref.store %v42, %arg2[%c34] : memref<64xf32>
      gpu.return
    }
  }
  gpu.module @m21 {
    gpu.func @k21(%arg0 : memref<64xf32>, %arg1 : memref<64xf32>)
      kernel attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]> } {
      %v1 = arith.constant 2 : i32
      %v2 = arith.constant 83 : i32
      %v3 = arith.constant 1.247 : f32
      %v4 = arith.constant 3.856 : f32
      %c14 = arith.constant 14 : index
      %v5 = memref.load %arg0[%c14] : memref<64xf32>
      %c41 = arith.constant 41 : index
      %v6 = memref.load %arg0[%c41] : memref<64xf32>
      %c11 = arith.constant 11 : index
      %v7 = memref.load %arg0[%c11] : memref<64xf32>
      %c43 = arith.constant 43 : index
      %v8 = memref.load %arg0[%c43] : memref<64xf32>
      %c24 = arith.constant 24 : index
      %v9 = memref.load %arg0[%c24] : memref<64xf32>
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c64 = arith.constant 64 : index
      %v10 = scf.for %i9 = %c0 to %c64 step %c1 iter_args(%acc9 = %v5) -> (f32) {
        %v11 = memref.load %arg0[%i9] : memref<64xf32>
        %v12 = arith.mulf %v11, %v3 : f32
        %v13 = arith.addf %acc9, %v12 : f32
        scf.yield %v13 : f32
      }
      %v14 = arith.ori %v1, %v2 : i32
      %v15 = arith.andi %v1, %v14 : i32
      %v17 = arith.constant 4 : i32
      %v16 = arith.divsi %v1, %v17 : i32
      %v18 = arith.cmpf ogt, %v10, %v8 : f32
      %v19 = arith.select %v18, %v10, %v8 : f32
      %v20 = arith.sitofp %v14 : i32 to f32
      %v21 = arith.sitofp %v1 : i32 to f32
      %v22 = arith.ori %v1, %v15 : i32
      %v23 = arith.subf %v21, %v10 : f32
      %v24 = arith.sitofp %v15 : i32 to f32
      %v25 = arith.subf %v8, %v23 : f32
      %v26 = arith.mulf %v5, %v21 : f32
      %v27 = arith.cmpf une, %v10, %v25 : f32
      %v28 = arith.select %v27, %v10, %v25 : f32
      %v29 = arith.andi %v22, %v22 : i32
      %v30 = arith.subf %v28, %v25 : f32
      %v31 = arith.addf %v28, %v30 : f32
      %c37 = arith.constant 37 : index
      memref.store %v7, %arg1[%c37] : memref<64xf32>
      %c26 = arith.constant 26 : index
      memref.store %v25, %arg1[%c26] : memref<64xf32>
      %c48 = arith.constant 48 : index
      memref.store %v28, %arg1[%c48] : memref<64xf32>
      memref.store %v30, %arg1[%c48] : memref<64xf32>
      gpu.return
    }
  }
  gpu.module @m22 {
    gpu.func @k22(%arg0 : memref<64xi32>, %arg1 : memref<64xi32>)
      kernel attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]> } {
      %v1 = arith.constant 64 : i32
      %v2 = arith.constant 83 : i32
      %v3 = arith.constant 0.622 : f32
      %v4 = arith.constant 1.36 : f32
      %c25 = arith.constant 25 : index
      %v5 = memref.load %arg0[%c25] : memref<64xi32>
      %c12 = arith.constant 12 : index
      %v6 = memref.load %arg0[%c12] : memref<64xi32>
      %c31 = arith.constant 31 : index
      %v7 = memref.load %arg0[%c31] : memref<64xi32>
      %c14 = arith.constant 14 : index
      %v8 = memref.load %arg0[%c14] : memref<64xi32>
      %c63 = arith.constant 63 : index
      %v9 = memref.load %arg0[%c63] : memref<64xi32>
      %c55 = arith.constant 55 : index
      %v10 = memref.load %arg0[%c55] : memref<64xi32>
      %c53 = arith.constant 53 : index
      %v11 = memref.load %arg0[%c53] : memref<64xi32>
      %c51 = arith.constant 51 : index
      %v12 = memref.load %arg0[%c51] : memref<64xi32>
      %c54 = arith.constant 54 : index
      %v13 = memref.load %arg0[%c54] : memref<64xi32>
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c64 = arith.constant 64 : index
      %v14 = scf.for %i13 = %c0 to %c64 step %c1 iter_args(%acc13 = %v12) -> (i32) {
        %v15 = memref.load %arg0[%i13] : memref<64xi32>
        %v16 = arith.addi %acc13, %v15 : i32
        %v17 = arith.xori %v16, %v1 : i32
        scf.yield %v17 : i32
      }
      %v18 = arith.addf %v3, %v3 : f32
      %v20 = arith.constant 1 : i32
      %v19 = arith.shli %v10, %v20 : i32
      %v21 = arith.muli %v13, %v14 : i32
      %v22 = arith.cmpf olt, %v3, %v3 : f32
      %v23 = arith.select %v22, %v3, %v3 : f32
      %v24 = arith.mulf %v23, %v23 : f32
      %v25 = arith.fptosi %v24 : f32 to i32
      %v26 = arith.subf %v24, %v18 : f32
      %v27 = arith.fptosi %v18 : f32 to i32
      %v28 = arith.mulf %v4, %v18 : f32
      %v29 = arith.maxsi %v14, %v25 : i32
      %v30 = arith.fptosi %v24 : f32 to i32
      %v31 = arith.subf %v28, %v28 : f32
      %v32 = arith.subf %v31, %v31 : f32
      %v33 = arith.ori %v30, %v29 : i32
      %v34 = arith.xori %v25, %v33 : i32
      %v35 = arith.addf %v32, %v32 : f32
      %v36 = arith.cmpf oeq, %v28, %v35 : f32
      %v37 = arith.select %v36, %v28, %v35 : f32
      %v38 = arith.divf %v31, %v32 : f32
      %v39 = arith.mulf %v28, %v32 : f32
      %v40 = arith.cmpi eq, %v34, %v34 : i32
      %v41 = arith.select %v40, %v34, %v34 : i32
      memref.store %v41, %arg1[%c25] : memref<64xi32>
      %c9 = arith.constant 9 : index
      memref.store %v41, %arg1[%c9] : memref<64xi32>
      %c27 = arith.constant 27 : index
      memref.store %v41, %arg1[%c27] : memref<64xi32>
      gpu.return
    }
  }
  gpu.module @m23 {
    gpu.func @k23(%arg0 : memref<64xi32>, %arg1 : memref<64xf32>, %arg2 : memref<64xi32>)
      kernel attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]> } {
      %v1 = arith.constant 90 : i32
      %v2 = arith.constant 40 : i32
      %v3 = arith.constant 3.145 : f32
      %v4 = arith.constant 2.955 : f32
      %c43 = arith.constant 43 : index
      %v5 = memref.load %arg1[%c43] : memref<64xf32>
      %c8 = arith.constant 8 : index
      %v6 = memref.load %arg0[%c8] : memref<64xi32>
      %c29 = arith.constant 29 : index
      %v7 = memref.load %arg0[%c29] : memref<64xi32>
      %c59 = arith.constant 59 : index
      %v8 = memref.load %arg0[%c59] : memref<64xi32>
      %c1 = arith.constant 1 : index
      %v9 = memref.load %arg1[%c1] : memref<64xf32>
      %c58 = arith.constant 58 : index
      %v10 = memref.load %arg0[%c58] : memref<64xi32>
      %c14 = arith.constant 14 : index
      %v11 = memref.load %arg1[%c14] : memref<64xf32>
      %c0 = arith.constant 0 : index
      %c64 = arith.constant 64 : index
      %v12 = scf.for %i11 = %c0 to %c64 step %c1 iter_args(%acc11 = %v10) -> (i32) {
        %v13 = memref.load %arg0[%i11] : memref<64xi32>
        %v14 = arith.addi %acc11, %v13 : i32
        %v15 = arith.xori %v14, %v1 : i32
        scf.yield %v15 : i32
      }
      %v16 = arith.ori %v12, %v10 : i32
      %v17 = arith.addi %v6, %v10 : i32
      %v18 = arith.mulf %v11, %v11 : f32
      %v19 = arith.ori %v17, %v12 : i32
      %v20 = arith.fptosi %v18 : f32 to i32
      %v21 = arith.mulf %v9, %v9 : f32
      %v22 = arith.addf %v18, %v9 : f32
      %v23 = arith.minsi %v20, %v19 : i32
      %v24 = arith.addf %v22, %v22 : f32
      %v25 = arith.fptosi %v5 : f32 to i32
      %v26 = arith.fptosi %v22 : f32 to i32
      %v27 = arith.cmpi eq, %v26, %v26 : i32
      %v28 = arith.select %v27, %v26, %v26 : i32
      %v29 = arith.subf %v9, %v22 : f32
      %v30 = arith.ori %v28, %v23 : i32
      %v31 = arith.muli %v20, %v30 : i32
      %v32 = arith.sitofp %v31 : i32 to f32
      %v33 = arith.andi %v31, %v31 : i32
      %v35 = arith.constant 5 : i32
      %v34 = arith.shrui %v31, %v35 : i32
      %v36 = arith.subf %v21, %v32 : f32
      %v38 = arith.constant 3 : i32
      %v37 = arith.shli %v33, %v38 : i32
      %v39 = arith.andi %v37, %v31 : i32
      %v40 = arith.addf %v18, %v36 : f32
      %c20 = arith.constant 20 : index
      memref.store %v39, %arg2[%c20] : memref<64xi32>
      %c26 = arith.constant 26 : index
      memref.store %v37, %arg2[%c26] : memref<64xi32>
      %c6 = arith.constant 6 : index
      memref.store %v34, %arg2[%c6] : memref<64xi32>
      %c51 = arith.constant 51 : index
      memref.store %v30, %arg2[%c51] : memref<64xi32>
      gpu.return
    }
  }
  func.func @main() {
    %one = arith.constant 1 : index
    %b0_0 = memref.alloc() : memref<64xi32>
    %fv0_0 = arith.constant 3 : i32
    %bc0_0 = memref.cast %b0_0 : memref<64xi32> to memref<?xi32>
    call @fillI32Buffer(%bc0_0, %fv0_0) : (memref<?xi32>, i32) -> ()
    %b0_1 = memref.alloc() : memref<64xi32>
    %fv0_1 = arith.constant 5 : i32
    %bc0_1 = memref.cast %b0_1 : memref<64xi32> to memref<?xi32>
    call @fillI32Buffer(%bc0_1, %fv0_1) : (memref<?xi32>, i32) -> ()
    %b0_2 = memref.alloc() : memref<64xi32>
    %fv0_2 = arith.constant 7 : i32
    %bc0_2 = memref.cast %b0_2 : memref<64xi32> to memref<?xi32>
    call @fillI32Buffer(%bc0_2, %fv0_2) : (memref<?xi32>, i32) -> ()
    %b0_3 = memref.alloc() : memref<64xi32>
    %fv0_3 = arith.constant 9 : i32
    %bc0_3 = memref.cast %b0_3 : memref<64xi32> to memref<?xi32>
    call @fillI32Buffer(%bc0_3, %fv0_3) : (memref<?xi32>, i32) -> ()
    %b1_0 = memref.alloc() : memref<64xf32>
    %fv1_0 = arith.constant 2.0 : f32
    %bc1_0 = memref.cast %b1_0 : memref<64xf32> to memref<?xf32>
    call @fillF32Buffer1D(%bc1_0, %fv1_0) : (memref<?xf32>, f32) -> ()
    %b1_1 = memref.alloc() : memref<64xf32>
    %fv1_1 = arith.constant 2.5 : f32
    %bc1_1 = memref.cast %b1_1 : memref<64xf32> to memref<?xf32>
    call @fillF32Buffer1D(%bc1_1, %fv1_1) : (memref<?xf32>, f32) -> ()
    %b1_2 = memref.alloc() : memref<64xf32>
    %fv1_2 = arith.constant 3.0 : f32
    %bc1_2 = memref.cast %b1_2 : memref<64xf32> to memref<?xf32>
    call @fillF32Buffer1D(%bc1_2, %fv1_2) : (memref<?xf32>, f32) -> ()
    %b1_3 = memref.alloc() : memref<64xf32>
    %fv1_3 = arith.constant 3.5 : f32
    %bc1_3 = memref.cast %b1_3 : memref<64xf32> to memref<?xf32>
    call @fillF32Buffer1D(%bc1_3, %fv1_3) : (memref<?xf32>, f32) -> ()
    %b2_0 = memref.alloc() : memref<8x8xf32>
    %fv2_0 = arith.constant 3.0 : f32
    %bc2_0 = memref.cast %b2_0 : memref<8x8xf32> to memref<?x?xf32>
    call @fillF32Buffer2D(%bc2_0, %fv2_0) : (memref<?x?xf32>, f32) -> ()
    %b2_1 = memref.alloc() : memref<8x8xf32>
    %fv2_1 = arith.constant 3.5 : f32
    %bc2_1 = memref.cast %b2_1 : memref<8x8xf32> to memref<?x?xf32>
    call @fillF32Buffer2D(%bc2_1, %fv2_1) : (memref<?x?xf32>, f32) -> ()
    %b2_2 = memref.alloc() : memref<8x8xf32>
    %fv2_2 = arith.constant 4.0 : f32
    %bc2_2 = memref.cast %b2_2 : memref<8x8xf32> to memref<?x?xf32>
    call @fillF32Buffer2D(%bc2_2, %fv2_2) : (memref<?x?xf32>, f32) -> ()
    %b2_3 = memref.alloc() : memref<8x8xf32>
    %fv2_3 = arith.constant 4.5 : f32
    %bc2_3 = memref.cast %b2_3 : memref<8x8xf32> to memref<?x?xf32>
    call @fillF32Buffer2D(%bc2_3, %fv2_3) : (memref<?x?xf32>, f32) -> ()
    gpu.launch_func @m0::@k0
        blocks in (%one, %one, %one) threads in (%one, %one, %one)
        args(%b2_0 : memref<8x8xf32>, %b0_0 : memref<64xi32>)
    gpu.launch_func @m1::@k1
        blocks in (%one, %one, %one) threads in (%one, %one, %one)
        args(%b1_0 : memref<64xf32>, %b0_0 : memref<64xi32>, %b1_1 : memref<64xf32>)
    gpu.launch_func @m2::@k2
        blocks in (%one, %one, %one) threads in (%one, %one, %one)
        args(%b2_0 : memref<8x8xf32>, %b2_1 : memref<8x8xf32>, %b0_0 : memref<64xi32>)
    gpu.launch_func @m3::@k3
        blocks in (%one, %one, %one) threads in (%one, %one, %one)
        args(%b1_0 : memref<64xf32>, %b1_1 : memref<64xf32>, %b0_0 : memref<64xi32>)
    gpu.launch_func @m4::@k4
        blocks in (%one, %one, %one) threads in (%one, %one, %one)
        args(%b2_0 : memref<8x8xf32>, %b2_1 : memref<8x8xf32>, %b1_0 : memref<64xf32>)
    gpu.launch_func @m5::@k5
        blocks in (%one, %one, %one) threads in (%one, %one, %one)
        args(%b1_0 : memref<64xf32>, %b2_0 : memref<8x8xf32>, %b0_0 : memref<64xi32>, %b1_1 : memref<64xf32>)
    gpu.launch_func @m6::@k6
        blocks in (%one, %one, %one) threads in (%one, %one, %one)
        args(%b0_0 : memref<64xi32>, %b2_0 : memref<8x8xf32>, %b2_1 : memref<8x8xf32>)
    gpu.launch_func @m7::@k7
        blocks in (%one, %one, %one) threads in (%one, %one, %one)
        args(%b0_0 : memref<64xi32>, %b1_0 : memref<64xf32>, %b1_1 : memref<64xf32>)
    gpu.launch_func @m8::@k8
        blocks in (%one, %one, %one) threads in (%one, %one, %one)
        args(%b0_0 : memref<64xi32>, %b1_0 : memref<64xf32>, %b1_1 : memref<64xf32>, %b0_1 : memref<64xi32>)
    gpu.launch_func @m9::@k9
        blocks in (%one, %one, %one) threads in (%one, %one, %one)
        args(%b2_0 : memref<8x8xf32>, %b0_0 : memref<64xi32>, %b1_0 : memref<64xf32>, %b0_1 : memref<64xi32>)
    gpu.launch_func @m10::@k10
        blocks in (%one, %one, %one) threads in (%one, %one, %one)
        args(%b2_0 : memref<8x8xf32>, %b1_0 : memref<64xf32>)
    gpu.launch_func @m11::@k11
        blocks in (%one, %one, %one) threads in (%one, %one, %one)
        args(%b1_0 : memref<64xf32>, %b1_1 : memref<64xf32>, %b1_2 : memref<64xf32>)
    gpu.launch_func @m12::@k12
        blocks in (%one, %one, %one) threads in (%one, %one, %one)
        args(%b2_0 : memref<8x8xf32>, %b2_1 : memref<8x8xf32>)
    gpu.launch_func @m13::@k13
        blocks in (%one, %one, %one) threads in (%one, %one, %one)
        args(%b2_0 : memref<8x8xf32>, %b2_1 : memref<8x8xf32>)
    gpu.launch_func @m14::@k14
        blocks in (%one, %one, %one) threads in (%one, %one, %one)
        args(%b2_0 : memref<8x8xf32>, %b2_1 : memref<8x8xf32>, %b2_2 : memref<8x8xf32>)
    gpu.launch_func @m15::@k15
        blocks in (%one, %one, %one) threads in (%one, %one, %one)
        args(%b0_0 : memref<64xi32>, %b2_0 : memref<8x8xf32>)
    gpu.launch_func @m16::@k16
        blocks in (%one, %one, %one) threads in (%one, %one, %one)
        args(%b0_0 : memref<64xi32>, %b1_0 : memref<64xf32>, %b2_0 : memref<8x8xf32>, %b1_1 : memref<64xf32>)
    gpu.launch_func @m17::@k17
        blocks in (%one, %one, %one) threads in (%one, %one, %one)
        args(%b0_0 : memref<64xi32>, %b0_1 : memref<64xi32>)
    gpu.launch_func @m18::@k18
        blocks in (%one, %one, %one) threads in (%one, %one, %one)
        args(%b1_0 : memref<64xf32>, %b1_1 : memref<64xf32>, %b1_2 : memref<64xf32>, %b2_0 : memref<8x8xf32>)
    gpu.launch_func @m19::@k19
        blocks in (%one, %one, %one) threads in (%one, %one, %one)
        args(%b1_0 : memref<64xf32>, %b2_0 : memref<8x8xf32>, %b2_1 : memref<8x8xf32>, %b0_0 : memref<64xi32>)
    gpu.launch_func @m20::@k20
        blocks in (%one, %one, %one) threads in (%one, %one, %one)
        args(%b1_0 : memref<64xf32>, %b2_0 : memref<8x8xf32>, %b1_1 : memref<64xf32>)
    gpu.launch_func @m21::@k21
        blocks in (%one, %one, %one) threads in (%one, %one, %one)
        args(%b1_0 : memref<64xf32>, %b1_1 : memref<64xf32>)
    gpu.launch_func @m22::@k22
        blocks in (%one, %one, %one) threads in (%one, %one, %one)
        args(%b0_0 : memref<64xi32>, %b0_1 : memref<64xi32>)
    gpu.launch_func @m23::@k23
        blocks in (%one, %one, %one) threads in (%one, %one, %one)
        args(%b0_0 : memref<64xi32>, %b1_0 : memref<64xf32>, %b0_1 : memref<64xi32>)
    %res = memref.cast %b1_0 : memref<64xf32> to memref<*xf32>
    call @printMemrefF32(%res) : (memref<*xf32>) -> ()
    return
  }
  func.func private @fillI32Buffer(%arg0 : memref<?xi32>, %arg1 : i32) attributes {llvm.emit_c_interface}
  func.func private @fillF32Buffer1D(%arg0 : memref<?xf32>, %arg1 : f32) attributes {llvm.emit_c_interface}
  func.func private @fillF32Buffer2D(%arg0 : memref<?x?xf32>, %arg1 : f32) attributes {llvm.emit_c_interface}
  func.func private @printMemrefF32(%ptr : memref<*xf32>) attributes {llvm.emit_c_interface}
}
