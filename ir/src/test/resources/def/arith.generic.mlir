"builtin.module"() ({
  "unreg.fn"() ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f32, %arg4: index, %arg5: vector<4xi32>, %arg6: vector<4xf32>, %arg7: i64, %arg8: f64):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = true}> : () -> i1
    %3 = "arith.constant"() <{value = false}> : () -> i1
    %4 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %5 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
    %6 = "arith.constant"() <{value = dense<1> : vector<4xi32>}> : () -> vector<4xi32>
    %7 = "arith.constant"() <{value = 3 : i8}> {foo} : () -> i8
    %8 = "arith.constant"() <{value = 0x4CEB79A3 : f32}> : () -> f32
    %9 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %10 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    %11 = "arith.muli"(%10, %arg1) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
    %12 = "arith.subi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> {foo = 1 : i32} : (i32, i32) -> i32
    %13 = "arith.shli"(%arg0, %arg1) <{overflowFlags = #arith.overflow<nuw>}> : (i32, i32) -> i32
    %14 = "arith.divsi"(%arg0, %arg1) : (i32, i32) -> i32
    %15 = "arith.divui"(%arg0, %arg1) : (i32, i32) -> i32
    %16 = "arith.remsi"(%arg0, %arg1) : (i32, i32) -> i32
    %17 = "arith.remui"(%arg0, %arg1) : (i32, i32) -> i32
    %18 = "arith.andi"(%arg0, %arg1) : (i32, i32) -> i32
    %19 = "arith.ori"(%arg0, %arg1) : (i32, i32) -> i32
    %20 = "arith.xori"(%arg0, %arg1) : (i32, i32) -> i32
    %21 = "arith.shrsi"(%arg0, %arg1) : (i32, i32) -> i32
    %22 = "arith.shrui"(%arg0, %arg1) : (i32, i32) -> i32
    %23 = "arith.maxsi"(%arg0, %arg1) : (i32, i32) -> i32
    %24 = "arith.minsi"(%arg0, %arg1) : (i32, i32) -> i32
    %25 = "arith.addi"(%arg5, %arg5) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %26 = "arith.addi"(%arg4, %0) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %27 = "arith.addf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %28 = "arith.mulf"(%arg2, %5) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
    %29 = "arith.addf"(%arg2, %arg3) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32, f32) -> f32
    %30 = "arith.subf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %31 = "arith.divf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %32 = "arith.remf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %33 = "arith.maximumf"(%arg6, %arg6) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %34 = "arith.negf"(%arg2) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %35 = "arith.negf"(%arg2) <{fastmath = #arith.fastmath<contract>}> : (f32) -> f32
    %36 = "arith.cmpi"(%arg0, %arg1) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %37 = "arith.cmpi"(%arg4, %0) <{predicate = 6 : i64}> : (index, index) -> i1
    %38 = "arith.cmpi"(%arg5, %arg5) <{predicate = 0 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi1>
    %39 = "arith.cmpi"(%arg0, %arg1) <{predicate = 5 : i64}> : (i32, i32) -> i1
    %40 = "arith.cmpf"(%arg2, %arg2) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %41 = "arith.cmpf"(%arg2, %arg3) <{fastmath = #arith.fastmath<fast>, predicate = 4 : i64}> : (f32, f32) -> i1
    %42 = "arith.cmpf"(%arg8, %arg8) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f64, f64) -> i1
    %43 = "arith.index_cast"(%arg0) : (i32) -> index
    %44 = "arith.index_cast"(%arg4) : (index) -> i64
    %45 = "arith.index_castui"(%arg0) : (i32) -> index
    %46 = "arith.sitofp"(%arg0) : (i32) -> f32
    %47 = "arith.uitofp"(%arg7) : (i64) -> f64
    %48 = "arith.fptosi"(%arg2) : (f32) -> i32
    %49 = "arith.fptoui"(%arg8) : (f64) -> i64
    %50 = "arith.extsi"(%arg0) : (i32) -> i64
    %51 = "arith.extui"(%arg0) : (i32) -> i64
    %52 = "arith.trunci"(%arg7) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i16
    %53 = "arith.trunci"(%arg7) <{overflowFlags = #arith.overflow<nsw>}> : (i64) -> i32
    %54 = "arith.bitcast"(%arg2) : (f32) -> i32
    %55 = "arith.cmpi"(%arg0, %arg1) <{predicate = 5 : i64}> {tag} : (i32, i32) -> i1
  }) : () -> ()
}) : () -> ()

