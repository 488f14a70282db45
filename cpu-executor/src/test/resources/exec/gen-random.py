#!/usr/bin/env python3
"""Writes src/random_N.mlir: random LLVM-dialect programs that exercise the decoder's fusions
(chains of single-use i32/i64 ops, row-major indices into a global, fmul into fadd, loop
increments) next to values used twice. Shift amounts are masked first, so nothing is poison.
Expected outputs come from mlir-runner-22 (record.sh). Usage: ./gen-random.py SEED..."""
import random
import sys

BIN = ["add", "sub", "mul", "and", "or", "xor", "shl", "lshr", "ashr"]


def program(seed):
    r = random.Random(seed)
    out = [f"// Random program (gen-random.py {seed}): fused and unfused integer chains, a global",
           "// indexed i * 8 + j, fmul/fadd, loops. Results printed with printI64 / printF64.",
           "llvm.func @printI64(i64)", "llvm.func @printF64(f64)", "llvm.func @printNewline()",
           "llvm.mlir.global internal @g() : !llvm.array<64 x i32>",
           "llvm.mlir.global internal @h() : !llvm.array<64 x f64>",
           "llvm.func @kernel(%p0: i32, %p1: i32, %p2: i64, %p3: i64, %x0: f64) {",
           "  %zero = llvm.mlir.constant(0 : i32) : i32",
           "  %one = llvm.mlir.constant(1 : i32) : i32",
           "  %eight = llvm.mlir.constant(8 : i32) : i32",
           "  %m31 = llvm.mlir.constant(31 : i32) : i32",
           "  %m63 = llvm.mlir.constant(63 : i64) : i64",
           "  %ga = llvm.mlir.addressof @g : !llvm.ptr",
           "  %ha = llvm.mlir.addressof @h : !llvm.ptr",
           "  llvm.br ^outer(%zero, %p0, %p2 : i32, i32, i64)",
           "^outer(%i: i32, %acc: i32, %wide: i64):",
           "  %ci = llvm.icmp \"slt\" %i, %eight : i32",
           "  llvm.cond_br %ci, ^inner0, ^exit",
           "^inner0:",
           "  llvm.br ^inner(%zero, %acc, %wide : i32, i32, i64)",
           "^inner(%j: i32, %a: i32, %w: i64):",
           "  %cj = llvm.icmp \"slt\" %j, %eight : i32",
           "  llvm.cond_br %cj, ^body, ^next"]
    n = [0]

    def fresh(prefix):
        n[0] += 1
        return f"%{prefix}{n[0]}"

    body = ["^body:"]
    vals32 = ["%a", "%j", "%i", "%p1"]
    vals64 = ["%w", "%p3"]
    for _ in range(r.randint(8, 14)):
        wide = r.random() < 0.35
        pool = vals64 if wide else vals32
        ty = "i64" if wide else "i32"
        op = r.choice(BIN)
        a = r.choice(pool)
        b = r.choice(pool)
        if op in ("shl", "lshr", "ashr"):
            m = fresh("m")
            body.append(f"  {m} = llvm.and {b}, {'%m63' if wide else '%m31'} : {ty}")
            b = m
        v = fresh("v")
        body.append(f"  {v} = llvm.{op} {a}, {b} : {ty}")
        pool.append(v)
        if r.random() < 0.4:
            pool.remove(v)  # single use coming: only the next op may read it
            op2 = r.choice(["add", "sub", "xor", "or", "mul"])
            v2 = fresh("v")
            body.append(f"  {v2} = llvm.{op2} {r.choice(pool)}, {v} : {ty}")
            pool.append(v2)
    last32 = vals32[-1]
    last64 = vals64[-1]
    body += [f"  %row = llvm.mul %i, %eight : i32",
             f"  %idx = llvm.add %j, %row : i32",
             f"  %gp = llvm.getelementptr %ga[0, %idx] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<64 x i32>",
             f"  %old = llvm.load %gp : !llvm.ptr -> i32",
             f"  %new = llvm.xor %old, {last32} : i32",
             f"  %row2 = llvm.mul %i, %eight : i32",
             f"  %idx2 = llvm.add %j, %row2 : i32",
             f"  %gp2 = llvm.getelementptr %ga[0, %idx2] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<64 x i32>",
             f"  llvm.store %new, %gp2 : i32, !llvm.ptr",
             f"  %fi = llvm.sitofp %new : i32 to f64",
             f"  %row3 = llvm.mul %j, %eight : i32",
             f"  %idx3 = llvm.add %i, %row3 : i32",
             f"  %hp = llvm.getelementptr %ha[0, %idx3] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<64 x f64>",
             f"  %hv = llvm.load %hp : !llvm.ptr -> f64",
             f"  %prod = llvm.fmul %fi, %x0 : f64",
             f"  %sum = llvm.fadd %hv, %prod : f64",
             f"  %row4 = llvm.mul %j, %eight : i32",
             f"  %idx4 = llvm.add %i, %row4 : i32",
             f"  %hp2 = llvm.getelementptr %ha[0, %idx4] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<64 x f64>",
             f"  llvm.store %sum, %hp2 : f64, !llvm.ptr",
             f"  %jn = llvm.add %j, %one : i32",
             f"  llvm.br ^inner(%jn, {last32}, {last64} : i32, i32, i64)",
             "^next:",
             "  %in = llvm.add %i, %one : i32",
             "  llvm.br ^outer(%in, %a, %w : i32, i32, i64)",
             "^exit:",
             "  %accw = llvm.sext %acc : i32 to i64",
             "  llvm.call @printI64(%accw) : (i64) -> ()",
             "  llvm.call @printNewline() : () -> ()",
             "  llvm.call @printI64(%wide) : (i64) -> ()",
             "  llvm.call @printNewline() : () -> ()",
             "  %g5 = llvm.getelementptr %ga[0, 45] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<64 x i32>",
             "  %gv = llvm.load %g5 : !llvm.ptr -> i32",
             "  %gvw = llvm.sext %gv : i32 to i64",
             "  llvm.call @printI64(%gvw) : (i64) -> ()",
             "  llvm.call @printNewline() : () -> ()",
             "  %h5 = llvm.getelementptr %ha[0, 27] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<64 x f64>",
             "  %hv5 = llvm.load %h5 : !llvm.ptr -> f64",
             "  llvm.call @printF64(%hv5) : (f64) -> ()",
             "  llvm.call @printNewline() : () -> ()",
             "  llvm.return",
             "}"]
    main = ["llvm.func @main() {"]
    args = [r.randint(-2**31, 2**31 - 1), r.randint(-1000, 1000), r.randint(-2**63, 2**63 - 1), r.randint(-99, 99)]
    main += [f"  %c0 = llvm.mlir.constant({args[0]} : i32) : i32",
             f"  %c1 = llvm.mlir.constant({args[1]} : i32) : i32",
             f"  %c2 = llvm.mlir.constant({args[2]} : i64) : i64",
             f"  %c3 = llvm.mlir.constant({args[3]} : i64) : i64",
             f"  %c4 = llvm.mlir.constant({r.randint(1, 9)}.25 : f64) : f64",
             "  llvm.call @kernel(%c0, %c1, %c2, %c3, %c4) : (i32, i32, i64, i64, f64) -> ()",
             "  llvm.return", "}"]
    return "\n".join(out + body + main) + "\n"


for seed in sys.argv[1:]:
    with open(f"src/random_{seed}.mlir", "w") as f:
        f.write(program(int(seed)))
