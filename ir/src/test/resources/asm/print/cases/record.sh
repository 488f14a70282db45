#!/bin/bash
# Records the expected outputs of the cases here with real MLIR 22 (mlir-opt-22), run from this
# directory: NAME.pretty.out (custom form), NAME.generic.out (--mlir-print-op-generic),
# NAME.debuginfo.out (--mlir-print-debuginfo), NAME.prettydebug.out (--mlir-print-debuginfo
# --mlir-pretty-debuginfo), NAME.local.out (--mlir-print-local-scope) and, for elided.mlir,
# NAME.elided.out (--mlir-elide-elementsattrs-if-larger=4).
set -euo pipefail
cd "$(dirname "$0")"
for f in *.mlir; do
  n=${f%.mlir}
  o="mlir-opt-22 --allow-unregistered-dialect $f"
  $o > $n.pretty.out
  $o --mlir-print-op-generic > $n.generic.out
  $o --mlir-print-debuginfo > $n.debuginfo.out
  $o --mlir-print-debuginfo --mlir-pretty-debuginfo > $n.prettydebug.out
  $o --mlir-print-local-scope > $n.local.out
done
mlir-opt-22 --allow-unregistered-dialect --mlir-elide-elementsattrs-if-larger=4 elided.mlir > elided.elided.out
