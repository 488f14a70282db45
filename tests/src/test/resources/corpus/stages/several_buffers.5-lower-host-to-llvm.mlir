module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  llvm.mlir.global linkonce @__spv__kernels_many_arg_5_descriptor_set0_binding5() {addr_space = 0 : i32} : !llvm.struct<(array<1 x i32>)>
  llvm.mlir.global linkonce @__spv__kernels_many_arg_4_descriptor_set0_binding4() {addr_space = 0 : i32} : !llvm.struct<(array<8 x f32>)>
  llvm.mlir.global linkonce @__spv__kernels_many_arg_3_descriptor_set0_binding3() {addr_space = 0 : i32} : !llvm.struct<(array<4 x f32>)>
  llvm.mlir.global linkonce @__spv__kernels_many_arg_2_descriptor_set0_binding2() {addr_space = 0 : i32} : !llvm.struct<(array<4 x i32>)>
  llvm.mlir.global linkonce @__spv__kernels_many_arg_1_descriptor_set0_binding1() {addr_space = 0 : i32} : !llvm.struct<(array<4 x i32>)>
  llvm.mlir.global linkonce @__spv__kernels_many_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<4 x i32>)>
  llvm.func @__spv__kernels_many()
  llvm.func @malloc(i64) -> !llvm.ptr
  spirv.module @__spv__kernels Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
    spirv.GlobalVariable @many_arg_0 bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<4 x i32, stride=4> [0])>, StorageBuffer>
    spirv.GlobalVariable @many_arg_1 bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.array<4 x i32, stride=4> [0])>, StorageBuffer>
    spirv.GlobalVariable @many_arg_2 bind(0, 2) : !spirv.ptr<!spirv.struct<(!spirv.array<4 x i32, stride=4> [0])>, StorageBuffer>
    spirv.GlobalVariable @many_arg_3 bind(0, 3) : !spirv.ptr<!spirv.struct<(!spirv.array<4 x f32, stride=4> [0])>, StorageBuffer>
    spirv.GlobalVariable @many_arg_4 bind(0, 4) : !spirv.ptr<!spirv.struct<(!spirv.array<8 x f32, stride=4> [0])>, StorageBuffer>
    spirv.GlobalVariable @many_arg_5 bind(0, 5) : !spirv.ptr<!spirv.struct<(!spirv.array<1 x i32, stride=4> [0])>, StorageBuffer>
    spirv.func @__spv__kernels_many() "None" attributes {workgroup_attributions = 0 : i64} {
      %many_arg_0_addr = spirv.mlir.addressof @many_arg_0 : !spirv.ptr<!spirv.struct<(!spirv.array<4 x i32, stride=4> [0])>, StorageBuffer>
      %many_arg_1_addr = spirv.mlir.addressof @many_arg_1 : !spirv.ptr<!spirv.struct<(!spirv.array<4 x i32, stride=4> [0])>, StorageBuffer>
      %many_arg_2_addr = spirv.mlir.addressof @many_arg_2 : !spirv.ptr<!spirv.struct<(!spirv.array<4 x i32, stride=4> [0])>, StorageBuffer>
      %many_arg_3_addr = spirv.mlir.addressof @many_arg_3 : !spirv.ptr<!spirv.struct<(!spirv.array<4 x f32, stride=4> [0])>, StorageBuffer>
      %many_arg_4_addr = spirv.mlir.addressof @many_arg_4 : !spirv.ptr<!spirv.struct<(!spirv.array<8 x f32, stride=4> [0])>, StorageBuffer>
      %many_arg_5_addr = spirv.mlir.addressof @many_arg_5 : !spirv.ptr<!spirv.struct<(!spirv.array<1 x i32, stride=4> [0])>, StorageBuffer>
      %cst0_i32 = spirv.Constant 0 : i32
      %cst1_i32 = spirv.Constant 1 : i32
      %cst4_i32 = spirv.Constant 4 : i32
      %cst0_i32_0 = spirv.Constant 0 : i32
      %cst1_i32_1 = spirv.Constant 1 : i32
      %0 = spirv.Variable : !spirv.ptr<i32, Function>
      spirv.mlir.loop {
        spirv.Branch ^bb1(%cst0_i32, %cst0_i32_0 : i32, i32)
      ^bb1(%3: i32, %4: i32):  // 2 preds: ^bb0, ^bb2
        %5 = spirv.SLessThan %3, %cst4_i32 : i32
        spirv.BranchConditional %5, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        %cst0_i32_5 = spirv.Constant 0 : i32
        %cst0_i32_6 = spirv.Constant 0 : i32
        %cst1_i32_7 = spirv.Constant 1 : i32
        %6 = spirv.AccessChain %many_arg_0_addr[%cst0_i32_5, %3] : !spirv.ptr<!spirv.struct<(!spirv.array<4 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        %7 = spirv.Load "StorageBuffer" %6 : i32
        %cst0_i32_8 = spirv.Constant 0 : i32
        %cst0_i32_9 = spirv.Constant 0 : i32
        %cst1_i32_10 = spirv.Constant 1 : i32
        %8 = spirv.AccessChain %many_arg_1_addr[%cst0_i32_8, %3] : !spirv.ptr<!spirv.struct<(!spirv.array<4 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        %9 = spirv.Load "StorageBuffer" %8 : i32
        %cst0_i32_11 = spirv.Constant 0 : i32
        %cst0_i32_12 = spirv.Constant 0 : i32
        %cst1_i32_13 = spirv.Constant 1 : i32
        %10 = spirv.AccessChain %many_arg_2_addr[%cst0_i32_11, %3] : !spirv.ptr<!spirv.struct<(!spirv.array<4 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        %11 = spirv.Load "StorageBuffer" %10 : i32
        %12 = spirv.ISub %7, %3 : i32
        %13 = spirv.IMul %12, %9 : i32
        %14 = spirv.IAdd %13, %11 : i32
        %cst0_i32_14 = spirv.Constant 0 : i32
        %cst0_i32_15 = spirv.Constant 0 : i32
        %cst1_i32_16 = spirv.Constant 1 : i32
        %15 = spirv.AccessChain %many_arg_2_addr[%cst0_i32_14, %3] : !spirv.ptr<!spirv.struct<(!spirv.array<4 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %15, %14 : i32
        %cst0_i32_17 = spirv.Constant 0 : i32
        %cst0_i32_18 = spirv.Constant 0 : i32
        %cst1_i32_19 = spirv.Constant 1 : i32
        %16 = spirv.AccessChain %many_arg_3_addr[%cst0_i32_17, %3] : !spirv.ptr<!spirv.struct<(!spirv.array<4 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
        %17 = spirv.Load "StorageBuffer" %16 : f32
        %18 = spirv.ConvertSToF %14 : i32 to f32
        %19 = spirv.FMul %18, %17 : f32
        %cst0_i32_20 = spirv.Constant 0 : i32
        %cst0_i32_21 = spirv.Constant 0 : i32
        %cst4_i32_22 = spirv.Constant 4 : i32
        %cst0_i32_23 = spirv.Constant 0 : i32
        %cst1_i32_24 = spirv.Constant 1 : i32
        %20 = spirv.AccessChain %many_arg_4_addr[%cst0_i32_20, %3] : !spirv.ptr<!spirv.struct<(!spirv.array<8 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
        spirv.Store "StorageBuffer" %20, %19 : f32
        %21 = spirv.FAdd %18, %17 : f32
        %cst0_i32_25 = spirv.Constant 0 : i32
        %cst0_i32_26 = spirv.Constant 0 : i32
        %cst4_i32_27 = spirv.Constant 4 : i32
        %cst4_i32_28 = spirv.Constant 4 : i32
        %cst1_i32_29 = spirv.Constant 1 : i32
        %22 = spirv.IAdd %3, %cst4_i32_28 : i32
        %23 = spirv.AccessChain %many_arg_4_addr[%cst0_i32_25, %22] : !spirv.ptr<!spirv.struct<(!spirv.array<8 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
        spirv.Store "StorageBuffer" %23, %21 : f32
        %24 = spirv.SGreaterThan %14, %cst0_i32_0 : i32
        %25 = spirv.Select %24, %cst1_i32_1, %cst0_i32_0 : i1, i32
        %26 = spirv.IAdd %4, %25 : i32
        spirv.Store "Function" %0, %26 : i32
        %27 = spirv.IAdd %3, %cst1_i32 : i32
        spirv.Branch ^bb1(%27, %26 : i32, i32)
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      %1 = spirv.Load "Function" %0 : i32
      %cst0_i32_2 = spirv.Constant 0 : i32
      %cst0_i32_3 = spirv.Constant 0 : i32
      %cst1_i32_4 = spirv.Constant 1 : i32
      %2 = spirv.AccessChain %many_arg_5_addr[%cst0_i32_2, %cst0_i32] : !spirv.ptr<!spirv.struct<(!spirv.array<1 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
      spirv.Store "StorageBuffer" %2, %1 : i32
      spirv.Return
    }
    spirv.EntryPoint "GLCompute" @__spv__kernels_many
    spirv.ExecutionMode @__spv__kernels_many "LocalSize", 1, 1, 1
  }
  llvm.func @main() attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(4 : index) : i64
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = llvm.mlir.zero : !llvm.ptr
    %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %4 = llvm.ptrtoint %3 : !llvm.ptr to i64
    %5 = llvm.call @malloc(%4) : (i64) -> !llvm.ptr
    %6 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7 = llvm.insertvalue %5, %6[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %8 = llvm.insertvalue %5, %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %9 = llvm.mlir.constant(0 : index) : i64
    %10 = llvm.insertvalue %9, %8[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %11 = llvm.insertvalue %0, %10[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %12 = llvm.insertvalue %1, %11[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %13 = llvm.mlir.constant(4 : index) : i64
    %14 = llvm.mlir.constant(1 : index) : i64
    %15 = llvm.mlir.zero : !llvm.ptr
    %16 = llvm.getelementptr %15[%13] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %17 = llvm.ptrtoint %16 : !llvm.ptr to i64
    %18 = llvm.call @malloc(%17) : (i64) -> !llvm.ptr
    %19 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %20 = llvm.insertvalue %18, %19[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %21 = llvm.insertvalue %18, %20[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %22 = llvm.mlir.constant(0 : index) : i64
    %23 = llvm.insertvalue %22, %21[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %24 = llvm.insertvalue %13, %23[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %25 = llvm.insertvalue %14, %24[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %26 = llvm.mlir.constant(4 : index) : i64
    %27 = llvm.mlir.constant(1 : index) : i64
    %28 = llvm.mlir.zero : !llvm.ptr
    %29 = llvm.getelementptr %28[%26] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %30 = llvm.ptrtoint %29 : !llvm.ptr to i64
    %31 = llvm.call @malloc(%30) : (i64) -> !llvm.ptr
    %32 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %33 = llvm.insertvalue %31, %32[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %34 = llvm.insertvalue %31, %33[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %35 = llvm.mlir.constant(0 : index) : i64
    %36 = llvm.insertvalue %35, %34[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %37 = llvm.insertvalue %26, %36[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %38 = llvm.insertvalue %27, %37[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %39 = llvm.mlir.constant(4 : index) : i64
    %40 = llvm.mlir.constant(1 : index) : i64
    %41 = llvm.mlir.zero : !llvm.ptr
    %42 = llvm.getelementptr %41[%39] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %43 = llvm.ptrtoint %42 : !llvm.ptr to i64
    %44 = llvm.call @malloc(%43) : (i64) -> !llvm.ptr
    %45 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %46 = llvm.insertvalue %44, %45[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %47 = llvm.insertvalue %44, %46[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %48 = llvm.mlir.constant(0 : index) : i64
    %49 = llvm.insertvalue %48, %47[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %50 = llvm.insertvalue %39, %49[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %51 = llvm.insertvalue %40, %50[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %52 = llvm.mlir.constant(2 : index) : i64
    %53 = llvm.mlir.constant(4 : index) : i64
    %54 = llvm.mlir.constant(1 : index) : i64
    %55 = llvm.mlir.constant(8 : index) : i64
    %56 = llvm.mlir.zero : !llvm.ptr
    %57 = llvm.getelementptr %56[%55] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %58 = llvm.ptrtoint %57 : !llvm.ptr to i64
    %59 = llvm.call @malloc(%58) : (i64) -> !llvm.ptr
    %60 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %61 = llvm.insertvalue %59, %60[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %62 = llvm.insertvalue %59, %61[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %63 = llvm.mlir.constant(0 : index) : i64
    %64 = llvm.insertvalue %63, %62[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %65 = llvm.insertvalue %52, %64[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %66 = llvm.insertvalue %53, %65[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %67 = llvm.insertvalue %53, %66[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %68 = llvm.insertvalue %54, %67[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %69 = llvm.mlir.constant(1 : index) : i64
    %70 = llvm.mlir.constant(1 : index) : i64
    %71 = llvm.mlir.zero : !llvm.ptr
    %72 = llvm.getelementptr %71[%69] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %73 = llvm.ptrtoint %72 : !llvm.ptr to i64
    %74 = llvm.call @malloc(%73) : (i64) -> !llvm.ptr
    %75 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %76 = llvm.insertvalue %74, %75[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %77 = llvm.insertvalue %74, %76[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %78 = llvm.mlir.constant(0 : index) : i64
    %79 = llvm.insertvalue %78, %77[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %80 = llvm.insertvalue %69, %79[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %81 = llvm.insertvalue %70, %80[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %82 = llvm.mlir.constant(2 : i32) : i32
    %83 = llvm.mlir.constant(-5 : i32) : i32
    %84 = llvm.mlir.constant(1 : i32) : i32
    %85 = llvm.mlir.constant(2.500000e-01 : f32) : f32
    %86 = llvm.extractvalue %12[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %87 = llvm.extractvalue %12[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %88 = llvm.extractvalue %12[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %89 = llvm.extractvalue %12[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %90 = llvm.extractvalue %12[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @fillI32Buffer(%86, %87, %88, %89, %90, %82) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i32) -> ()
    %91 = llvm.extractvalue %25[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %92 = llvm.extractvalue %25[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %93 = llvm.extractvalue %25[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %94 = llvm.extractvalue %25[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %95 = llvm.extractvalue %25[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @fillI32Buffer(%91, %92, %93, %94, %95, %83) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i32) -> ()
    %96 = llvm.extractvalue %38[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %97 = llvm.extractvalue %38[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %98 = llvm.extractvalue %38[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %99 = llvm.extractvalue %38[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %100 = llvm.extractvalue %38[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @fillI32Buffer(%96, %97, %98, %99, %100, %84) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i32) -> ()
    %101 = llvm.extractvalue %51[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %102 = llvm.extractvalue %51[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %103 = llvm.extractvalue %51[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %104 = llvm.extractvalue %51[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %105 = llvm.extractvalue %51[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @fillF32Buffer1D(%101, %102, %103, %104, %105, %85) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, f32) -> ()
    %106 = llvm.mlir.constant(1 : index) : i64
    %107 = llvm.mlir.constant(4 : index) : i64
    %108 = llvm.mlir.constant(1 : index) : i64
    %109 = llvm.mlir.zero : !llvm.ptr
    %110 = llvm.getelementptr %109[%107] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %111 = llvm.ptrtoint %110 : !llvm.ptr to i64
    %112 = llvm.extractvalue %12[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %113 = llvm.mlir.addressof @__spv__kernels_many_arg_0_descriptor_set0_binding0 : !llvm.ptr
    "llvm.intr.memcpy"(%113, %112, %111) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %114 = llvm.mlir.constant(4 : index) : i64
    %115 = llvm.mlir.constant(1 : index) : i64
    %116 = llvm.mlir.zero : !llvm.ptr
    %117 = llvm.getelementptr %116[%114] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %118 = llvm.ptrtoint %117 : !llvm.ptr to i64
    %119 = llvm.extractvalue %25[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %120 = llvm.mlir.addressof @__spv__kernels_many_arg_1_descriptor_set0_binding1 : !llvm.ptr
    "llvm.intr.memcpy"(%120, %119, %118) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %121 = llvm.mlir.constant(4 : index) : i64
    %122 = llvm.mlir.constant(1 : index) : i64
    %123 = llvm.mlir.zero : !llvm.ptr
    %124 = llvm.getelementptr %123[%121] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %125 = llvm.ptrtoint %124 : !llvm.ptr to i64
    %126 = llvm.extractvalue %38[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %127 = llvm.mlir.addressof @__spv__kernels_many_arg_2_descriptor_set0_binding2 : !llvm.ptr
    "llvm.intr.memcpy"(%127, %126, %125) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %128 = llvm.mlir.constant(4 : index) : i64
    %129 = llvm.mlir.constant(1 : index) : i64
    %130 = llvm.mlir.zero : !llvm.ptr
    %131 = llvm.getelementptr %130[%128] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %132 = llvm.ptrtoint %131 : !llvm.ptr to i64
    %133 = llvm.extractvalue %51[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %134 = llvm.mlir.addressof @__spv__kernels_many_arg_3_descriptor_set0_binding3 : !llvm.ptr
    "llvm.intr.memcpy"(%134, %133, %132) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %135 = llvm.mlir.constant(2 : index) : i64
    %136 = llvm.mlir.constant(4 : index) : i64
    %137 = llvm.mlir.constant(1 : index) : i64
    %138 = llvm.mlir.constant(8 : index) : i64
    %139 = llvm.mlir.zero : !llvm.ptr
    %140 = llvm.getelementptr %139[%138] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %141 = llvm.ptrtoint %140 : !llvm.ptr to i64
    %142 = llvm.extractvalue %68[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %143 = llvm.mlir.addressof @__spv__kernels_many_arg_4_descriptor_set0_binding4 : !llvm.ptr
    "llvm.intr.memcpy"(%143, %142, %141) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %144 = llvm.mlir.constant(1 : index) : i64
    %145 = llvm.mlir.constant(1 : index) : i64
    %146 = llvm.mlir.zero : !llvm.ptr
    %147 = llvm.getelementptr %146[%144] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %148 = llvm.ptrtoint %147 : !llvm.ptr to i64
    %149 = llvm.extractvalue %81[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %150 = llvm.mlir.addressof @__spv__kernels_many_arg_5_descriptor_set0_binding5 : !llvm.ptr
    "llvm.intr.memcpy"(%150, %149, %148) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.call @__spv__kernels_many() : () -> ()
    "llvm.intr.memcpy"(%112, %113, %111) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%119, %120, %118) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%126, %127, %125) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%133, %134, %132) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%142, %143, %141) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%149, %150, %148) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %151 = llvm.mlir.constant(1 : index) : i64
    %152 = llvm.alloca %151 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %38, %152 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %153 = llvm.mlir.constant(1 : index) : i64
    %154 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %155 = llvm.insertvalue %153, %154[0] : !llvm.struct<(i64, ptr)> 
    %156 = llvm.insertvalue %152, %155[1] : !llvm.struct<(i64, ptr)> 
    %157 = llvm.extractvalue %156[0] : !llvm.struct<(i64, ptr)> 
    %158 = llvm.extractvalue %156[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefI32(%157, %158) : (i64, !llvm.ptr) -> ()
    %159 = llvm.mlir.constant(1 : index) : i64
    %160 = llvm.alloca %159 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %68, %160 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %161 = llvm.mlir.constant(2 : index) : i64
    %162 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %163 = llvm.insertvalue %161, %162[0] : !llvm.struct<(i64, ptr)> 
    %164 = llvm.insertvalue %160, %163[1] : !llvm.struct<(i64, ptr)> 
    %165 = llvm.extractvalue %164[0] : !llvm.struct<(i64, ptr)> 
    %166 = llvm.extractvalue %164[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF32(%165, %166) : (i64, !llvm.ptr) -> ()
    %167 = llvm.mlir.constant(1 : index) : i64
    %168 = llvm.alloca %167 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %81, %168 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %169 = llvm.mlir.constant(1 : index) : i64
    %170 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %171 = llvm.insertvalue %169, %170[0] : !llvm.struct<(i64, ptr)> 
    %172 = llvm.insertvalue %168, %171[1] : !llvm.struct<(i64, ptr)> 
    %173 = llvm.extractvalue %172[0] : !llvm.struct<(i64, ptr)> 
    %174 = llvm.extractvalue %172[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefI32(%173, %174) : (i64, !llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_main() attributes {llvm.emit_c_interface} {
    llvm.call @main() : () -> ()
    llvm.return
  }
  llvm.func private @fillI32Buffer(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i32) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %6 = llvm.mlir.constant(1 : index) : i64
    %7 = llvm.alloca %6 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %5, %7 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    llvm.call @_mlir_ciface_fillI32Buffer(%7, %arg5) : (!llvm.ptr, i32) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_fillI32Buffer(!llvm.ptr, i32) attributes {llvm.emit_c_interface, sym_visibility = "private"}
  llvm.func private @fillF32Buffer1D(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: f32) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %6 = llvm.mlir.constant(1 : index) : i64
    %7 = llvm.alloca %6 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %5, %7 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    llvm.call @_mlir_ciface_fillF32Buffer1D(%7, %arg5) : (!llvm.ptr, f32) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_fillF32Buffer1D(!llvm.ptr, f32) attributes {llvm.emit_c_interface, sym_visibility = "private"}
  llvm.func private @printMemrefI32(%arg0: i64, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
    %0 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)> 
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.alloca %3 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %2, %4 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    llvm.call @_mlir_ciface_printMemrefI32(%4) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_printMemrefI32(!llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
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

