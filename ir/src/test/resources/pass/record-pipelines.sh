#!/usr/bin/env bash
# Records pipelines.expected from pipelines.list with real MLIR 22: for each pipeline P (one per
# line), what `mlir-opt-22 empty.mlir --pass-pipeline=P --dump-pass-pipeline -o /dev/null` writes
# on stderr and its exit code. mlir-opt's own passes cse, canonicalize, symbol-dce, print-ir and
# affine-loop-invariant-code-motion have stand-ins with the same names, anchors and options in
# PipelineTestPasses.java. Run from this directory: ./record-pipelines.sh
set -euo pipefail
cd "$(dirname "$0")"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
echo 'module {}' > "$tmp/empty.mlir"
{
  echo "# Recorded by record-pipelines.sh with $(mlir-opt-22 --version | grep -o 'LLVM version [0-9.]*')."
  while IFS= read -r p || [[ -n $p ]]; do
    echo "=== [$p]"
    set +e
    mlir-opt-22 "$tmp/empty.mlir" --pass-pipeline="$p" --dump-pass-pipeline -o /dev/null 2>"$tmp/err"
    rc=$?
    set -e
    cat "$tmp/err"
    echo "--- exit $rc"
  done < pipelines.list
} > pipelines.expected
