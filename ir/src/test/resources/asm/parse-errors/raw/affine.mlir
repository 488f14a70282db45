"unreg.op"() {v = affine_map<(d0) -> (d1)>} : () -> ()
// -----
"unreg.op"() {v = affine_map<(d0) -> (d0 * d0)>} : () -> ()
// -----
"unreg.op"() {v = affine_map<(d0) -> (d0 floordiv d0)>} : () -> ()
// -----
"unreg.op"() {v = affine_map<(d0) -> (d0 ceildiv d0)>} : () -> ()
// -----
"unreg.op"() {v = affine_map<(d0) -> (d0 mod d0)>} : () -> ()
// -----
"unreg.op"() {v = affine_map<(d0, d0) -> (d0)>} : () -> ()
// -----
"unreg.op"() {v = affine_map<(d0) -> ()} : () -> ()
// -----
"unreg.op"() {v = affine_map<(d0) -> d0>} : () -> ()
// -----
"unreg.op"() {v = affine_map<(d0) ->(d0 +)>} : () -> ()
// -----
"unreg.op"() {v = affine_map<(d0) ->(( ))>} : () -> ()
// -----
"unreg.op"() {v = affine_map<(d0) -> (99999999999999999999)>} : () -> ()
// -----
"unreg.op"() {v = affine_set<(d0) : (d0 > 0)>} : () -> ()
// -----
"unreg.op"() {v = affine_map<(d0) : (d0 >= 0)>} : () -> ()
// -----
"unreg.op"() {v = affine_set<(d0) -> (d0)>} : () -> ()
// -----
"unreg.op"() {v = affine_map<(d0) (d0)>} : () -> ()
// -----
"unreg.op"() {v = affine_map<(1) -> (d0)>} : () -> ()
// -----
"unreg.op"() {v = affine_map<(d0)[s0 -> (d0)>} : () -> ()
// -----
"unreg.op"() {v = affine_map<(d0) -> (* d0)>} : () -> ()
// -----
"unreg.op"() {v = affine_map<(d0) -> (-)>} : () -> ()
// -----
"unreg.op"() {v = affine_map<(d0) -> (d0 d0)>} : () -> ()
// -----
"unreg.op"() {v = affine_map<(d0) -> (d0 + 1>} : () -> ()
// -----
"unreg.op"() {v = affine_map(d0) -> (d0)>} : () -> ()
// -----
"unreg.op"() {v = affine_set<(d0) : (d0 >= 0>} : () -> ()
// -----
"unreg.op"() {v = affine_set<(d0) : (d0 == )>} : () -> ()
// -----
"unreg.op"() {v = affine_map<(d0) -> (d0 + [)>} : () -> ()
