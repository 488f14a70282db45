#!/usr/bin/env bash
# Re-records every golden file of tests/src/test/resources/corpus/ from its source with the
# reference (real MLIR 22 through ../shared/reference/mlir22). Idempotent: a second run gives
# identical files. Stops at the first source MLIR rejects (programs, syntax) or whose
# --verify-diagnostics check fails (invalid).
#
#   tests/record-corpus.sh            record everything
#   tests/record-corpus.sh programs   only one part (programs | syntax | invalid)
#   tests/record-corpus.sh programs add_i32_1d   only the named sources of that part
#
# Environment: MLIR22 (default: ../shared/reference/mlir22 next to the repository).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
corpus=$here/src/test/resources/corpus
mlir22=${MLIR22:-$(cd "$here/../.." && pwd)/shared/reference/mlir22}
[[ -x $mlir22 ]] || { echo "record-corpus: reference script not found: $mlir22 (set MLIR22)" >&2; exit 2; }
export LC_ALL=C

# Sources of a part: NAME.mlir that are not themselves recorded outputs.
sources() {
  local dir=$1; shift
  if (($#)); then
    for n in "$@"; do echo "$dir/${n%.mlir}.mlir"; done
    return
  fi
  find "$dir" -maxdepth 1 -name '*.mlir' ! -name '*.*.mlir' | sort
}

fail() { echo "record-corpus: $*" >&2; exit 1; }

record_programs() {
  cd "$corpus/programs"
  for src in $(sources . "$@"); do
    local n; n=$(basename "$src" .mlir)
    "$mlir22" generic "$n.mlir" > "$n.generic.mlir" || fail "generic failed: programs/$n.mlir"
    "$mlir22" lower "$n.mlir" > "$n.lowered.mlir" || fail "lower failed: programs/$n.mlir"
    "$mlir22" opt "$n.mlir" --test-spirv-cpu-runner-pipeline --mlir-print-op-generic \
      > "$n.lowered.generic.mlir" || fail "lower (generic) failed: programs/$n.mlir"
    "$mlir22" run "$n.mlir" > "$n.run.out" || fail "run failed: programs/$n.mlir"
    echo "programs/$n"
  done
}

record_syntax() {
  cd "$corpus/syntax"
  for src in $(sources . "$@"); do
    local n; n=$(basename "$src" .mlir)
    "$mlir22" opt "$n.mlir" --allow-unregistered-dialect --mlir-print-op-generic \
      > "$n.generic.mlir" || fail "generic failed: syntax/$n.mlir"
    "$mlir22" opt "$n.mlir" --allow-unregistered-dialect > "$n.pretty.mlir" \
      || fail "pretty failed: syntax/$n.mlir"
    "$mlir22" opt "$n.mlir" --allow-unregistered-dialect --mlir-print-op-generic \
      --mlir-print-debuginfo > "$n.debuginfo.mlir" || fail "debuginfo failed: syntax/$n.mlir"
    # The generic form must be a fixed point of parse + print.
    "$mlir22" opt "$n.generic.mlir" --allow-unregistered-dialect --mlir-print-op-generic \
      | cmp -s - "$n.generic.mlir" || fail "generic form does not round-trip: syntax/$n.mlir"
    echo "syntax/$n"
  done
}

record_invalid() {
  cd "$corpus/invalid"
  for src in $(sources . "$@"); do
    local n; n=$(basename "$src" .mlir)
    "$mlir22" opt "$n.mlir" --allow-unregistered-dialect --split-input-file \
      --verify-diagnostics > /dev/null || fail "--verify-diagnostics failed: invalid/$n.mlir"
    # Without --verify-diagnostics: the diagnostics as a user sees them (exit code is non-zero).
    "$mlir22" opt "$n.mlir" --allow-unregistered-dialect --split-input-file \
      > /dev/null 2> "$n.stderr" || true
    [[ -s $n.stderr ]] || fail "no diagnostic at all: invalid/$n.mlir"
    echo "invalid/$n"
  done
}

part=${1:-all}; (($#)) && shift
case $part in
  programs) record_programs "$@" ;;
  syntax) record_syntax "$@" ;;
  invalid) record_invalid "$@" ;;
  all) record_programs; record_syntax; record_invalid ;;
  *) fail "unknown part $part (programs | syntax | invalid | all)" ;;
esac
