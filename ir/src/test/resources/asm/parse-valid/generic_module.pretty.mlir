module @m attributes {t.a} {
  "unreg.x"() <{prop_a = 1 : i32}> {attr = [1, 2]} : () -> ()
  "unreg.y"() <{}> : () -> ()
  "unreg.z"() <[1, 2]> : () -> ()
}

