#!/usr/bin/env bash
# Re-records every golden file of tests/src/test/resources/corpus/ from its source with the
# reference (real MLIR 22 through ../shared/reference/mlir22). Idempotent: a second run gives
# identical files. Stops at the first source MLIR rejects (programs, syntax), whose
# --verify-diagnostics check fails (invalid), or that MLIR does not reject (pipeline-errors).
#
#   tests/record-corpus.sh            record everything
#   tests/record-corpus.sh programs   only one part (programs | syntax | invalid | pipeline-errors | stages)
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
    # mlir-opt-22 appends "expected error ... was not produced" for every expected-* comment
    # even without --verify-diagnostics; NAME.plain.stderr is the same run on a copy whose
    # expected-* comments are disabled (same name, lines and columns): the diagnostics alone.
    local tmp; tmp=$(mktemp -d)
    sed -E 's/expected-(error|note|warning|remark)/expected_\1/g' "$n.mlir" > "$tmp/$n.mlir"
    (cd "$tmp" && "$mlir22" opt "$n.mlir" --allow-unregistered-dialect --split-input-file \
      > /dev/null 2> "$n.plain.stderr" || true)
    mv "$tmp/$n.plain.stderr" "$n.plain.stderr"; rm -rf "$tmp"
    echo "invalid/$n"
  done
}

# mlir-runner lists unresolved symbol sets in hash order; sort them so re-recording is stable.
sort_symbol_sets() {
  local line re='^(.*\{ \([^,]*, \{ )([^}]*)( \}\) \})$'
  while IFS= read -r line; do
    if [[ $line =~ $re ]]; then
      local sorted
      sorted=$(tr ',' '\n' <<< "${BASH_REMATCH[2]}" | sed 's/^ *//' | sort | paste -sd, - | sed 's/,/, /g')
      line="${BASH_REMATCH[1]}$sorted${BASH_REMATCH[3]}"
    fi
    printf '%s\n' "$line"
  done
}

record_pipeline_errors() {
  cd "$corpus/pipeline-errors"
  for src in $(sources . "$@"); do
    local n; n=$(basename "$src" .mlir)
    rm -f "$n.stderr" "$n.run.stderr"
    if "$mlir22" lower "$n.mlir" > /dev/null 2> "$n.stderr"; then
      # The lowering succeeds; the failure is at execution (link or parse in mlir-runner).
      rm -f "$n.stderr"
      if "$mlir22" run "$n.mlir" > /dev/null 2> "$n.run.raw"; then
        rm -f "$n.run.raw"
        fail "expected a failure but lowering and running succeeded: pipeline-errors/$n.mlir"
      fi
      sort_symbol_sets < "$n.run.raw" > "$n.run.stderr"; rm -f "$n.run.raw"
    fi
    echo "pipeline-errors/$n"
  done
}

part=${1:-all}; (($#)) && shift
# The module after each pass of --test-spirv-cpu-runner-pipeline, for per-pass tests: stages/NAME.K-PASS.mlir
# is programs/NAME.mlir through the first K passes (the sixth stage is programs/NAME.lowered.mlir).
stage_pipelines=(
  "1-gpu-kernel-outlining|gpu-kernel-outlining"
  "2-convert-gpu-to-spirv|gpu-kernel-outlining,convert-gpu-to-spirv{use-64bit-index=false}"
  "3-spirv-lower-abi-attrs|gpu-kernel-outlining,convert-gpu-to-spirv{use-64bit-index=false},spirv.module(spirv-lower-abi-attrs)"
  "4-spirv-update-vce|gpu-kernel-outlining,convert-gpu-to-spirv{use-64bit-index=false},spirv.module(spirv-lower-abi-attrs,spirv-update-vce)"
  "5-lower-host-to-llvm|gpu-kernel-outlining,convert-gpu-to-spirv{use-64bit-index=false},spirv.module(spirv-lower-abi-attrs,spirv-update-vce),lower-host-to-llvm"
)

record_stages() {
  mkdir -p "$corpus/stages"
  cd "$corpus/programs"
  for src in $(sources . "$@"); do
    local n; n=$(basename "$src" .mlir)
    for entry in "${stage_pipelines[@]}"; do
      local stage=${entry%%|*} pipeline=${entry#*|}
      "$mlir22" opt "$n.mlir" --pass-pipeline="builtin.module($pipeline)" > "../stages/$n.$stage.mlir" \
        || fail "stage $stage failed: programs/$n.mlir"
    done
    echo "stages/$n"
  done
}

case $part in
  programs) record_programs "$@" ;;
  syntax) record_syntax "$@" ;;
  invalid) record_invalid "$@" ;;
  pipeline-errors) record_pipeline_errors "$@" ;;
  stages) record_stages "$@" ;;
  all) record_programs; record_syntax; record_invalid; record_pipeline_errors; record_stages ;;
  *) fail "unknown part $part (programs | syntax | invalid | pipeline-errors | stages | all)" ;;
esac
