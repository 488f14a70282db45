#!/usr/bin/env bash
# Records the expected results of cases.txt with mlir-opt-22: for each case NAME, what it writes
# on standard output (NAME.stdout) and standard error (NAME.stderr), and its exit code
# (NAME.exit). Runs from the cli module directory, as the tests do, so that file names in
# diagnostics agree. Run: src/test/resources/cli/record.sh
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
cd "$here/../../../.."
grep -v '^#' "$here/cases.txt" | while IFS= read -r line; do
  [[ -z $line ]] && continue
  name=${line%%:*}
  args=${line#*: }
  stdin=/dev/null
  if [[ $args == *" < "* || $args == "< "* ]]; then stdin=${args##*< }; args=${args% < *}; [[ $args == "<"* ]] && args=""; fi
  read -r -a argv <<< "$args"
  mlir-opt-22 "${argv[@]}" < "$stdin" > "$here/$name.stdout" 2> "$here/$name.stderr"
  echo $? > "$here/$name.exit"
done
