module {
  "unreg.o"() {i = #foo.bar : i32, j = #foo<"verbose"> : i64, o = #foo.bar<1> : index} : () -> ()
}

