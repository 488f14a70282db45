// expected-error@+1 {{expected ',' or ']'}}
"unreg.op"() {v = [1, 2} : () -> ()
// -----
// expected-error@+1 {{duplicate key 'a' in dictionary attribute}}
"unreg.op"() {v = {a = 1, a = 2}} : () -> ()
// -----
// expected-error@+1 {{duplicate key 'a' in dictionary attribute}}
"unreg.op"() {a = 1, a = 2} : () -> ()
// -----
// expected-error@+1 {{expected nested symbol reference identifier}}
"unreg.op"() {v = @a::} : () -> ()
// -----
// expected-error@+1 {{expected nested symbol reference identifier}}
"unreg.op"() {v = @a::b} : () -> ()
// -----
// expected-error@+1 {{expected a 64-bit signed integer or '?'}}
"unreg.op"() {v = strided<[1], offset: x>} : () -> ()
// -----
// expected-error@+1 {{expected a 64-bit signed integer or '?'}}
"unreg.op"() {v = strided<[1], offset: 99999999999999999999>} : () -> ()
// -----
// expected-error@+1 {{expected a 64-bit signed integer or '?'}}
"unreg.op"() {v = strided<[x]>} : () -> ()
// -----
// expected-error@+1 {{expected '<' after 'strided'}}
"unreg.op"() {v = strided[1]>} : () -> ()
// -----
// expected-error@+1 {{expected '['}}
"unreg.op"() {v = strided<1]>} : () -> ()
// -----
// expected-error@+1 {{expected ']'}}
"unreg.op"() {v = strided<[1}>} : () -> ()
// -----
// expected-error@+1 {{expected ','}}
"unreg.op"() {v = strided<[1] x>} : () -> ()
// -----
// expected-error@+1 {{expected 'offset' after comma}}
"unreg.op"() {v = strided<[1], x: 1>} : () -> ()
// -----
// expected-error@+1 {{expected ':' after 'offset'}}
"unreg.op"() {v = strided<[1], offset 1>} : () -> ()
// -----
// expected-error@+1 {{expected '>'}}
"unreg.op"() {v = strided<[1], offset: 1} : () -> ()
// -----
// expected-error@+1 {{expected attribute value}}
"unreg.op"() {v = unknown_keyword} : () -> ()
// -----
// expected-error@+1 {{expected non-function type}}
"unreg.op"() {v = "str" : } : () -> ()
// -----
// expected-error@+1 {{expected ':' followed by operation type}}
"unreg.op"() <{a = 1}> <{b = 2}> : () -> ()
// -----
// expected-error@+1 {{expected '}' in attribute dictionary}}
"unreg.op"() {a 1} : () -> ()
// -----
// expected-error@+1 {{expected attribute name}}
"unreg.op"() {a = 1,} : () -> ()
// -----
// expected-error@+1 {{expected valid attribute name}}
"unreg.op"() {"" = 1} : () -> ()
// -----
// expected-error@+1 {{expected attribute value}}
"unreg.op"() {a = } : () -> ()
// -----
// expected-error@+1 {{expected attribute name}}
"unreg.op"() {1 = 2} : () -> ()
// -----
// expected-error@+1 {{expected attribute value}}
"unreg.op"() {v = [1, 2,]} : () -> ()
// -----
// expected-error@+1 {{undefined symbol alias id 'foo'}}
"unreg.op"() {v = #foo} : () -> ()
// -----
// expected-error@+1 {{unbalanced '(' character in pretty dialect name}}
"unreg.op"() {v = #foo.bar<(1>} : () -> ()
// -----
// expected-error@+1 {{expected '"' in string literal}}
"unreg.op"() {v = #foo.bar<"x} : () -> ()
// -----
// expected-error@+1 {{expected non-function type}}
"unreg.op"() {v = #foo.bar : } : () -> ()
// -----
// expected-error@+1 {{expected '(' in inline location}}
"unreg.op"() {v = loc} : () -> ()
// -----
// expected-error@+1 {{expected location instance}}
"unreg.op"() {v = loc(} : () -> ()
// -----
// expected-error@+1 {{expected ')' in inline location}}
"unreg.op"() {v = loc("a":1:2} : () -> ()
// -----
// expected-error@+1 {{expected integer literal}}
"unreg.op"() {v = array<i32: 1.5>} : () -> ()
// -----
// expected-error@+1 {{expected integer or float type, got: 'memref<f32>'}}
"unreg.op"() {v = array<memref<f32>: 1>} : () -> ()
// -----
// expected-error@+2 {{expected non-function type}}
// expected-error@+1 {{expected an integer or floating point type}}
"unreg.op"() {v = array<x>} : () -> ()
// -----
// expected-error@+1 {{element type bitwidth must be a multiple of 8}}
"unreg.op"() {v = array<i4: 1>} : () -> ()
// -----
// expected-error@+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note@+1 {{add a trailing dot to make the literal a float}}
"unreg.op"() {v = array<f32: 1>} : () -> ()
// -----
// expected-error@+1 {{expected i1 type for 'true' or 'false' values}}
"unreg.op"() {v = array<i32: true>} : () -> ()
// -----
// expected-error@+1 {{expected '>' to close an array attribute}}
"unreg.op"() {v = array<i64: 1, 2} : () -> ()
// -----
// expected-error@+1 {{integer constant out of range}}
"unreg.op"() {v = array<i8: 300>} : () -> ()
// -----
// expected-error@+1 {{expected ':' after dense array type}}
"unreg.op"() {v = array<i32 1>} : () -> ()
// -----
// expected-error@+1 {{expected '<' after 'array'}}
"unreg.op"() {v = array i32>} : () -> ()
// -----
// expected-error@+1 {{expected floating point literal}}
"unreg.op"() {v = array<f32: x>} : () -> ()
// -----
// expected-error@+1 {{hexadecimal float literal should not have a leading minus}}
"unreg.op"() {v = array<f32: -0x3F800000>} : () -> ()
