#!/usr/bin/env python3
"""Regenerates f16-numpy.tsv: IEEE binary16 rounding of doubles by numpy (numpy 2.4.6,
float64.astype(float16), round-to-nearest-even directly from the double), as an independent
reference for NarrowFloat. Columns: double bits (hex), f16 bits (hex)."""
import random
import struct
import numpy as np

rng = random.Random(16)
vals = [0.0, -0.0, 1.0, 0.1, 65504.0, 65519.99, 65520.0, 1e6, -1e6, 2.0 ** -24, 2.0 ** -25,
        2.0 ** -25 * 1.0000001, 2.0 ** -26, 6.1e-5, 6.097555160522461e-05, 3.0 * 2.0 ** -25,
        1.0 + 2.0 ** -11, 1.0 + 3 * 2.0 ** -11, 2049.0, 2051.0, 1e-10, float('inf'), float('-inf')]
for _ in range(1500):
    vals.append(rng.uniform(-1, 1) * 2.0 ** rng.randint(-30, 17))
for _ in range(500):
    h = rng.getrandbits(15)
    lo = float(np.array([h], dtype=np.uint16).view(np.float16)[0])
    hi = float(np.array([h + 1], dtype=np.uint16).view(np.float16)[0])
    if np.isfinite(lo) and np.isfinite(hi):
        vals.append((lo + hi) / 2)
for v in vals:
    d = struct.unpack('<Q', struct.pack('<d', v))[0]
    h = int(np.array([v], dtype=np.float64).astype(np.float16).view(np.uint16)[0])
    print('%016x\t%04x' % (d, h))
