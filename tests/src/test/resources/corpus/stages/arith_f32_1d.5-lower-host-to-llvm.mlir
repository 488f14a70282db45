module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  llvm.mlir.global linkonce @__spv__kernels_farith_arg_6_descriptor_set0_binding6() {addr_space = 0 : i32} : !llvm.struct<(array<6 x f32>)>
  llvm.mlir.global linkonce @__spv__kernels_farith_arg_5_descriptor_set0_binding5() {addr_space = 0 : i32} : !llvm.struct<(array<6 x f32>)>
  llvm.mlir.global linkonce @__spv__kernels_farith_arg_4_descriptor_set0_binding4() {addr_space = 0 : i32} : !llvm.struct<(array<6 x f32>)>
  llvm.mlir.global linkonce @__spv__kernels_farith_arg_3_descriptor_set0_binding3() {addr_space = 0 : i32} : !llvm.struct<(array<6 x f32>)>
  llvm.mlir.global linkonce @__spv__kernels_farith_arg_2_descriptor_set0_binding2() {addr_space = 0 : i32} : !llvm.struct<(array<6 x f32>)>
  llvm.mlir.global linkonce @__spv__kernels_farith_arg_1_descriptor_set0_binding1() {addr_space = 0 : i32} : !llvm.struct<(array<6 x f32>)>
  llvm.mlir.global linkonce @__spv__kernels_farith_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<6 x f32>)>
  llvm.func @__spv__kernels_farith()
  llvm.func @malloc(i64) -> !llvm.ptr
  spirv.module @__spv__kernels Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
    spirv.GlobalVariable @farith_arg_0 bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<6 x f32, stride=4> [0])>, StorageBuffer>
    spirv.GlobalVariable @farith_arg_1 bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.array<6 x f32, stride=4> [0])>, StorageBuffer>
    spirv.GlobalVariable @farith_arg_2 bind(0, 2) : !spirv.ptr<!spirv.struct<(!spirv.array<6 x f32, stride=4> [0])>, StorageBuffer>
    spirv.GlobalVariable @farith_arg_3 bind(0, 3) : !spirv.ptr<!spirv.struct<(!spirv.array<6 x f32, stride=4> [0])>, StorageBuffer>
    spirv.GlobalVariable @farith_arg_4 bind(0, 4) : !spirv.ptr<!spirv.struct<(!spirv.array<6 x f32, stride=4> [0])>, StorageBuffer>
    spirv.GlobalVariable @farith_arg_5 bind(0, 5) : !spirv.ptr<!spirv.struct<(!spirv.array<6 x f32, stride=4> [0])>, StorageBuffer>
    spirv.GlobalVariable @farith_arg_6 bind(0, 6) : !spirv.ptr<!spirv.struct<(!spirv.array<6 x f32, stride=4> [0])>, StorageBuffer>
    spirv.func @__spv__kernels_farith() "None" attributes {workgroup_attributions = 0 : i64} {
      %farith_arg_0_addr = spirv.mlir.addressof @farith_arg_0 : !spirv.ptr<!spirv.struct<(!spirv.array<6 x f32, stride=4> [0])>, StorageBuffer>
      %farith_arg_1_addr = spirv.mlir.addressof @farith_arg_1 : !spirv.ptr<!spirv.struct<(!spirv.array<6 x f32, stride=4> [0])>, StorageBuffer>
      %farith_arg_2_addr = spirv.mlir.addressof @farith_arg_2 : !spirv.ptr<!spirv.struct<(!spirv.array<6 x f32, stride=4> [0])>, StorageBuffer>
      %farith_arg_3_addr = spirv.mlir.addressof @farith_arg_3 : !spirv.ptr<!spirv.struct<(!spirv.array<6 x f32, stride=4> [0])>, StorageBuffer>
      %farith_arg_4_addr = spirv.mlir.addressof @farith_arg_4 : !spirv.ptr<!spirv.struct<(!spirv.array<6 x f32, stride=4> [0])>, StorageBuffer>
      %farith_arg_5_addr = spirv.mlir.addressof @farith_arg_5 : !spirv.ptr<!spirv.struct<(!spirv.array<6 x f32, stride=4> [0])>, StorageBuffer>
      %farith_arg_6_addr = spirv.mlir.addressof @farith_arg_6 : !spirv.ptr<!spirv.struct<(!spirv.array<6 x f32, stride=4> [0])>, StorageBuffer>
      %cst0_i32 = spirv.Constant 0 : i32
      %cst1_i32 = spirv.Constant 1 : i32
      %cst6_i32 = spirv.Constant 6 : i32
      %cst_f32 = spirv.Constant 1.000000e+00 : f32
      spirv.mlir.loop {
        spirv.Branch ^bb1(%cst0_i32 : i32)
      ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
        %1 = spirv.SLessThan %0, %cst6_i32 : i32
        spirv.BranchConditional %1, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        %2 = spirv.ConvertSToF %0 : i32 to f32
        %3 = spirv.FAdd %2, %cst_f32 : f32
        %cst0_i32_0 = spirv.Constant 0 : i32
        %cst0_i32_1 = spirv.Constant 0 : i32
        %cst1_i32_2 = spirv.Constant 1 : i32
        %4 = spirv.AccessChain %farith_arg_0_addr[%cst0_i32_0, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<6 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
        %5 = spirv.Load "StorageBuffer" %4 : f32
        %6 = spirv.FMul %5, %3 : f32
        %cst0_i32_3 = spirv.Constant 0 : i32
        %cst0_i32_4 = spirv.Constant 0 : i32
        %cst1_i32_5 = spirv.Constant 1 : i32
        %7 = spirv.AccessChain %farith_arg_1_addr[%cst0_i32_3, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<6 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
        %8 = spirv.Load "StorageBuffer" %7 : f32
        %9 = spirv.FAdd %6, %8 : f32
        %cst0_i32_6 = spirv.Constant 0 : i32
        %cst0_i32_7 = spirv.Constant 0 : i32
        %cst1_i32_8 = spirv.Constant 1 : i32
        %10 = spirv.AccessChain %farith_arg_2_addr[%cst0_i32_6, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<6 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
        spirv.Store "StorageBuffer" %10, %9 : f32
        %11 = spirv.FSub %6, %8 : f32
        %cst0_i32_9 = spirv.Constant 0 : i32
        %cst0_i32_10 = spirv.Constant 0 : i32
        %cst1_i32_11 = spirv.Constant 1 : i32
        %12 = spirv.AccessChain %farith_arg_3_addr[%cst0_i32_9, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<6 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
        spirv.Store "StorageBuffer" %12, %11 : f32
        %13 = spirv.FMul %6, %8 : f32
        %cst0_i32_12 = spirv.Constant 0 : i32
        %cst0_i32_13 = spirv.Constant 0 : i32
        %cst1_i32_14 = spirv.Constant 1 : i32
        %14 = spirv.AccessChain %farith_arg_4_addr[%cst0_i32_12, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<6 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
        spirv.Store "StorageBuffer" %14, %13 : f32
        %15 = spirv.FDiv %8, %6 : f32
        %cst0_i32_15 = spirv.Constant 0 : i32
        %cst0_i32_16 = spirv.Constant 0 : i32
        %cst1_i32_17 = spirv.Constant 1 : i32
        %16 = spirv.AccessChain %farith_arg_5_addr[%cst0_i32_15, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<6 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
        spirv.Store "StorageBuffer" %16, %15 : f32
        %17 = spirv.FNegate %6 : f32
        %cst0_i32_18 = spirv.Constant 0 : i32
        %cst0_i32_19 = spirv.Constant 0 : i32
        %cst1_i32_20 = spirv.Constant 1 : i32
        %18 = spirv.AccessChain %farith_arg_6_addr[%cst0_i32_18, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<6 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
        spirv.Store "StorageBuffer" %18, %17 : f32
        %19 = spirv.IAdd %0, %cst1_i32 : i32
        spirv.Branch ^bb1(%19 : i32)
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      spirv.Return
    }
    spirv.EntryPoint "GLCompute" @__spv__kernels_farith
    spirv.ExecutionMode @__spv__kernels_farith "LocalSize", 1, 1, 1
  }
  llvm.func @main() attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(6 : index) : i64
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = llvm.mlir.zero : !llvm.ptr
    %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4 = llvm.ptrtoint %3 : !llvm.ptr to i64
    %5 = llvm.call @malloc(%4) : (i64) -> !llvm.ptr
    %6 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7 = llvm.insertvalue %5, %6[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %8 = llvm.insertvalue %5, %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %9 = llvm.mlir.constant(0 : index) : i64
    %10 = llvm.insertvalue %9, %8[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %11 = llvm.insertvalue %0, %10[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %12 = llvm.insertvalue %1, %11[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %13 = llvm.mlir.constant(6 : index) : i64
    %14 = llvm.mlir.constant(1 : index) : i64
    %15 = llvm.mlir.zero : !llvm.ptr
    %16 = llvm.getelementptr %15[%13] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %17 = llvm.ptrtoint %16 : !llvm.ptr to i64
    %18 = llvm.call @malloc(%17) : (i64) -> !llvm.ptr
    %19 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %20 = llvm.insertvalue %18, %19[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %21 = llvm.insertvalue %18, %20[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %22 = llvm.mlir.constant(0 : index) : i64
    %23 = llvm.insertvalue %22, %21[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %24 = llvm.insertvalue %13, %23[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %25 = llvm.insertvalue %14, %24[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %26 = llvm.mlir.constant(6 : index) : i64
    %27 = llvm.mlir.constant(1 : index) : i64
    %28 = llvm.mlir.zero : !llvm.ptr
    %29 = llvm.getelementptr %28[%26] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %30 = llvm.ptrtoint %29 : !llvm.ptr to i64
    %31 = llvm.call @malloc(%30) : (i64) -> !llvm.ptr
    %32 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %33 = llvm.insertvalue %31, %32[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %34 = llvm.insertvalue %31, %33[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %35 = llvm.mlir.constant(0 : index) : i64
    %36 = llvm.insertvalue %35, %34[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %37 = llvm.insertvalue %26, %36[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %38 = llvm.insertvalue %27, %37[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %39 = llvm.mlir.constant(6 : index) : i64
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
    %52 = llvm.mlir.constant(6 : index) : i64
    %53 = llvm.mlir.constant(1 : index) : i64
    %54 = llvm.mlir.zero : !llvm.ptr
    %55 = llvm.getelementptr %54[%52] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %56 = llvm.ptrtoint %55 : !llvm.ptr to i64
    %57 = llvm.call @malloc(%56) : (i64) -> !llvm.ptr
    %58 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %59 = llvm.insertvalue %57, %58[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %60 = llvm.insertvalue %57, %59[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %61 = llvm.mlir.constant(0 : index) : i64
    %62 = llvm.insertvalue %61, %60[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %63 = llvm.insertvalue %52, %62[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %64 = llvm.insertvalue %53, %63[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %65 = llvm.mlir.constant(6 : index) : i64
    %66 = llvm.mlir.constant(1 : index) : i64
    %67 = llvm.mlir.zero : !llvm.ptr
    %68 = llvm.getelementptr %67[%65] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %69 = llvm.ptrtoint %68 : !llvm.ptr to i64
    %70 = llvm.call @malloc(%69) : (i64) -> !llvm.ptr
    %71 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %72 = llvm.insertvalue %70, %71[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %73 = llvm.insertvalue %70, %72[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %74 = llvm.mlir.constant(0 : index) : i64
    %75 = llvm.insertvalue %74, %73[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %76 = llvm.insertvalue %65, %75[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %77 = llvm.insertvalue %66, %76[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %78 = llvm.mlir.constant(6 : index) : i64
    %79 = llvm.mlir.constant(1 : index) : i64
    %80 = llvm.mlir.zero : !llvm.ptr
    %81 = llvm.getelementptr %80[%78] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %82 = llvm.ptrtoint %81 : !llvm.ptr to i64
    %83 = llvm.call @malloc(%82) : (i64) -> !llvm.ptr
    %84 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %85 = llvm.insertvalue %83, %84[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %86 = llvm.insertvalue %83, %85[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %87 = llvm.mlir.constant(0 : index) : i64
    %88 = llvm.insertvalue %87, %86[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %89 = llvm.insertvalue %78, %88[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %90 = llvm.insertvalue %79, %89[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %91 = llvm.mlir.constant(2.500000e+00 : f32) : f32
    %92 = llvm.mlir.constant(-7.500000e-01 : f32) : f32
    %93 = llvm.extractvalue %12[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %94 = llvm.extractvalue %12[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %95 = llvm.extractvalue %12[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %96 = llvm.extractvalue %12[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %97 = llvm.extractvalue %12[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @fillF32Buffer1D(%93, %94, %95, %96, %97, %91) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, f32) -> ()
    %98 = llvm.extractvalue %25[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %99 = llvm.extractvalue %25[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %100 = llvm.extractvalue %25[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %101 = llvm.extractvalue %25[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %102 = llvm.extractvalue %25[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @fillF32Buffer1D(%98, %99, %100, %101, %102, %92) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, f32) -> ()
    %103 = llvm.mlir.constant(1 : index) : i64
    %104 = llvm.mlir.constant(6 : index) : i64
    %105 = llvm.mlir.constant(1 : index) : i64
    %106 = llvm.mlir.zero : !llvm.ptr
    %107 = llvm.getelementptr %106[%104] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %108 = llvm.ptrtoint %107 : !llvm.ptr to i64
    %109 = llvm.extractvalue %12[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %110 = llvm.mlir.addressof @__spv__kernels_farith_arg_0_descriptor_set0_binding0 : !llvm.ptr
    "llvm.intr.memcpy"(%110, %109, %108) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %111 = llvm.mlir.constant(6 : index) : i64
    %112 = llvm.mlir.constant(1 : index) : i64
    %113 = llvm.mlir.zero : !llvm.ptr
    %114 = llvm.getelementptr %113[%111] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %115 = llvm.ptrtoint %114 : !llvm.ptr to i64
    %116 = llvm.extractvalue %25[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %117 = llvm.mlir.addressof @__spv__kernels_farith_arg_1_descriptor_set0_binding1 : !llvm.ptr
    "llvm.intr.memcpy"(%117, %116, %115) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %118 = llvm.mlir.constant(6 : index) : i64
    %119 = llvm.mlir.constant(1 : index) : i64
    %120 = llvm.mlir.zero : !llvm.ptr
    %121 = llvm.getelementptr %120[%118] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %122 = llvm.ptrtoint %121 : !llvm.ptr to i64
    %123 = llvm.extractvalue %38[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %124 = llvm.mlir.addressof @__spv__kernels_farith_arg_2_descriptor_set0_binding2 : !llvm.ptr
    "llvm.intr.memcpy"(%124, %123, %122) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %125 = llvm.mlir.constant(6 : index) : i64
    %126 = llvm.mlir.constant(1 : index) : i64
    %127 = llvm.mlir.zero : !llvm.ptr
    %128 = llvm.getelementptr %127[%125] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %129 = llvm.ptrtoint %128 : !llvm.ptr to i64
    %130 = llvm.extractvalue %51[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %131 = llvm.mlir.addressof @__spv__kernels_farith_arg_3_descriptor_set0_binding3 : !llvm.ptr
    "llvm.intr.memcpy"(%131, %130, %129) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %132 = llvm.mlir.constant(6 : index) : i64
    %133 = llvm.mlir.constant(1 : index) : i64
    %134 = llvm.mlir.zero : !llvm.ptr
    %135 = llvm.getelementptr %134[%132] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %136 = llvm.ptrtoint %135 : !llvm.ptr to i64
    %137 = llvm.extractvalue %64[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %138 = llvm.mlir.addressof @__spv__kernels_farith_arg_4_descriptor_set0_binding4 : !llvm.ptr
    "llvm.intr.memcpy"(%138, %137, %136) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %139 = llvm.mlir.constant(6 : index) : i64
    %140 = llvm.mlir.constant(1 : index) : i64
    %141 = llvm.mlir.zero : !llvm.ptr
    %142 = llvm.getelementptr %141[%139] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %143 = llvm.ptrtoint %142 : !llvm.ptr to i64
    %144 = llvm.extractvalue %77[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %145 = llvm.mlir.addressof @__spv__kernels_farith_arg_5_descriptor_set0_binding5 : !llvm.ptr
    "llvm.intr.memcpy"(%145, %144, %143) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %146 = llvm.mlir.constant(6 : index) : i64
    %147 = llvm.mlir.constant(1 : index) : i64
    %148 = llvm.mlir.zero : !llvm.ptr
    %149 = llvm.getelementptr %148[%146] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %150 = llvm.ptrtoint %149 : !llvm.ptr to i64
    %151 = llvm.extractvalue %90[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %152 = llvm.mlir.addressof @__spv__kernels_farith_arg_6_descriptor_set0_binding6 : !llvm.ptr
    "llvm.intr.memcpy"(%152, %151, %150) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.call @__spv__kernels_farith() : () -> ()
    "llvm.intr.memcpy"(%109, %110, %108) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%116, %117, %115) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%123, %124, %122) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%130, %131, %129) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%137, %138, %136) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%144, %145, %143) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%151, %152, %150) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %153 = llvm.mlir.constant(1 : index) : i64
    %154 = llvm.alloca %153 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %38, %154 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %155 = llvm.mlir.constant(1 : index) : i64
    %156 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %157 = llvm.insertvalue %155, %156[0] : !llvm.struct<(i64, ptr)> 
    %158 = llvm.insertvalue %154, %157[1] : !llvm.struct<(i64, ptr)> 
    %159 = llvm.extractvalue %158[0] : !llvm.struct<(i64, ptr)> 
    %160 = llvm.extractvalue %158[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF32(%159, %160) : (i64, !llvm.ptr) -> ()
    %161 = llvm.mlir.constant(1 : index) : i64
    %162 = llvm.alloca %161 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %51, %162 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %163 = llvm.mlir.constant(1 : index) : i64
    %164 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %165 = llvm.insertvalue %163, %164[0] : !llvm.struct<(i64, ptr)> 
    %166 = llvm.insertvalue %162, %165[1] : !llvm.struct<(i64, ptr)> 
    %167 = llvm.extractvalue %166[0] : !llvm.struct<(i64, ptr)> 
    %168 = llvm.extractvalue %166[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF32(%167, %168) : (i64, !llvm.ptr) -> ()
    %169 = llvm.mlir.constant(1 : index) : i64
    %170 = llvm.alloca %169 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %64, %170 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %171 = llvm.mlir.constant(1 : index) : i64
    %172 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %173 = llvm.insertvalue %171, %172[0] : !llvm.struct<(i64, ptr)> 
    %174 = llvm.insertvalue %170, %173[1] : !llvm.struct<(i64, ptr)> 
    %175 = llvm.extractvalue %174[0] : !llvm.struct<(i64, ptr)> 
    %176 = llvm.extractvalue %174[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF32(%175, %176) : (i64, !llvm.ptr) -> ()
    %177 = llvm.mlir.constant(1 : index) : i64
    %178 = llvm.alloca %177 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %77, %178 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %179 = llvm.mlir.constant(1 : index) : i64
    %180 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %181 = llvm.insertvalue %179, %180[0] : !llvm.struct<(i64, ptr)> 
    %182 = llvm.insertvalue %178, %181[1] : !llvm.struct<(i64, ptr)> 
    %183 = llvm.extractvalue %182[0] : !llvm.struct<(i64, ptr)> 
    %184 = llvm.extractvalue %182[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF32(%183, %184) : (i64, !llvm.ptr) -> ()
    %185 = llvm.mlir.constant(1 : index) : i64
    %186 = llvm.alloca %185 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %90, %186 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %187 = llvm.mlir.constant(1 : index) : i64
    %188 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %189 = llvm.insertvalue %187, %188[0] : !llvm.struct<(i64, ptr)> 
    %190 = llvm.insertvalue %186, %189[1] : !llvm.struct<(i64, ptr)> 
    %191 = llvm.extractvalue %190[0] : !llvm.struct<(i64, ptr)> 
    %192 = llvm.extractvalue %190[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF32(%191, %192) : (i64, !llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_main() attributes {llvm.emit_c_interface} {
    llvm.call @main() : () -> ()
    llvm.return
  }
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

