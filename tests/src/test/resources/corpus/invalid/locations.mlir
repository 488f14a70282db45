// Malformed locations: an identifier that is no location kind, a non-integer line, a call
// site without `at`, an empty fused list, an undefined location alias, an alias to an
// attribute that is not a location, a range with nothing after `to`, an unclosed loc(.

// expected-error@+1 {{expected location instance}}
"unreg.op"() : () -> () loc(foo)

// -----

// expected-error@+1 {{expected integer line number in FileLineColRange}}
"unreg.op"() : () -> () loc("a":x:1)

// -----

// expected-error@+1 {{expected 'at' in callsite location}}
"unreg.op"() : () -> () loc(callsite("a" "b"))

// -----

// expected-error@+1 {{expected location instance}}
"unreg.op"() : () -> () loc(fused[)

// -----

// expected-error@+1 {{operation location alias was never defined}}
"unreg.op"() : () -> () loc(#undefined_loc)

// -----

#notloc = 1
// expected-error@+1 {{expected location, but found '1 : i64'}}
"unreg.op"() : () -> () loc(#notloc)

// -----

// expected-error@+1 {{expected either integer or `:` post `to` in FileLineColRange}}
"unreg.op"() : () -> () loc("a":1:2 to 5)

// -----

// expected-error@+1 {{expected ')' in location}}
"unreg.op"() : () -> () loc("a":1 to 5:6)
