!t = i32
!t = i64
// -----
#a = 1
#a = 2
// -----
!foo.bar = i32
// -----
#foo.bar = 1
// -----
!t i32
// -----
#a 1
// -----
!t =
// -----
#a =
// -----
"unreg.op"() : () -> !undefined
// -----
"unreg.op"() {v = #undefined} : () -> ()
// -----
{-# unknown_key: {} #-}
// -----
{-# 1 #-}
// -----
{-# external_resources #-}
// -----
{-# dialect_resources: { foo: {} } #-}
// -----
"unreg.op"() {v = #x} : () -> ()
#x = 1
