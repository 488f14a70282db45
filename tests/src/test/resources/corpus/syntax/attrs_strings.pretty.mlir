module {
  "unreg.strings"() {"key with \22quote\22", "quoted key" = 1 : i32, s0 = "", s1 = "plain text", s10 = "carriage\0Dreturn", s11 = "   leading and trailing   ", s12 = "#not_an_attr %not_a_value ^not_a_block @not_a_symbol", s2 = "quote \22 inside", s3 = "back\\slash", s4 = "newline\0Aand\09tab", s5 = "hex \00 \01 \1F \7F \FF", s6 = "\C3\BCn\C3\AFc\C3\B6d\C3\A9 \E2\86\92 \CE\BB \E2\9C\93", s7 = "\E2\9C\93 escaped utf8", s8 = "typed" : i32, s9 = "mixed \22\\\0A\09\22\\ end"} : () -> ()
  "unreg.op with spaces"() : () -> ()
  "unreg.symbols"() {ref = @"quoted symbol", ref2 = @"sym\0Awith newline", sym_name = "a name with \22quotes\22"} : () -> ()
  func.func private @"weird name!"(i32)
  "unreg.call"() {callee = @"weird name!"} : () -> ()
}

