"unreg.s"() {a = "", b = "q\"q", c = "b\\s", d = "n\nt\t", e = "\00\01\7f\80\ff", f = "ünï → λ", g = "typed" : i32, h = "tensor" : tensor<2xi8>, "key with space" = unit, "k\"q" = 1, i = "#%^@!<>{}()[]"} : () -> ()
"unreg.sym"() {a = @s, b = @"quoted name", c = @a::@b::@c, d = @"x y"::@"z", e = [@a, @b::@c], f = @a.b$c_d} : () -> ()
"unreg.op with \"spaces\""() : () -> ()
