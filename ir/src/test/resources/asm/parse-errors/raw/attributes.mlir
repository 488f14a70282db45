"unreg.op"() {v = [1, 2} : () -> ()
// -----
"unreg.op"() {v = {a = 1, a = 2}} : () -> ()
// -----
"unreg.op"() {a = 1, a = 2} : () -> ()
// -----
"unreg.op"() {v = @a::} : () -> ()
// -----
"unreg.op"() {v = @a::b} : () -> ()
// -----
"unreg.op"() {v = strided<[1], offset: x>} : () -> ()
// -----
"unreg.op"() {v = strided<[1], offset: 99999999999999999999>} : () -> ()
// -----
"unreg.op"() {v = strided<[x]>} : () -> ()
// -----
"unreg.op"() {v = strided[1]>} : () -> ()
// -----
"unreg.op"() {v = strided<1]>} : () -> ()
// -----
"unreg.op"() {v = strided<[1}>} : () -> ()
// -----
"unreg.op"() {v = strided<[1] x>} : () -> ()
// -----
"unreg.op"() {v = strided<[1], x: 1>} : () -> ()
// -----
"unreg.op"() {v = strided<[1], offset 1>} : () -> ()
// -----
"unreg.op"() {v = strided<[1], offset: 1} : () -> ()
// -----
"unreg.op"() {v = unknown_keyword} : () -> ()
// -----
"unreg.op"() {v = "str" : } : () -> ()
// -----
"unreg.op"() <{a = 1}> <{b = 2}> : () -> ()
// -----
"unreg.op"() {a 1} : () -> ()
// -----
"unreg.op"() {a = 1,} : () -> ()
// -----
"unreg.op"() {"" = 1} : () -> ()
// -----
"unreg.op"() {a = } : () -> ()
// -----
"unreg.op"() {1 = 2} : () -> ()
// -----
"unreg.op"() {v = [1, 2,]} : () -> ()
// -----
"unreg.op"() {v = #foo} : () -> ()
// -----
"unreg.op"() {v = #foo.bar<(1>} : () -> ()
// -----
"unreg.op"() {v = #foo.bar<"x} : () -> ()
// -----
"unreg.op"() {v = #foo.bar : } : () -> ()
// -----
"unreg.op"() {v = loc} : () -> ()
// -----
"unreg.op"() {v = loc(} : () -> ()
// -----
"unreg.op"() {v = loc("a":1:2} : () -> ()
// -----
"unreg.op"() {v = array<i32: 1.5>} : () -> ()
// -----
"unreg.op"() {v = array<memref<f32>: 1>} : () -> ()
// -----
"unreg.op"() {v = array<x>} : () -> ()
// -----
"unreg.op"() {v = array<i4: 1>} : () -> ()
// -----
"unreg.op"() {v = array<f32: 1>} : () -> ()
// -----
"unreg.op"() {v = array<i32: true>} : () -> ()
// -----
"unreg.op"() {v = array<i64: 1, 2} : () -> ()
// -----
"unreg.op"() {v = array<i8: 300>} : () -> ()
// -----
"unreg.op"() {v = array<i32 1>} : () -> ()
// -----
"unreg.op"() {v = array i32>} : () -> ()
// -----
"unreg.op"() {v = array<f32: x>} : () -> ()
// -----
"unreg.op"() {v = array<f32: -0x3F800000>} : () -> ()
