#!/usr/bin/env python3
"""Records the parse errors of MLIR 22 for the cases in raw/*.mlir.

For each raw/NAME.mlir (chunks separated by `// -----`), writes NAME.mlir with MLIR's
`// expected-error@+N {{...}}` annotations (put at the top of each chunk) and NAME.stderr with
the diagnostic lines mlir-opt-22 prints for it (`file:line:col: severity: message`).
Needs mlir-opt-22 (see ../../../../../../shared/reference/mlir22). Run from this directory:
    python3 generate.py
"""
import os
import re
import subprocess
import sys
import tempfile

MARKER = "// -----"
DIAG = re.compile(r"^(?:[^:]*):(\d+):(\d+): (error|note|warning): (.*)$")
OPT = ["mlir-opt-22", "--allow-unregistered-dialect", "--mlir-print-op-generic"]


def diagnostics(text, name):
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, name)
        with open(path, "w") as f:
            f.write(text)
        r = subprocess.run(OPT + [path], capture_output=True, text=True, cwd=d)
    out = []
    for line in r.stderr.splitlines():
        m = DIAG.match(line)
        if m:
            out.append((int(m.group(1)), int(m.group(2)), m.group(3), m.group(4)))
    return r.returncode, out


def annotate(chunk, name):
    """The chunk with one annotation line per diagnostic at its top."""
    _, first = diagnostics(chunk, name)
    lines = chunk.split("\n")
    head, body = lines[:1], lines[1:]
    k = len(first)
    placeholder = "\n".join(head + ["// placeholder"] * k + body)
    code, diags = diagnostics(placeholder, name)
    if not diags:
        print(f"warning: a chunk of {name} parses without error:\n{chunk}", file=sys.stderr)
        return chunk
    if len(diags) != k:
        print(f"warning: diagnostics changed with annotations in {name}", file=sys.stderr)
    notes = []
    for i, (line, _col, sev, msg) in enumerate(diags):
        at = 2 + i  # line of this annotation (line 1 is the marker's remnant)
        msg = msg.split("\0")[0]
        offset = line - at
        where = "" if offset == 0 else (f"@+{offset}" if offset > 0 else f"@{offset}")
        notes.append(f"// expected-{sev}{where} {{{{{msg}}}}}")
    return "\n".join(head + notes + body)


def main():
    for raw in sorted(os.listdir("raw")):
        if not raw.endswith(".mlir"):
            continue
        with open(os.path.join("raw", raw)) as f:
            text = f.read()
        chunks = text.split(MARKER)
        out = [annotate(c if i > 0 else "\n" + c, raw)[(0 if i > 0 else 1):] for i, c in enumerate(chunks)]
        annotated = MARKER.join(out)
        with open(raw, "w") as f:
            f.write(annotated)
        # mlir-opt-22 checks annotations even without --verify-diagnostics: hide them (same length)
        with tempfile.TemporaryDirectory() as d:
            hidden = os.path.join(d, raw)
            with open(hidden, "w") as f:
                f.write(annotated.replace("// expected-", "// EXPECTED-"))
            r = subprocess.run(OPT + ["--split-input-file", raw], capture_output=True, text=True, cwd=d)
        with open(raw.replace(".mlir", ".stderr"), "w") as f:
            for line in r.stderr.splitlines():
                if DIAG.match(line):
                    f.write(line + "\n")
        v = subprocess.run(OPT + ["--split-input-file", "--verify-diagnostics", raw],
                           capture_output=True, text=True)
        status = "ok" if v.returncode == 0 else "VERIFY FAILED:\n" + v.stderr[:2000]
        print(f"{raw}: {len(chunks)} cases, {status}")


if __name__ == "__main__":
    main()
