"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (f32, f32, f32, i32, i32)>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: f32, %arg1: f32, %arg2: f32, %arg3: i32, %arg4: i32):
    %0 = "llvm.intr.sqrt"(%arg0) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
    %1 = "llvm.intr.fma"(%arg0, %arg1, %arg2) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32, f32) -> f32
    %2 = "llvm.intr.abs"(%arg3) <{is_int_min_poison = false}> : (i32) -> i32
    %3 = "llvm.intr.exp"(%arg0) <{fastmathFlags = #llvm.fastmath<fast>}> : (f32) -> f32
    %4 = "llvm.intr.maxnum"(%arg0, %arg1) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %5 = "llvm.intr.umax"(%arg3, %arg4) : (i32, i32) -> i32
    %6 = "llvm.fcmp"(%arg0, %arg0) <{fastmathFlags = #llvm.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %7 = "llvm.intr.fabs"(%arg0) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
    %8 = "llvm.intr.floor"(%arg1) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
    %9 = "llvm.intr.minimum"(%arg0, %arg1) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %10 = "llvm.intr.log"(%arg2) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
    %11 = "llvm.intr.ceil"(%arg2) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
    %12 = "llvm.intr.sin"(%arg2) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
    %13 = "llvm.intr.cos"(%arg2) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
    %14 = "llvm.intr.minnum"(%arg0, %arg1) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %15 = "llvm.intr.maximum"(%arg0, %arg1) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    "llvm.return"(%0) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

