#!/usr/bin/env python3
"""Records what mlir-opt-22 prints for the valid inputs in raw/*.mlir.

For each raw/NAME.mlir writes NAME.mlir (the input), NAME.generic.mlir (its generic form),
NAME.debuginfo.mlir (generic form with locations) and NAME.pretty.mlir (mlir-opt's default form). Run from this directory with mlir-opt-22
installed:  python3 generate.py
"""
import os
import shutil
import subprocess
import sys

OPT = ["mlir-opt-22", "--allow-unregistered-dialect"]

for raw in sorted(os.listdir("raw")):
    if not raw.endswith(".mlir"):
        continue
    shutil.copy(os.path.join("raw", raw), raw)
    base = raw[:-len(".mlir")]
    outputs = ((".generic.mlir", ["--mlir-print-op-generic"]),
               (".debuginfo.mlir", ["--mlir-print-op-generic", "--mlir-print-debuginfo"]),
               (".pretty.mlir", []))
    for suffix, extra in outputs:
        r = subprocess.run(OPT + extra + [raw], capture_output=True, text=True)
        if r.returncode != 0:
            print(f"{raw}: mlir-opt failed:\n{r.stderr}", file=sys.stderr)
            continue
        with open(base + suffix, "w") as f:
            f.write(r.stdout)
    print(f"{raw}: recorded")
