// func.func (visibility, declarations with argument/result attributes, bodies), arith.constant
// names, arith.select, cf.switch. Non-custom ops are unregistered ("unreg.*") or terminators.
func.func private @decl(i32 {my.a}, f32) -> (i32 {my.z}) attributes {llvm.emit_c_interface}
func.func nested @decl2(memref<4xi32>) -> (i32, f32)
func.func private @fnres() -> ((i32) -> i32)
func.func private @none()
func.func @body(%a: i32 {my.a}, %b: f32 loc("x.mlir":3:4)) -> (i32, f32) attributes {foo = 1 : i32} {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  %i0 = arith.constant 0 : i32
  %im1 = arith.constant -1 : i32
  %big = arith.constant 4294967295 : i32
  %t = arith.constant true
  %f = arith.constant false
  %fl = arith.constant 1.5 : f32
  %fd = arith.constant 2.0 : f64
  %cv = arith.constant dense<1> : vector<4xi32>
  %ci8 = arith.constant 7 : i8
  %ci64 = arith.constant 9 : i64
  %ci0 = arith.constant 0 : i32
  %cattr = arith.constant {my.attr} 3 : i16
  %cond = "unreg.cond"() : () -> i1
  %sel = arith.select %cond, %a, %i0 : i32
  %vc = "unreg.vcond"() : () -> vector<4xi1>
  %vsel = arith.select %vc, %cv, %cv {my.sel} : vector<4xi1>, vector<4xi32>
  "unreg.use"(%c0, %c10, %im1, %big, %t, %f, %fl, %fd, %ci8, %ci64, %ci0, %cattr, %sel, %vsel) : (index, index, i32, i32, i1, i1, f32, f64, i8, i64, i32, i16, i32, vector<4xi32>) -> ()
  cf.switch %a : i32, [
    default: ^bb1(%a : i32),
    42: ^bb1(%i0 : i32),
    -5: ^bb2
  ]
^bb1(%v: i32):
  cf.switch %v : i32, [
    default: ^bb2
  ] {my.sw}
^bb2:
  return %a, %b : i32, f32
}
