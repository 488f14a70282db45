// expected-error@+1 {{integer constant out of range for attribute}}
"unreg.op"() {v = 99999999999999999999 : i64} : () -> ()
// -----
// expected-error@+1 {{integer constant out of range for attribute}}
"unreg.op"() {v = 300 : i8} : () -> ()
// -----
// expected-error@+1 {{negative integer literal not valid for unsigned integer type}}
"unreg.op"() {v = -1 : ui8} : () -> ()
// -----
// expected-error@+1 {{integer constant out of range for attribute}}
"unreg.op"() {v = -0 : i32} : () -> ()
// -----
// expected-error@+1 {{floating point value not valid for specified type}}
"unreg.op"() {v = 1.5 : i32} : () -> ()
// -----
// expected-error@+1 {{hexadecimal float constant out of range for type}}
"unreg.op"() {v = 0x7FC00000 : f16} : () -> ()
// -----
// expected-error@+1 {{integer literal not valid for specified type}}
"unreg.op"() {v = 1 : tensor<4xi32>} : () -> ()
// -----
// expected-error@+1 {{integer constant out of range for attribute}}
"unreg.op"() {v = 2 : i1} : () -> ()
// -----
// expected-error@+1 {{integer constant out of range for attribute}}
"unreg.op"() {v = 0x1FF : i8} : () -> ()
// -----
// expected-error@+1 {{integer constant out of range for attribute}}
"unreg.op"() {v = 0x80 : si8} : () -> ()
// -----
// expected-error@+1 {{integer constant out of range for attribute}}
"unreg.op"() {v = 0x8000000000000000 : index} : () -> ()
// -----
// expected-error@+1 {{integer constant out of range for attribute}}
"unreg.op"() {v = 1 : i0} : () -> ()
// -----
// expected-error@+1 {{integer constant out of range for attribute}}
"unreg.op"() {v = -129 : i8} : () -> ()
// -----
// expected-error@+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note@+1 {{add a trailing dot to make the literal a float}}
"unreg.op"() {v = 5 : f32} : () -> ()
// -----
// expected-error@+1 {{hexadecimal float literal should not have a leading minus}}
"unreg.op"() {v = -0x3F800000 : f32} : () -> ()
// -----
// expected-error@+1 {{expected constant integer or floating point value}}
"unreg.op"() {v = - x} : () -> ()
// -----
// expected-error@+1 {{expected constant integer or floating point value}}
"unreg.op"() {v = -} : () -> ()
// -----
// expected-error@+1 {{expected non-function type}}
"unreg.op"() {v = 1 : } : () -> ()
// -----
// expected-error@+1 {{expected non-function type}}
"unreg.op"() {v = 1.0 : } : () -> ()
// -----
// expected-error@+1 {{floating point value not valid for specified type}}
"unreg.op"() {v = 1.0 : index} : () -> ()
// -----
// expected-error@+1 {{integer constant out of range for attribute}}
"unreg.op"() {v = 0x12345678901234567 : i64} : () -> ()
