package rw.ir.verify;

import java.util.HashMap;
import java.util.Map;
import rw.ir.Operation;
import rw.ir.attr.StringAttr;
import rw.ir.diag.Severity;
import rw.ir.symbol.SymbolTable;

/**
 * MLIR's SymbolTable trait: one region of one block, whose symbols have distinct names; then
 * the symbol users of the table (outside nested tables) check their references ({@link SymbolUseCheck}).
 */
final class SymbolTableCheck {
  private SymbolTableCheck() {}

  static boolean verify(Operation tableOp) {
    return verifyNames(tableOp) && SymbolUseCheck.verify(tableOp);
  }

  /**
   * The table's own shape and the uniqueness of its names, without the references in it: what a
   * rename within a verified table can break (see {@link Operation#renameSymbolInTable}).
   */
  static boolean verifyNames(Operation tableOp) {
    if (tableOp.numRegions() != 1) {
      tableOp.emitOpError("Operations with a 'SymbolTable' must have exactly one region");
      return false;
    }
    if (tableOp.region(0).numBlocks() != 1) {
      tableOp.emitOpError("Operations with a 'SymbolTable' must have exactly one block");
      return false;
    }
    Map<String, Operation> seen = new HashMap<>();
    for (Operation op = tableOp.region(0).entryBlock().first(); op != null; op = op.nextInBlock()) {
      String name = SymbolTable.symbolName(op);
      if (name == null) continue;
      Operation first = seen.putIfAbsent(name, op);
      if (first == null) continue;
      op.diagnose(Severity.ERROR, "redefinition of symbol named '" + new StringAttr(name, null).text() + "'")
          .note(first.location(), "see existing symbol definition here")
          .report();
      return false;
    }
    return true;
  }
}
