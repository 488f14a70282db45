module {
  "unreg.fn"() ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f32, %arg4: index, %arg5: vector<4xi32>, %arg6: vector<4xf32>, %arg7: i64, %arg8: f64):
    %c0 = arith.constant 0 : index
    %c1_i32 = arith.constant 1 : i32
    %true = arith.constant true
    %false = arith.constant false
    %c-1_i32 = arith.constant -1 : i32
    %cst = arith.constant 2.000000e+00 : f32
    %cst_0 = arith.constant dense<1> : vector<4xi32>
    %c3_i8 = arith.constant {foo} 3 : i8
    %cst_1 = arith.constant 0x4CEB79A3 : f32
    %0 = arith.addi %arg0, %arg1 : i32
    %1 = arith.addi %arg0, %arg1 overflow<nsw> : i32
    %2 = arith.muli %1, %arg1 overflow<nsw, nuw> : i32
    %3 = arith.subi %arg0, %arg1 {foo = 1 : i32} : i32
    %4 = arith.shli %arg0, %arg1 overflow<nuw> : i32
    %5 = arith.divsi %arg0, %arg1 : i32
    %6 = arith.divui %arg0, %arg1 : i32
    %7 = arith.remsi %arg0, %arg1 : i32
    %8 = arith.remui %arg0, %arg1 : i32
    %9 = arith.andi %arg0, %arg1 : i32
    %10 = arith.ori %arg0, %arg1 : i32
    %11 = arith.xori %arg0, %arg1 : i32
    %12 = arith.shrsi %arg0, %arg1 : i32
    %13 = arith.shrui %arg0, %arg1 : i32
    %14 = arith.maxsi %arg0, %arg1 : i32
    %15 = arith.minsi %arg0, %arg1 : i32
    %16 = arith.addi %arg5, %arg5 : vector<4xi32>
    %17 = arith.addi %arg4, %c0 : index
    %18 = arith.addf %arg2, %arg3 : f32
    %19 = arith.mulf %arg2, %cst fastmath<fast> : f32
    %20 = arith.addf %arg2, %arg3 fastmath<nnan,ninf> : f32
    %21 = arith.subf %arg2, %arg3 : f32
    %22 = arith.divf %arg2, %arg3 : f32
    %23 = arith.remf %arg2, %arg3 : f32
    %24 = arith.maximumf %arg6, %arg6 : vector<4xf32>
    %25 = arith.negf %arg2 : f32
    %26 = arith.negf %arg2 fastmath<contract> : f32
    %27 = arith.cmpi slt, %arg0, %arg1 : i32
    %28 = arith.cmpi ult, %arg4, %c0 : index
    %29 = arith.cmpi eq, %arg5, %arg5 : vector<4xi32>
    %30 = arith.cmpi sge, %arg0, %arg1 : i32
    %31 = arith.cmpf une, %arg2, %arg2 : f32
    %32 = arith.cmpf olt, %arg2, %arg3 fastmath<fast> : f32
    %33 = arith.cmpf ord, %arg8, %arg8 : f64
    %34 = arith.index_cast %arg0 : i32 to index
    %35 = arith.index_cast %arg4 : index to i64
    %36 = arith.index_castui %arg0 : i32 to index
    %37 = arith.sitofp %arg0 : i32 to f32
    %38 = arith.uitofp %arg7 : i64 to f64
    %39 = arith.fptosi %arg2 : f32 to i32
    %40 = arith.fptoui %arg8 : f64 to i64
    %41 = arith.extsi %arg0 : i32 to i64
    %42 = arith.extui %arg0 : i32 to i64
    %43 = arith.trunci %arg7 : i64 to i16
    %44 = arith.trunci %arg7 overflow<nsw> : i64 to i32
    %45 = arith.bitcast %arg2 : f32 to i32
    %46 = arith.cmpi sge, %arg0, %arg1 {tag} : i32
  }) : () -> ()
}

