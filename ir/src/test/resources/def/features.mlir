"unreg.fn"() ({
^bb0(%arg0: i32, %arg1: !fmt.box<i32>, %arg2: index):
  fmt.sym @foo attributes {x = 1 : i64} {
    "unreg.x"() : () -> ()
  }
  fmt.sym @bar {
  }
  fmt.choose %arg0 : i32
  fmt.choose none
  fmt.props %arg0 <{x = 1 : i64, y = "s"}> {z} : i32
  fmt.props %arg0  : i32
  fmt.box %arg1, %arg1 : <i32>, !fmt.box<i32>
  fmt.tagged <red>
  fmt.tagged <red> or #fmt.tag<blue> {u}
  fmt.kind beta
  fmt.kind "x-y"
  fmt.kind
  fmt.regions {
    "unreg.x"() : () -> ()
  }, {
    "unreg.y"() : () -> ()
  }
  %0 = fmt.spacing(%arg0) [%arg2, %arg2] <> {}x = -> i32
  %1 = fmt.spacing(%arg0) [] <> {}x = {w} -> f32
  %2 = fmt.widen %arg0 : i32
}) : () -> ()
