package rw.ir.asm;

import java.util.function.BiConsumer;
import rw.ir.Block;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.Value;

/**
 * The custom textual form of a registered op (MLIR's {@code parse}/{@code print} hooks and
 * {@code OpAsmOpInterface}). Attached to an op with {@code OpDef.Builder.implement(OpSyntax.class, …)}.
 * Ops without it are parsed and printed in the generic form.
 */
public interface OpSyntax {
  /**
   * Parses what follows the op name, filling {@code state} (operands resolved through the parser,
   * result types, attributes, properties, regions, successors). Returns {@code false} after
   * reporting an error through the parser.
   */
  boolean parse(OpAsmParser parser, OperationState state);

  /** Prints what follows the op name (the printer has already written results and the name). */
  void print(Operation op, OpAsmPrinter printer);

  /** Suggests SSA names for results ({@code %c0_i32}, {@code %cst}), as getAsmResultNames. */
  default void suggestResultNames(Operation op, BiConsumer<Value, String> setName) {}

  /** Suggests names for block arguments of the op's regions, as getAsmBlockArgumentNames. */
  default void suggestBlockArgumentNames(Operation op, Block block, BiConsumer<Value, String> setName) {}

  /**
   * The dialect whose prefix may be omitted for ops nested in this op's regions (MLIR's
   * getDefaultDialect; {@code "func"} for func.func), or {@code ""}.
   */
  default String defaultDialect() {
    return "";
  }
}
