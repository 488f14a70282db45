module {
  "unreg.s"() {a = "", b = "q\22q", c = "b\\s", d = "n\0At\09", e = "\00\01\7F\80\FF", f = "\C3\BCn\C3\AF \E2\86\92 \CE\BB", g = "typed" : i32, h = "tensor" : tensor<2xi8>, i = "#%^@!<>{}()[]", "k\22q" = 1 : i64, "key with space"} : () -> ()
  "unreg.sym"() {a = @s, b = @"quoted name", c = @a::@b::@c, d = @"x y"::@z, e = [@a, @b::@c], f = @a.b$c_d} : () -> ()
  "unreg.op with \22spaces\22"() : () -> ()
}

