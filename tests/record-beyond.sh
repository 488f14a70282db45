#!/usr/bin/env bash
# Re-records the expected outputs of tests/src/test/resources/beyond/ (programs for what rw's own
# pipeline, `rw opt --spirv-cpu-runner-pipeline`, must do beyond MLIR's SPIR-V CPU runner). See
# beyond/README.md. For every GPU program NAME.mlir:
#
#   NAME.expected.out  from the CPU twin NAME.cpu.mlir (no gpu dialect: each kernel is a func.func
#                      taking its ids as arguments, called from scf.for loops over the grid) run by
#                      real MLIR 22 through a CPU-only pipeline (CPU_PASSES below) and mlir-runner-22;
#                      the buffer address is replaced by 0xADDR. When there is no twin, the file is
#                      written by hand from the arithmetic in the program's header (the script
#                      only checks that it exists).
#   NAME.mlir22.txt    what MLIR's own runner does with the GPU program (`mlir22 lower` / `mlir22
#                      run`): its diagnostics, or its (wrong) output compared with NAME.expected.out.
#   NAME.pretty.mlir   mlir-opt-22's pretty form of NAME.mlir (`mlir22 opt NAME.mlir`, no passes)
#   NAME.generic.mlir  mlir-opt-22's generic form of NAME.mlir (`mlir22 generic NAME.mlir`)
#                      (both checked against `rw opt` by tests/.../BeyondSyntaxTest.java)
#
# Also checks that mlir-opt-22 parses and verifies NAME.mlir and NAME.cpu.mlir, and at the end runs
# beyond/crosscheck.py (every expected output recomputed in plain Python from the headers).
# Idempotent: MLIR runs each program RUNS times and NAME.mlir22.txt lists its distinct outcomes
# (one, normally); for aligned_* programs, whose outcome under MLIR depends on where malloc puts
# the buffers, it runs 20 times and records the most frequent outcome.
#
#   tests/record-beyond.sh              record every program
#   tests/record-beyond.sh NAME...      only the named programs
#
# Environment: MLIR22 (default: ../shared/reference/mlir22 next to the repository), RUNS (default 3).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
dir=$here/src/test/resources/beyond
mlir22=${MLIR22:-$(cd "$here/../.." && pwd)/shared/reference/mlir22}
runs=${RUNS:-3}
[[ -x $mlir22 ]] || { echo "record-beyond: reference script not found: $mlir22 (set MLIR22)" >&2; exit 2; }
export LC_ALL=C
lib=/usr/lib/llvm-22/lib

# The CPU-only lowering of a twin: scf loops to cf, math ops to LLVM intrinsics, memref
# (alloc with alignment, view, reinterpret_cast, strided layouts) to LLVM, then the rest.
CPU_PASSES=(--convert-scf-to-cf --convert-math-to-llvm --expand-strided-metadata --lower-affine
  --finalize-memref-to-llvm --convert-arith-to-llvm --convert-func-to-llvm --convert-cf-to-llvm
  --reconcile-unrealized-casts)

fail() { echo "record-beyond: $*" >&2; exit 1; }
normalise() { sed -E 's/base@ = 0x[0-9a-f]+/base@ = 0xADDR/'; }

# mlir-runner lists unresolved symbol sets in hash order; sort them so re-recording is stable.
sort_symbol_sets() {
  local line re1='^(.*\{ \([^,]*, \{ )([^}]*)( \}\) \})$' re2='^(.*Symbols not found: \[ )(.*)( \])$'
  while IFS= read -r line; do
    local re
    for re in "$re1" "$re2"; do
      if [[ $line =~ $re ]]; then
        local sorted
        sorted=$(tr ',' '\n' <<< "${BASH_REMATCH[2]}" | sed 's/^ *//' | sort | paste -sd, - | sed 's/,/, /g')
        line="${BASH_REMATCH[1]}$sorted${BASH_REMATCH[3]}"
      fi
    done
    printf '%s\n' "$line"
  done
}

sources() {
  if (($#)); then
    for n in "$@"; do echo "${n%.mlir}.mlir"; done
    return
  fi
  find . -maxdepth 1 -name '*.mlir' ! -name '*.*.mlir' -printf '%f\n' | sort
}

record_expected() {
  local n=$1
  if [[ ! -f $n.cpu.mlir ]]; then
    [[ -s $n.expected.out ]] || fail "$n: neither a CPU twin $n.cpu.mlir nor a hand-written $n.expected.out"
    return
  fi
  mlir-opt-22 "$n.cpu.mlir" "${CPU_PASSES[@]}" > "$n.cpu.ll.mlir.tmp" || fail "$n.cpu.mlir: CPU lowering failed"
  mlir-runner-22 -e main --entry-point-result=void \
    --shared-libs="$lib/libmlir_runner_utils.so.22.1,$lib/libmlir_c_runner_utils.so.22.1" \
    < "$n.cpu.ll.mlir.tmp" | normalise > "$n.expected.out.tmp" || fail "$n.cpu.mlir: mlir-runner-22 failed"
  rm -f "$n.cpu.ll.mlir.tmp"
  mv "$n.expected.out.tmp" "$n.expected.out"
}

# One run of MLIR's runner on the GPU program, described in the file $2: a verdict line, then
# its stdout and stderr (symbol lists sorted).
mlir_run_once() {
  local n=$1 out=$2 rc=0
  "$mlir22" run "$n.mlir" > "$out.stdout" 2> "$out.stderr.raw" || rc=$?
  {
    if ((rc != 0)); then echo "# mlir22 run (mlir-runner-22): FAILS (exit $rc)"
    elif cmp -s "$out.stdout" "$n.expected.out"; then echo "# mlir22 run (mlir-runner-22): exit 0, stdout EQUALS $n.expected.out"
    else echo "# mlir22 run (mlir-runner-22): exit 0, stdout DIFFERS from $n.expected.out (wrong result)"; fi
    if [[ -s $out.stdout ]]; then echo "# stdout:"; cat "$out.stdout"; fi
    if [[ -s $out.stderr.raw ]]; then echo "# stderr:"; sort_symbol_sets < "$out.stderr.raw"; fi
  } > "$out"
  rm -f "$out.stdout" "$out.stderr.raw"
}

# Programs with aligned allocations: MLIR's result depends on where malloc puts the buffer.
runs_for() { if [[ $1 == aligned_* ]] && ((runs < 20)); then echo 20; else echo "$runs"; fi; }

record_mlir22() {
  local n=$1 tmp; tmp=$(mktemp -d)
  {
    echo "# What MLIR 22's own SPIR-V CPU runner does with $n.mlir (recorded by tests/record-beyond.sh)."
    if ! "$mlir22" lower "$n.mlir" > /dev/null 2> "$tmp/lower.stderr"; then
      echo "# mlir22 lower (mlir-opt-22 --test-spirv-cpu-runner-pipeline): FAILS; its stderr:"
      cat "$tmp/lower.stderr"
    else
      echo "# mlir22 lower: succeeds."
      local k count; count=$(runs_for "$n")
      for ((k = 0; k < count; k++)); do mlir_run_once "$n" "$tmp/run$k"; done
      if [[ $n == aligned_* ]]; then
        # Where malloc puts a buffer decides whether its aligned and allocated pointers coincide,
        # and so what MLIR prints (rarely, uninitialised memory): keep the most frequent outcome.
        echo "# NOTE: MLIR's outcome depends on where malloc puts the buffers; the most frequent of $count runs:"
        local top; top=$(cd "$tmp" && md5sum run* | sort -k1,1 | uniq -c -w32 | sort -k1,1nr -k2,2 | head -1 | awk '{print $3}')
        cat "$tmp/$top"
      else
        # Distinct outcomes, in a stable order (by content hash); normally there is just one.
        local distinct; distinct=$(cd "$tmp" && md5sum run* | sort -k1,1 -u | awk '{print $2}')
        if (($(wc -l <<< "$distinct") > 1)); then
          echo "# NOTE: MLIR's outcome varied over $count runs; the distinct outcomes follow."
        fi
        local f; for f in $distinct; do cat "$tmp/$f"; done
      fi
    fi
  } > "$tmp/txt"
  mv "$tmp/txt" "$n.mlir22.txt"; rm -rf "$tmp"
}

cd "$dir"
for src in $(sources "$@"); do
  n=$(basename "$src" .mlir)
  [[ -f $n.mlir ]] || fail "no such program: beyond/$n.mlir"
  mlir-opt-22 "$n.mlir" > /dev/null || fail "mlir-opt-22 rejects beyond/$n.mlir"
  if [[ -f $n.cpu.mlir ]]; then mlir-opt-22 "$n.cpu.mlir" > /dev/null || fail "mlir-opt-22 rejects beyond/$n.cpu.mlir"; fi
  "$mlir22" opt "$n.mlir" > "$n.pretty.mlir" || fail "$n: mlir22 opt failed"
  "$mlir22" generic "$n.mlir" > "$n.generic.mlir" || fail "$n: mlir22 generic failed"
  record_expected "$n"
  record_mlir22 "$n"
  echo "beyond/$n"
done
# A third computation of every expected output, in plain Python from the programs' headers.
python3 crosscheck.py || fail "crosscheck.py: an expected output differs from the stated arithmetic"
