// Alias errors: use of an undefined type or attribute alias, an alias used before its
// definition, duplicate type and attribute aliases, an alias name with a dialect-like dot, an
// alias with no value, an attribute alias used where a type is expected.

// expected-error@+1 {{undefined symbol alias id 'undefined'}}
"unreg.op"() : () -> !undefined

// -----

// expected-error@+1 {{undefined symbol alias id 'undefined'}}
"unreg.op"() {a = #undefined} : () -> ()

// -----

!t = i32
// expected-error@+1 {{redefinition of type alias id 't'}}
!t = i64

// -----

#a = 1
// expected-error@+1 {{redefinition of attribute alias id 'a'}}
#a = 2

// -----

// expected-error@+1 {{type names with a '.' are reserved for dialect-defined names}}
!foo.bar = i32

// -----

#x = 1 : i32
// expected-error@+1 {{undefined symbol alias id 'y'}}
"unreg.op"() {a = #y} : () -> ()
#y = 2

// -----

// expected-error@+1 {{expected non-function type}}
!t =

// -----

#a = i32
// expected-error@+1 {{expected non-function type}}
"unreg.op"() : () -> #a

// -----

#loc = loc("a":1:2)
// expected-error@+1 {{redefinition of attribute alias id 'loc'}}
#loc = loc("b":1:2)
