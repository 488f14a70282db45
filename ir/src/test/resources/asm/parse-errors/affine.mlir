// expected-error@+1 {{use of undeclared identifier}}
"unreg.op"() {v = affine_map<(d0) -> (d1)>} : () -> ()
// -----
// expected-error@+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
"unreg.op"() {v = affine_map<(d0) -> (d0 * d0)>} : () -> ()
// -----
// expected-error@+1 {{non-affine expression: right operand of floordiv has to be either a constant or symbolic}}
"unreg.op"() {v = affine_map<(d0) -> (d0 floordiv d0)>} : () -> ()
// -----
// expected-error@+1 {{non-affine expression: right operand of ceildiv has to be either a constant or symbolic}}
"unreg.op"() {v = affine_map<(d0) -> (d0 ceildiv d0)>} : () -> ()
// -----
// expected-error@+1 {{non-affine expression: right operand of mod has to be either a constant or symbolic}}
"unreg.op"() {v = affine_map<(d0) -> (d0 mod d0)>} : () -> ()
// -----
// expected-error@+1 {{redefinition of identifier 'd0'}}
"unreg.op"() {v = affine_map<(d0, d0) -> (d0)>} : () -> ()
// -----
// expected-error@+1 {{expected '>' in affine map}}
"unreg.op"() {v = affine_map<(d0) -> ()} : () -> ()
// -----
// expected-error@+1 {{expected '(' in affine map range}}
"unreg.op"() {v = affine_map<(d0) -> d0>} : () -> ()
// -----
// expected-error@+1 {{missing right operand of binary operator}}
"unreg.op"() {v = affine_map<(d0) ->(d0 +)>} : () -> ()
// -----
// expected-error@+1 {{no expression inside parentheses}}
"unreg.op"() {v = affine_map<(d0) ->(( ))>} : () -> ()
// -----
// expected-error@+1 {{constant too large for index}}
"unreg.op"() {v = affine_map<(d0) -> (99999999999999999999)>} : () -> ()
// -----
// expected-error@+1 {{expected '== affine-expr' or '>= affine-expr' at end of affine constraint}}
"unreg.op"() {v = affine_set<(d0) : (d0 > 0)>} : () -> ()
// -----
// expected-error@+1 {{expected AffineMap, but got IntegerSet}}
"unreg.op"() {v = affine_map<(d0) : (d0 >= 0)>} : () -> ()
// -----
// expected-error@+1 {{expected IntegerSet, but got AffineMap}}
"unreg.op"() {v = affine_set<(d0) -> (d0)>} : () -> ()
// -----
// expected-error@+1 {{expected '->' or ':'}}
"unreg.op"() {v = affine_map<(d0) (d0)>} : () -> ()
// -----
// expected-error@+1 {{expected bare identifier}}
"unreg.op"() {v = affine_map<(1) -> (d0)>} : () -> ()
// -----
// expected-error@+1 {{expected ']' in symbol list}}
"unreg.op"() {v = affine_map<(d0)[s0 -> (d0)>} : () -> ()
// -----
// expected-error@+1 {{missing left operand of binary operator}}
"unreg.op"() {v = affine_map<(d0) -> (* d0)>} : () -> ()
// -----
// expected-error@+2 {{expected affine expression}}
// expected-error@+1 {{missing operand of negation}}
"unreg.op"() {v = affine_map<(d0) -> (-)>} : () -> ()
// -----
// expected-error@+1 {{expected ')' in affine map range}}
"unreg.op"() {v = affine_map<(d0) -> (d0 d0)>} : () -> ()
// -----
// expected-error@+1 {{expected ')' in affine map range}}
"unreg.op"() {v = affine_map<(d0) -> (d0 + 1>} : () -> ()
// -----
// expected-error@+1 {{expected '<' in affine map}}
"unreg.op"() {v = affine_map(d0) -> (d0)>} : () -> ()
// -----
// expected-error@+1 {{expected ')' in integer set constraint list}}
"unreg.op"() {v = affine_set<(d0) : (d0 >= 0>} : () -> ()
// -----
// expected-error@+1 {{expected affine expression}}
"unreg.op"() {v = affine_set<(d0) : (d0 == )>} : () -> ()
// -----
// expected-error@+1 {{missing right operand of binary operator}}
"unreg.op"() {v = affine_map<(d0) -> (d0 + [)>} : () -> ()
