#!/usr/bin/env bash
# Regenerates printf-g.tsv: glibc's printf("%g") and ("%f") of chosen and random doubles
# (and of float values widened to double, as printf("%g", f) and std::ostream << f print them).
set -euo pipefail
cd "$(dirname "$0")"
gcc -O1 -o /tmp/printf-g printf-g.c
python3 - <<'PY' | /tmp/printf-g > printf-g.tsv
import random, struct
def d(x): return struct.unpack('<Q', struct.pack('<d', x))[0]
def f(x): return d(struct.unpack('<f', struct.pack('<f', x))[0])
vals = [0.0, -0.0, 1.0, -1.0, 0.5, 2.0, 10.0, 100000.0, 999999.0, 1e6, 999999.5, 9999995.0,
        123456.5, 1234565.0, 1234575.0, 0.1, 0.2, 0.3, 1e-4, 1e-5, 9.99999e-5, 9.999995e-5,
        0.0001234565, 0.00012345650000000001, 1e100, 1e-300, 5e-324, 1.7976931348623157e308,
        2.2250738585072014e-308, 3.14159265358979, 2.718281828459045, 6.02214076e23, -1.5e-7,
        123.456, 0.000999999, 0.0009999995, 99999.95, 99999.949999, 1e15, 1e16, 12345678.0,
        float('inf'), float('-inf')]
bits = [d(v) for v in vals] + [0x7ff8000000000000, 0xfff8000000000000, 0x7ff0000000000001]
fl = [1e-5, 1234567.0, 0.1, 3.4028234663852886e38, 1.401298464324817e-45, 16777216.0, 7.7,
      3.14159265, 65504.0, 0.0999755859375]
bits += [f(v) for v in fl]
rng = random.Random(42)
for _ in range(300):
    e = rng.randint(-40, 40)
    bits.append(d(rng.uniform(1, 10) * 10.0 ** e * rng.choice([1, -1])))
for _ in range(200):
    bits.append(f(rng.uniform(1, 10) * 10.0 ** rng.randint(-12, 12)))
for _ in range(100):
    bits.append(d(round(rng.uniform(0, 2e6)) + rng.choice([0, 0.5, 0.25])))
for _ in range(100):
    bits.append(rng.getrandbits(64))
for b in bits: print('%016x' % b)
PY
