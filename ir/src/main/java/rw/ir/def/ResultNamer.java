package rw.ir.def;

import java.util.function.BiConsumer;
import rw.ir.Operation;
import rw.ir.Value;

/** Suggests SSA names for an op's results in the custom form (MLIR's getAsmResultNames). */
@FunctionalInterface
public interface ResultNamer {
  void suggest(Operation op, BiConsumer<Value, String> setName);
}
