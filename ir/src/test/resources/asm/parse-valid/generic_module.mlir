"builtin.module"() <{sym_name = "m", other = 1}> ({
  "unreg.x"() <{prop_a = 1 : i32}> {attr = [1, 2]} : () -> ()
  "unreg.y"() <{}> : () -> ()
  "unreg.z"() <[1, 2]> : () -> ()
}) {t.a} : () -> ()
