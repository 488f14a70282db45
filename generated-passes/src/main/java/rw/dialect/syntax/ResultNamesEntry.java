package rw.dialect.syntax;

import rw.ir.def.ResultNamer;

/**
 * An op name with the SSA names its results are given in the custom form (MLIR's
 * getAsmResultNames), for ops whose form is otherwise declarative ({@code %alloc},
 * {@code %cast}, {@code %c_addr}): give it to the op's spec ({@code OpSpecBuilder.resultNames}).
 */
public record ResultNamesEntry(String opName, ResultNamer namer) {
  public ResultNamesEntry {
    if (opName == null || namer == null) throw new IllegalArgumentException("null component");
  }

  /** The namer of {@code opName} in {@code entries} (for generated specs). */
  public static ResultNamer find(java.util.List<ResultNamesEntry> entries, String opName) {
    for (ResultNamesEntry e : entries) {
      if (e.opName().equals(opName)) return e.namer();
    }
    throw new IllegalStateException("no result names for " + opName);
  }

  /** The op's first result is named {@code name}. */
  public static ResultNamesEntry first(String opName, String name) {
    return new ResultNamesEntry(opName, (op, setName) -> setName.accept(op.result(0), name));
  }
}
