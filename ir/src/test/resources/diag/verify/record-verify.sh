#!/usr/bin/env bash
# Records, for each NAME.mlir here, what mlir-opt-22 writes on stderr
#   NAME.diags   without --verify-diagnostics (the diagnostics as a user sees them; MLIR 22 then
#                reports every designator as not produced, and exits 1 only for real errors)
#   NAME.verify  with --verify-diagnostics, followed by a line "exit N"
# Both runs use --split-input-file and --mlir-print-op-on-diagnostic=false (the verifying run
# turns the "see current operation" notes off by itself) plus the flags of a first line
# "// ARGS: ...". Run from this directory: ./record-verify.sh
set -uo pipefail
cd "$(dirname "$0")"
for f in *.mlir; do
  n=${f%.mlir}
  args=()
  if head -1 "$f" | grep -q '^// ARGS: '; then read -r -a args <<< "$(head -1 "$f" | sed 's#^// ARGS: ##')"; fi
  mlir-opt-22 "$f" --split-input-file --mlir-print-op-on-diagnostic=false "${args[@]}" -o /dev/null 2> "$n.diags"
  mlir-opt-22 "$f" --split-input-file --verify-diagnostics "${args[@]}" -o /dev/null 2> "$n.verify"
  echo "exit $?" >> "$n.verify"
done
