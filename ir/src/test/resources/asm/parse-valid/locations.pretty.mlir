module {
  "unreg.a"() : () -> ()
  "unreg.b"() : () -> ()
  "unreg.c"() : () -> ()
  "unreg.d"() : () -> ()
  "unreg.e"() : () -> ()
  "unreg.f"() : () -> ()
  "unreg.g"() : () -> ()
  "unreg.h"() : () -> ()
  "unreg.i"() : () -> ()
  "unreg.j"() : () -> ()
  "unreg.k"() : () -> ()
  "unreg.l"() : () -> ()
  "unreg.m"() : () -> ()
  "unreg.n"() : () -> ()
  "unreg.o"() : () -> ()
  "unreg.p"() : () -> ()
  "unreg.q"() : () -> ()
  "unreg.r"() ({
  ^bb0(%arg0: i32, %arg1: f32):
    "unreg.s"() : () -> ()
  }) : () -> ()
  "unreg.t"() : () -> ()
}

