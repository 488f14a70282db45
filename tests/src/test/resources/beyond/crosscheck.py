#!/usr/bin/env python3
"""Cross-check of the beyond/ expected outputs: a third computation of every program's result,
in plain Python from the program's description (its header comment), compared number by number
with NAME.expected.out (which tests/record-beyond.sh records from the CPU twin run by real MLIR).
Floats are compared as printMemref prints them (6 significant digits, -0, inf, nan).
Run: python3 tests/src/test/resources/beyond/crosscheck.py   (exit 1 on any difference)."""
import math, os, re, struct, sys
from fractions import Fraction as Fr
D = os.path.dirname(os.path.abspath(__file__))
def f32(x): return struct.unpack('f', struct.pack('f', x))[0]
def i32(x): x &= 0xffffffff; return x - (1 << 32) if x >> 31 else x
def i64(x): x &= (1 << 64) - 1; return x - (1 << 64) if x >> 63 else x
def u32(x): return x & 0xffffffff
def u64(x): return x & ((1 << 64) - 1)
def g(x):
    if isinstance(x, str): return x
    if isinstance(x, float):
        if math.isnan(x): return 'nan'
        if math.isinf(x): return 'inf' if x > 0 else '-inf'
        if x == 0: return '-0' if math.copysign(1, x) < 0 else '0'
        return '%g' % x
    return str(x)
def data(name):
    txt = open(f'{D}/{name}.expected.out').read()
    blocks = re.split(r'Unranked Memref[^\n]*\n', txt)[1:]
    return [re.findall(r'-?[\w.+-]+', b.replace('[', ' ').replace(']', ' ').replace(',', ' ')) for b in blocks]
def rem(a, b): return (abs(a) % abs(b)) * (1 if a >= 0 else -1)  # arith.remsi: sign of the dividend
exp = {}
exp['multi_kernel_one_module'] = [[(i + 5) * 3 + 5 for i in range(8)]]
exp['multi_module_sequence'] = [[(100 - i * i) ** 2 for i in range(6)]]
exp['multi_module_same_kernel_name'] = [[4 * x + 6 for x in [1, 2, 3, 4]]]
exp['multi_kernel_mixed_args'] = [[-i for i in range(8)], [i / 4 for i in range(8)], [(4 * j + 1) / 2 for j in range(4)]]
A0 = [[10 * i + j for j in range(3)] for i in range(2)]
A = [[2 * (x + 1) for x in r] for r in A0][::-1]
exp['multi_module_pingpong_2d'] = [sum(A, []), [x + 1 for x in sum(A, [])]]
exp['ids_1d'] = [[b * 100 + t for b in range(2) for t in range(4)], list(range(8))]
def grid(gd, bd):
    for bz in range(gd[2]):
        for by in range(gd[1]):
            for bx in range(gd[0]):
                for tz in range(bd[2]):
                    for ty in range(bd[1]):
                        for tx in range(bd[0]):
                            yield (bx, by, bz), (tx, ty, tz)
def gid(b, t, bd): return tuple(b[k] * bd[k] + t[k] for k in range(3))
ob = [0] * 72; ot = [0] * 72; lin = [0] * 72
gd, bd = (2, 3, 1), (3, 2, 2)
for b, t in grid(gd, bd):
    gx, gy, gz = gid(b, t, bd); P = gz * 36 + gy * 6 + gx
    ob[P] = b[2] * 100 + b[1] * 10 + b[0]; ot[P] = t[2] * 100 + t[1] * 10 + t[0]
    L = ((b[2] * gd[1] + b[1]) * gd[0] + b[0]) * 12 + (t[2] * bd[1] + t[1]) * bd[0] + t[0]
    lin[L] = P
exp['ids_3d_grid'] = [ob, ot, lin]
out = [0] * 48; fo = [0.0] * 48
for b, t in grid((2, 3, 1), (4, 2, 1)):
    gx, gy, _ = gid(b, t, (4, 2, 1))
    out[gy * 8 + gx] = gy * 100 + gx; fo[gy * 8 + gx] = (b[0] * 10 + b[1]) + (t[0] * 10 + t[1]) * 0.125
exp['ids_2d_memref'] = [out, fo]
dims = [0] * 48; num = [0] * 48
for b, t in grid((3, 2, 1), (2, 2, 2)):
    gx, gy, gz = gid(b, t, (2, 2, 2)); P = gz * 24 + gy * 6 + gx
    dims[P] = 321222; num[P] = ((b[2] * 2 + b[1]) * 3 + b[0]) * 8 + (t[2] * 2 + t[1]) * 2 + t[0]
exp['ids_dims'] = [dims, num]
acc = [0] * 12
for nb in [1, 3, 2]:
    for i in range(nb * 4): acc[i] += nb * 1000 + i
exp['ids_relaunch_grid'] = [acc]
exp['ids_divergent_f32'] = [[(t * 1.5 + b) if t % 2 == 0 else (-b - 0.25 * t) for b in range(4) for t in range(8)]]
pos = [0] * 24; ids = [0] * 24
for b, t in grid((1, 2, 3), (1, 2, 2)):
    gx, gy, gz = gid(b, t, (1, 2, 2))
    pos[gz * 4 + gy] = gz * 10 + gy + 1000 * gx; ids[gz * 4 + gy] = b[1] * 1000 + b[2] * 100 + t[1] * 10 + t[2]
exp['ids_yz'] = [pos, ids]
exp['ids_grid_stride'] = [[i * i for i in range(20)], [i % 8 for i in range(20)]]
exp['ids_multi_module'] = [[i * i + (i // 2) * 1000 for i in range(8)]]
a = list(range(1, 9)); exp['alias_in_place_add'] = [[2 * x for x in a], [4 * x for x in a]]
p = list(range(1, 7)); exp['alias_read_after_write'] = [[2 * x + 1 for x in p], [x + 1 for x in p], [2 * x for x in p]]
exp['alias_three_args'] = [[(x + 1) * 10 for x in [1, 2, 3, 4]], [(x + 1) * 10 + 1000 for x in [1, 2, 3, 4]]]
exp['alias_transpose_in_place'] = [[10 * j + i for i in range(3) for j in range(3)]]
exp['alias_grid_f32'] = [[1.5 * x + 1 for x in range(1, 9)]]
exp['aligned_alloc_host_init'] = [[3 * a + int(2 * f) for a, f in zip([1, 2, 3, 4], [0.5, 1.5, 2.5, 3.5])], [1, 3, 5, 7], [1, 2, 3, 4]]
exp['aligned_alloc_64'] = [[11, 21, 31, 41]]
al = [10 * i for i in range(12)]; al = al[:4] + [2 * x for x in al[4:]]
exp['view_byte_shift'] = [al, al[4:]]
exp['reinterpret_cast_offset'] = [al]
base = [i + 0.5 for i in range(12)]
for r in range(2):
    for c in range(4): base[4 + 4 * r + c] = 2 * base[4 + 4 * r + c] + 10 * r + c
exp['aligned_reinterpret_2d_f32'] = [base, base[4:]]
a = [7, -7, 7, -7, 0, -2**31, 2**31 - 1, 13]; b = [3, 3, -3, -3, 5, 3, -10, 13]
A = [7, -7, 7, -7, 0, -2**63, 2**63 - 1, 10**10]; B = [3, 3, -3, -3, 5, 7, -10, -3]
exp['remsi_i32_i64'] = [[rem(x, y) for x, y in zip(a, b)], [rem(x, y) for x, y in zip(A, B)]]
a = [1, -1, 5, -2**31, 0, 7, -5, 2**31 - 1]; b = [2, 1, -3, 2**31 - 1, -1, 7, -6, -2**31]
A = [1, -1, 2**32, -2**63]; B = [-2, 2, 2**32 - 1, 2**63 - 1]
exp['maxui_minui'] = [[i32(max(u32(x), u32(y))) for x, y in zip(a, b)] + [i32(min(u32(x), u32(y))) for x, y in zip(a, b)],
                      [i64(max(u64(x), u64(y))) for x, y in zip(A, B)] + [i64(min(u64(x), u64(y))) for x, y in zip(A, B)]]
inf = math.inf; nan = math.nan
def maximum(x, y):
    if math.isnan(x) or math.isnan(y): return -999.0
    if x == y == 0: return 0.0 if (math.copysign(1, x) > 0 or math.copysign(1, y) > 0) else -0.0
    return max(x, y)
def minimum(x, y):
    if math.isnan(x) or math.isnan(y): return -999.0
    if x == y == 0: return -0.0 if (math.copysign(1, x) < 0 or math.copysign(1, y) < 0) else 0.0
    return min(x, y)
def maxnum(x, y):
    if math.isnan(x): return y + 0.0
    if math.isnan(y): return x + 0.0
    return max(x, y) + 0.0
def minnum(x, y):
    if math.isnan(x): return y + 0.0
    if math.isnan(y): return x + 0.0
    return min(x, y) + 0.0
a = [1.0, 2.0, -0.0, 0.0, -inf, inf, nan, 1.0]; b = [2.0, 1.0, 0.0, -0.0, 3.0, -5.0, 1.0, nan]
exp['maximumf_minimumf_f32'] = [[fn(x, y) for fn in (maximum, minimum, maxnum, minnum) for x, y in zip(a, b)]]
a = [1.5, -0.0, -inf, nan]; b = [-2.5, 0.0, 1e300, 2.0]
exp['maximumf_minimumf_f64'] = [[fn(x, y) for fn in (maximum, minimum, maxnum, minnum) for x, y in zip(a, b)]]
a = [1.0, nan, 1.0, nan, inf, 0.0, -inf, 2.0]; b = [2.0, 1.0, nan, nan, -inf, -0.0, -inf, 2.0]
A = [nan, 1.0, -0.0, inf]; B = [1.0, 1.0, nan, 5.0]
uno = lambda x, y: int(math.isnan(x) or math.isnan(y))
exp['cmpf_ord_uno'] = [[1 - uno(x, y) for x, y in zip(a, b)] + [uno(x, y) for x, y in zip(a, b)],
                       [1 - uno(x, y) for x, y in zip(A, B)] + [uno(x, y) for x, y in zip(A, B)]]
x = [0.0, 1.0, 2.0, 16.0, -0.0, 1e10, inf, -4.0]; y = [0.0, 1.0, -1.0, 10.0, -20.0, 88.0, 89.0, -inf]
def fexp32(v):
    r = math.exp(v) if v < 709 else inf
    return inf if r > 3.4028235677973366e38 else f32(r)
exp['math_sqrt_exp_f32'] = [[(-999.0 if v < 0 else f32(math.sqrt(f32(v)))) if not v == 0 else v for v in x] + [fexp32(v) for v in y]]
exp['math_sqrt_exp_f64'] = [[math.sqrt(v) for v in [2.0, 1e-300, 1e300, 0.0625]] + [math.exp(v) for v in [1.0, -700.0, 700.0, 0.5]]]
exp['math_absf_floor'] = [['3.5', '2', '0', 'inf', 'nan', 'nan', '1.4013e-45', '1.17549e-38'] + [float(math.floor(v)) if v != 0 and not math.isinf(v) else v for v in [2.5, -2.5, -0.5, 0.5, -0.0, 3.0, -inf, 8388609.0]],
                          [1e300, 0.0, 2.5, 7.0, -2.0, 1e15, 2.0, -0.0]]
# fma: exact rational arithmetic, then one rounding
def fma64(a, b, c): return float(Fr(a) * Fr(b) + Fr(c))
def fma32(a, b, c): return f32(float(Fr(f32(a)) * Fr(f32(b)) + Fr(f32(c))))
e12 = 1 + 2**-12; e11 = 1 + 2**-11; e27 = 1 + 2**-27; e26 = 1 + 2**-26
exp['math_fma'] = [[fma32(2, 3, 4), fma32(-1.5, 2, 0.5), fma32(e12, e12, -e11), fma32(0.1, 10, -1)],
                   [fma64(2, 3, 4), fma64(-1.5, 2, 0.5), fma64(e27, e27, -e26), fma64(0.1, 10, -1)]]
exp['cf_br_loop'] = [[n * (n + 1) // 2 if n > 0 else 0 for n in [0, 1, 2, 3, 4, 10, -5, 100]]]
exp['cf_cond_br_diamond'] = [[-2 * v if v < 0 else v + 100 for v in [5, -3, 0, -1, 7, -100, 20, 12]]]
exp['cf_switch'] = [[{0: 100, 1: 200}.get(v, 1000 * v if v in (5, -7) else -v) for v in [0, 1, 5, -7, 2, -1, 1, 9]]]
exp['math_cf_grid'] = [[f32(math.sqrt(gg)) if gg % 2 else float(math.floor(-0.75 * gg)) if gg else -0.0 for gg in range(8)],
                       [i32(max(u32(rem(gg - 4, 3)), 1)) for gg in range(8)]]
bad = 0
names = sorted(n[:-5] for n in os.listdir(D) if n.endswith('.mlir') and n.count('.') == 1)
for n in names:
    if n not in exp: print('NO CHECK', n); bad += 1; continue
    got = data(n); want = [[g(v) for v in blk] for blk in exp[n]]
    if got != want: print('MISMATCH', n, got, want); bad += 1
print(len(names), 'programs,', bad, 'problems')
sys.exit(1 if bad else 0)
