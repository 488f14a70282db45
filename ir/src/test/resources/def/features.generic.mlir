"builtin.module"() ({
  "unreg.fn"() ({
  ^bb0(%arg0: i32, %arg1: !fmt.box<i32>, %arg2: index):
    "fmt.sym"() <{sym_name = "foo"}> ({
      "unreg.x"() : () -> ()
    }) {x = 1 : i64} : () -> ()
    "fmt.sym"() <{sym_name = "bar"}> ({
    }) : () -> ()
    "fmt.choose"(%arg0) : (i32) -> ()
    "fmt.choose"() : () -> ()
    "fmt.props"(%arg0) <{x = 1 : i64, y = "s"}> {z} : (i32) -> ()
    "fmt.props"(%arg0) : (i32) -> ()
    "fmt.box"(%arg1, %arg1) : (!fmt.box<i32>, !fmt.box<i32>) -> ()
    "fmt.tagged"() <{tag = #fmt.tag<red>}> : () -> ()
    "fmt.tagged"() <{other = #fmt.tag<blue>, tag = #fmt.tag<red>}> {u} : () -> ()
    "fmt.kind"() <{kind = 1 : i32}> : () -> ()
    "fmt.kind"() <{kind = 2 : i32}> : () -> ()
    "fmt.kind"() : () -> ()
    "fmt.regions"() ({
      "unreg.x"() : () -> ()
    }, {
      "unreg.y"() : () -> ()
    }) : () -> ()
    %0 = "fmt.spacing"(%arg0, %arg2, %arg2) : (i32, index, index) -> i32
    %1 = "fmt.spacing"(%arg0) {w} : (i32) -> f32
    %2 = "fmt.widen"(%arg0) : (i32) -> i64
  }) : () -> ()
}) : () -> ()

