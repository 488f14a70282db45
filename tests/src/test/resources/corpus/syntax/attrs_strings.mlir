// attrs_strings: string attributes with escapes: quotes, backslash, \n, \t, hexadecimal
// escapes of control and non-ASCII bytes, raw UTF-8 text, empty strings, strings with a type,
// and strings as dictionary keys (quoted attribute names) and as op names.
"unreg.strings"() {
  s0 = "",
  s1 = "plain text",
  s2 = "quote \" inside",
  s3 = "back\\slash",
  s4 = "newline\nand\ttab",
  s5 = "hex \00 \01 \1F \7F \FF",
  s6 = "ünïcödé → λ ✓",
  s7 = "\E2\9C\93 escaped utf8",
  s8 = "typed" : i32,
  s9 = "mixed \"\\\n\t\22\5C end",
  s10 = "carriage\0Dreturn",
  s11 = "   leading and trailing   ",
  s12 = "#not_an_attr %not_a_value ^not_a_block @not_a_symbol",
  "quoted key" = 1 : i32,
  "key with \"quote\"" = unit
} : () -> ()
"unreg.op with spaces"() : () -> ()
"unreg.symbols"() {sym_name = "a name with \"quotes\"", ref = @"quoted symbol", ref2 = @"sym\nwith newline"} : () -> ()
func.func private @"weird name!"(i32)
"unreg.call"() {callee = @"weird name!"} : () -> ()
