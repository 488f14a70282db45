"my.op"() : () -> ()
"my.other"(%x) : (i32) -> ()
