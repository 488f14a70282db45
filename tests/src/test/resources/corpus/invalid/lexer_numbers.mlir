// Bad integer and float literals: incomplete hex and exponent forms, values out of range for
// their type, negative values for unsigned types, floats for integer types, hexadecimal float
// bit patterns of the wrong width.

// expected-error@+1 {{expected '}' in attribute dictionary}}
"unreg.op"() {v = 0x} : () -> ()

// -----

// expected-error@+1 {{expected '}' in attribute dictionary}}
"unreg.op"() {v = 1.5e} : () -> ()

// -----

// expected-error@+1 {{expected '}' in attribute dictionary}}
"unreg.op"() {v = 1e5} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range for attribute}}
"unreg.op"() {v = 99999999999999999999 : i64} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range for attribute}}
"unreg.op"() {v = 300 : i8} : () -> ()

// -----

// expected-error@+1 {{negative integer literal not valid for unsigned integer type}}
"unreg.op"() {v = -1 : ui8} : () -> ()

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
