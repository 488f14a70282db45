// expected-error@+2 {{redefinition of type alias id 't'}}
!t = i32
!t = i64
// -----
// expected-error@+2 {{redefinition of attribute alias id 'a'}}
#a = 1
#a = 2
// -----
// expected-error@+1 {{type names with a '.' are reserved for dialect-defined names}}
!foo.bar = i32
// -----
// expected-error@+1 {{attribute names with a '.' are reserved for dialect-defined names}}
#foo.bar = 1
// -----
// expected-error@+1 {{expected '=' in type alias definition}}
!t i32
// -----
// expected-error@+1 {{expected '=' in attribute alias definition}}
#a 1
// -----
// expected-error@+1 {{expected non-function type}}
!t =
// -----
// expected-error@+1 {{expected attribute value}}
#a =
// -----
// expected-error@+1 {{undefined symbol alias id 'undefined'}}
"unreg.op"() : () -> !undefined
// -----
// expected-error@+1 {{undefined symbol alias id 'undefined'}}
"unreg.op"() {v = #undefined} : () -> ()
// -----
// expected-error@+1 {{unknown key 'unknown_key' in file metadata dictionary}}
{-# unknown_key: {} #-}
// -----
// expected-error@+1 {{expected identifier key in file metadata dictionary}}
{-# 1 #-}
// -----
// expected-error@+1 {{expected ':'}}
{-# external_resources #-}
// -----
// expected-error@+1 {{dialect 'foo' is unknown}}
{-# dialect_resources: { foo: {} } #-}
// -----
// expected-error@+1 {{undefined symbol alias id 'x'}}
"unreg.op"() {v = #x} : () -> ()
#x = 1
