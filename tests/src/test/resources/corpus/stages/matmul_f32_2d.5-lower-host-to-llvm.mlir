module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_variable_pointers]>, #spirv.resource_limits<max_compute_workgroup_size = [128, 128, 64]>>} {
  llvm.mlir.global linkonce @__spv__kernels_matmul_arg_2_descriptor_set0_binding2() {addr_space = 0 : i32} : !llvm.struct<(array<20 x f32>)>
  llvm.mlir.global linkonce @__spv__kernels_matmul_arg_1_descriptor_set0_binding1() {addr_space = 0 : i32} : !llvm.struct<(array<15 x f32>)>
  llvm.mlir.global linkonce @__spv__kernels_matmul_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<12 x f32>)>
  llvm.func @__spv__kernels_matmul()
  llvm.func @malloc(i64) -> !llvm.ptr
  spirv.module @__spv__kernels Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_variable_pointers]> {
    spirv.GlobalVariable @matmul_arg_0 bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<12 x f32, stride=4> [0])>, StorageBuffer>
    spirv.GlobalVariable @matmul_arg_1 bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.array<15 x f32, stride=4> [0])>, StorageBuffer>
    spirv.GlobalVariable @matmul_arg_2 bind(0, 2) : !spirv.ptr<!spirv.struct<(!spirv.array<20 x f32, stride=4> [0])>, StorageBuffer>
    spirv.func @__spv__kernels_matmul() "None" attributes {workgroup_attributions = 0 : i64} {
      %matmul_arg_0_addr = spirv.mlir.addressof @matmul_arg_0 : !spirv.ptr<!spirv.struct<(!spirv.array<12 x f32, stride=4> [0])>, StorageBuffer>
      %matmul_arg_1_addr = spirv.mlir.addressof @matmul_arg_1 : !spirv.ptr<!spirv.struct<(!spirv.array<15 x f32, stride=4> [0])>, StorageBuffer>
      %matmul_arg_2_addr = spirv.mlir.addressof @matmul_arg_2 : !spirv.ptr<!spirv.struct<(!spirv.array<20 x f32, stride=4> [0])>, StorageBuffer>
      %cst0_i32 = spirv.Constant 0 : i32
      %cst1_i32 = spirv.Constant 1 : i32
      %cst3_i32 = spirv.Constant 3 : i32
      %cst4_i32 = spirv.Constant 4 : i32
      %cst5_i32 = spirv.Constant 5 : i32
      %cst_f32 = spirv.Constant 5.000000e-01 : f32
      %cst_f32_0 = spirv.Constant 2.000000e+00 : f32
      spirv.mlir.loop {
        spirv.Branch ^bb1(%cst0_i32 : i32)
      ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
        %1 = spirv.SLessThan %0, %cst4_i32 : i32
        spirv.BranchConditional %1, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        spirv.mlir.loop {
          spirv.Branch ^bb1(%cst0_i32 : i32)
        ^bb1(%3: i32):  // 2 preds: ^bb0, ^bb2
          %4 = spirv.SLessThan %3, %cst3_i32 : i32
          spirv.BranchConditional %4, ^bb2, ^bb3
        ^bb2:  // pred: ^bb1
          %5 = spirv.IAdd %0, %3 : i32
          %6 = spirv.ConvertSToF %5 : i32 to f32
          %7 = spirv.FMul %6, %cst_f32 : f32
          %cst0_i32_1 = spirv.Constant 0 : i32
          %cst0_i32_2 = spirv.Constant 0 : i32
          %cst3_i32_3 = spirv.Constant 3 : i32
          %8 = spirv.IMul %0, %cst3_i32_3 : i32
          %cst1_i32_4 = spirv.Constant 1 : i32
          %9 = spirv.IAdd %3, %8 : i32
          %10 = spirv.AccessChain %matmul_arg_0_addr[%cst0_i32_1, %9] : !spirv.ptr<!spirv.struct<(!spirv.array<12 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
          spirv.Store "StorageBuffer" %10, %7 : f32
          %11 = spirv.IAdd %3, %cst1_i32 : i32
          spirv.Branch ^bb1(%11 : i32)
        ^bb3:  // pred: ^bb1
          spirv.mlir.merge
        }
        %2 = spirv.IAdd %0, %cst1_i32 : i32
        spirv.Branch ^bb1(%2 : i32)
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      spirv.mlir.loop {
        spirv.Branch ^bb1(%cst0_i32 : i32)
      ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
        %1 = spirv.SLessThan %0, %cst3_i32 : i32
        spirv.BranchConditional %1, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        spirv.mlir.loop {
          spirv.Branch ^bb1(%cst0_i32 : i32)
        ^bb1(%3: i32):  // 2 preds: ^bb0, ^bb2
          %4 = spirv.SLessThan %3, %cst5_i32 : i32
          spirv.BranchConditional %4, ^bb2, ^bb3
        ^bb2:  // pred: ^bb1
          %5 = spirv.ConvertSToF %0 : i32 to f32
          %6 = spirv.ConvertSToF %3 : i32 to f32
          %7 = spirv.FMul %6, %cst_f32_0 : f32
          %8 = spirv.FSub %5, %7 : f32
          %cst0_i32_1 = spirv.Constant 0 : i32
          %cst0_i32_2 = spirv.Constant 0 : i32
          %cst5_i32_3 = spirv.Constant 5 : i32
          %9 = spirv.IMul %0, %cst5_i32_3 : i32
          %cst1_i32_4 = spirv.Constant 1 : i32
          %10 = spirv.IAdd %3, %9 : i32
          %11 = spirv.AccessChain %matmul_arg_1_addr[%cst0_i32_1, %10] : !spirv.ptr<!spirv.struct<(!spirv.array<15 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
          spirv.Store "StorageBuffer" %11, %8 : f32
          %12 = spirv.IAdd %3, %cst1_i32 : i32
          spirv.Branch ^bb1(%12 : i32)
        ^bb3:  // pred: ^bb1
          spirv.mlir.merge
        }
        %2 = spirv.IAdd %0, %cst1_i32 : i32
        spirv.Branch ^bb1(%2 : i32)
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      spirv.mlir.loop {
        spirv.Branch ^bb1(%cst0_i32 : i32)
      ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
        %1 = spirv.SLessThan %0, %cst4_i32 : i32
        spirv.BranchConditional %1, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        spirv.mlir.loop {
          spirv.Branch ^bb1(%cst0_i32 : i32)
        ^bb1(%3: i32):  // 2 preds: ^bb0, ^bb2
          %4 = spirv.SLessThan %3, %cst5_i32 : i32
          spirv.BranchConditional %4, ^bb2, ^bb3
        ^bb2:  // pred: ^bb1
          %cst0_i32_1 = spirv.Constant 0 : i32
          %cst0_i32_2 = spirv.Constant 0 : i32
          %cst5_i32_3 = spirv.Constant 5 : i32
          %5 = spirv.IMul %0, %cst5_i32_3 : i32
          %cst1_i32_4 = spirv.Constant 1 : i32
          %6 = spirv.IAdd %3, %5 : i32
          %7 = spirv.AccessChain %matmul_arg_2_addr[%cst0_i32_1, %6] : !spirv.ptr<!spirv.struct<(!spirv.array<20 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
          %8 = spirv.Load "StorageBuffer" %7 : f32
          %9 = spirv.Variable : !spirv.ptr<f32, Function>
          spirv.mlir.loop {
            spirv.Branch ^bb1(%cst0_i32, %8 : i32, f32)
          ^bb1(%15: i32, %16: f32):  // 2 preds: ^bb0, ^bb2
            %17 = spirv.SLessThan %15, %cst3_i32 : i32
            spirv.BranchConditional %17, ^bb2, ^bb3
          ^bb2:  // pred: ^bb1
            %cst0_i32_9 = spirv.Constant 0 : i32
            %cst0_i32_10 = spirv.Constant 0 : i32
            %cst3_i32_11 = spirv.Constant 3 : i32
            %18 = spirv.IMul %0, %cst3_i32_11 : i32
            %cst1_i32_12 = spirv.Constant 1 : i32
            %19 = spirv.IAdd %15, %18 : i32
            %20 = spirv.AccessChain %matmul_arg_0_addr[%cst0_i32_9, %19] : !spirv.ptr<!spirv.struct<(!spirv.array<12 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
            %21 = spirv.Load "StorageBuffer" %20 : f32
            %cst0_i32_13 = spirv.Constant 0 : i32
            %cst0_i32_14 = spirv.Constant 0 : i32
            %cst5_i32_15 = spirv.Constant 5 : i32
            %22 = spirv.IMul %15, %cst5_i32_15 : i32
            %cst1_i32_16 = spirv.Constant 1 : i32
            %23 = spirv.IAdd %3, %22 : i32
            %24 = spirv.AccessChain %matmul_arg_1_addr[%cst0_i32_13, %23] : !spirv.ptr<!spirv.struct<(!spirv.array<15 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
            %25 = spirv.Load "StorageBuffer" %24 : f32
            %26 = spirv.FMul %21, %25 : f32
            %27 = spirv.FAdd %16, %26 : f32
            spirv.Store "Function" %9, %27 : f32
            %28 = spirv.IAdd %15, %cst1_i32 : i32
            spirv.Branch ^bb1(%28, %27 : i32, f32)
          ^bb3:  // pred: ^bb1
            spirv.mlir.merge
          }
          %10 = spirv.Load "Function" %9 : f32
          %cst0_i32_5 = spirv.Constant 0 : i32
          %cst0_i32_6 = spirv.Constant 0 : i32
          %cst5_i32_7 = spirv.Constant 5 : i32
          %11 = spirv.IMul %0, %cst5_i32_7 : i32
          %cst1_i32_8 = spirv.Constant 1 : i32
          %12 = spirv.IAdd %3, %11 : i32
          %13 = spirv.AccessChain %matmul_arg_2_addr[%cst0_i32_5, %12] : !spirv.ptr<!spirv.struct<(!spirv.array<20 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
          spirv.Store "StorageBuffer" %13, %10 : f32
          %14 = spirv.IAdd %3, %cst1_i32 : i32
          spirv.Branch ^bb1(%14 : i32)
        ^bb3:  // pred: ^bb1
          spirv.mlir.merge
        }
        %2 = spirv.IAdd %0, %cst1_i32 : i32
        spirv.Branch ^bb1(%2 : i32)
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      spirv.Return
    }
    spirv.EntryPoint "GLCompute" @__spv__kernels_matmul
    spirv.ExecutionMode @__spv__kernels_matmul "LocalSize", 1, 1, 1
  }
  llvm.func @main() attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(4 : index) : i64
    %1 = llvm.mlir.constant(3 : index) : i64
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = llvm.mlir.constant(12 : index) : i64
    %4 = llvm.mlir.zero : !llvm.ptr
    %5 = llvm.getelementptr %4[%3] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6 = llvm.ptrtoint %5 : !llvm.ptr to i64
    %7 = llvm.call @malloc(%6) : (i64) -> !llvm.ptr
    %8 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %9 = llvm.insertvalue %7, %8[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %10 = llvm.insertvalue %7, %9[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %11 = llvm.mlir.constant(0 : index) : i64
    %12 = llvm.insertvalue %11, %10[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %13 = llvm.insertvalue %0, %12[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %14 = llvm.insertvalue %1, %13[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %15 = llvm.insertvalue %1, %14[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %16 = llvm.insertvalue %2, %15[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %17 = llvm.mlir.constant(3 : index) : i64
    %18 = llvm.mlir.constant(5 : index) : i64
    %19 = llvm.mlir.constant(1 : index) : i64
    %20 = llvm.mlir.constant(15 : index) : i64
    %21 = llvm.mlir.zero : !llvm.ptr
    %22 = llvm.getelementptr %21[%20] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %23 = llvm.ptrtoint %22 : !llvm.ptr to i64
    %24 = llvm.call @malloc(%23) : (i64) -> !llvm.ptr
    %25 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %26 = llvm.insertvalue %24, %25[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %27 = llvm.insertvalue %24, %26[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %28 = llvm.mlir.constant(0 : index) : i64
    %29 = llvm.insertvalue %28, %27[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %30 = llvm.insertvalue %17, %29[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %31 = llvm.insertvalue %18, %30[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %32 = llvm.insertvalue %18, %31[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %33 = llvm.insertvalue %19, %32[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %34 = llvm.mlir.constant(4 : index) : i64
    %35 = llvm.mlir.constant(5 : index) : i64
    %36 = llvm.mlir.constant(1 : index) : i64
    %37 = llvm.mlir.constant(20 : index) : i64
    %38 = llvm.mlir.zero : !llvm.ptr
    %39 = llvm.getelementptr %38[%37] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %40 = llvm.ptrtoint %39 : !llvm.ptr to i64
    %41 = llvm.call @malloc(%40) : (i64) -> !llvm.ptr
    %42 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %43 = llvm.insertvalue %41, %42[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %44 = llvm.insertvalue %41, %43[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %45 = llvm.mlir.constant(0 : index) : i64
    %46 = llvm.insertvalue %45, %44[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %47 = llvm.insertvalue %34, %46[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %48 = llvm.insertvalue %35, %47[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %49 = llvm.insertvalue %35, %48[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %50 = llvm.insertvalue %36, %49[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %51 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %52 = llvm.extractvalue %50[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %53 = llvm.extractvalue %50[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %54 = llvm.extractvalue %50[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %55 = llvm.extractvalue %50[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %56 = llvm.extractvalue %50[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %57 = llvm.extractvalue %50[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %58 = llvm.extractvalue %50[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @fillF32Buffer2D(%52, %53, %54, %55, %56, %57, %58, %51) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, f32) -> ()
    %59 = llvm.mlir.constant(1 : index) : i64
    %60 = llvm.mlir.constant(4 : index) : i64
    %61 = llvm.mlir.constant(3 : index) : i64
    %62 = llvm.mlir.constant(1 : index) : i64
    %63 = llvm.mlir.constant(12 : index) : i64
    %64 = llvm.mlir.zero : !llvm.ptr
    %65 = llvm.getelementptr %64[%63] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %66 = llvm.ptrtoint %65 : !llvm.ptr to i64
    %67 = llvm.extractvalue %16[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %68 = llvm.mlir.addressof @__spv__kernels_matmul_arg_0_descriptor_set0_binding0 : !llvm.ptr
    "llvm.intr.memcpy"(%68, %67, %66) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %69 = llvm.mlir.constant(3 : index) : i64
    %70 = llvm.mlir.constant(5 : index) : i64
    %71 = llvm.mlir.constant(1 : index) : i64
    %72 = llvm.mlir.constant(15 : index) : i64
    %73 = llvm.mlir.zero : !llvm.ptr
    %74 = llvm.getelementptr %73[%72] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %75 = llvm.ptrtoint %74 : !llvm.ptr to i64
    %76 = llvm.extractvalue %33[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %77 = llvm.mlir.addressof @__spv__kernels_matmul_arg_1_descriptor_set0_binding1 : !llvm.ptr
    "llvm.intr.memcpy"(%77, %76, %75) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %78 = llvm.mlir.constant(4 : index) : i64
    %79 = llvm.mlir.constant(5 : index) : i64
    %80 = llvm.mlir.constant(1 : index) : i64
    %81 = llvm.mlir.constant(20 : index) : i64
    %82 = llvm.mlir.zero : !llvm.ptr
    %83 = llvm.getelementptr %82[%81] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %84 = llvm.ptrtoint %83 : !llvm.ptr to i64
    %85 = llvm.extractvalue %50[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %86 = llvm.mlir.addressof @__spv__kernels_matmul_arg_2_descriptor_set0_binding2 : !llvm.ptr
    "llvm.intr.memcpy"(%86, %85, %84) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.call @__spv__kernels_matmul() : () -> ()
    "llvm.intr.memcpy"(%67, %68, %66) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%76, %77, %75) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%85, %86, %84) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %87 = llvm.mlir.constant(1 : index) : i64
    %88 = llvm.alloca %87 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %16, %88 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %89 = llvm.mlir.constant(2 : index) : i64
    %90 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %91 = llvm.insertvalue %89, %90[0] : !llvm.struct<(i64, ptr)> 
    %92 = llvm.insertvalue %88, %91[1] : !llvm.struct<(i64, ptr)> 
    %93 = llvm.extractvalue %92[0] : !llvm.struct<(i64, ptr)> 
    %94 = llvm.extractvalue %92[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF32(%93, %94) : (i64, !llvm.ptr) -> ()
    %95 = llvm.mlir.constant(1 : index) : i64
    %96 = llvm.alloca %95 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %50, %96 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %97 = llvm.mlir.constant(2 : index) : i64
    %98 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %99 = llvm.insertvalue %97, %98[0] : !llvm.struct<(i64, ptr)> 
    %100 = llvm.insertvalue %96, %99[1] : !llvm.struct<(i64, ptr)> 
    %101 = llvm.extractvalue %100[0] : !llvm.struct<(i64, ptr)> 
    %102 = llvm.extractvalue %100[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF32(%101, %102) : (i64, !llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_main() attributes {llvm.emit_c_interface} {
    llvm.call @main() : () -> ()
    llvm.return
  }
  llvm.func private @fillF32Buffer2D(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: f32) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %8 = llvm.mlir.constant(1 : index) : i64
    %9 = llvm.alloca %8 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %7, %9 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    llvm.call @_mlir_ciface_fillF32Buffer2D(%9, %arg7) : (!llvm.ptr, f32) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_fillF32Buffer2D(!llvm.ptr, f32) attributes {llvm.emit_c_interface, sym_visibility = "private"}
  llvm.func private @printMemrefF32(%arg0: i64, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
    %0 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)> 
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.alloca %3 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %2, %4 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    llvm.call @_mlir_ciface_printMemrefF32(%4) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_printMemrefF32(!llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
}

