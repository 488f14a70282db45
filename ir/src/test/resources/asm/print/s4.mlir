%0:4 = "test.string_attr_pretty_name"() {names = ["x", "", "y", "y"]} : () -> (i32, i32, i32, i32)
"x.use"(%0#0, %0#1, %0#2, %0#3) : (i32, i32, i32, i32) -> ()
%1:3 = "test.string_attr_pretty_name"() {names = ["", "a b", "9z"]} : () -> (i32, i32, i32)
"x.use"(%1#0, %1#1, %1#2) : (i32, i32, i32) -> ()
