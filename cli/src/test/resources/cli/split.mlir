"my.first"() : () -> ()

// -----

// The second chunk does not parse.
"my.second"(%undefined) : (i32) -> ()

// -----

"my.third"() {note = "third"} : () -> ()
