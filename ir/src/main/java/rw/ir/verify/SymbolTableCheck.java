package rw.ir.verify;

import java.util.HashMap;
import java.util.Map;
import rw.ir.Block;
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
    Names names = names(tableOp);
    return names != null && SymbolUseCheck.verify(tableOp, names.map);
  }

  /**
   * The table's own shape and the uniqueness of its names, without the references in it: what a
   * rename within a verified table can break (see {@link Operation#renameSymbolInTable}).
   */
  static boolean verifyNames(Operation tableOp) {
    return names(tableOp) != null;
  }

  /** The symbols of the table by name once they are found unique, else {@code null} (reported). */
  private static Names names(Operation tableOp) {
    if (tableOp.numRegions() != 1) {
      tableOp.emitOpError("Operations with a 'SymbolTable' must have exactly one region");
      return null;
    }
    if (tableOp.region(0).numBlocks() != 1) {
      tableOp.emitOpError("Operations with a 'SymbolTable' must have exactly one block");
      return null;
    }
    Block body = tableOp.region(0).entryBlock();
    Names seen = new Names(body.size());
    for (Operation op = body.first(); op != null; op = op.nextInBlock()) {
      String name = SymbolTable.symbolName(op);
      if (name == null) continue;
      Operation first = seen.putIfAbsent(name, op);
      if (first == null) continue;
      op.diagnose(Severity.ERROR, "redefinition of symbol named '" + new StringAttr(name, null).text() + "'")
          .note(first.location(), "see existing symbol definition here")
          .report();
      return null;
    }
    return seen;
  }

  /**
   * The symbols seen so far by name: the first few in arrays compared one by one (most tables
   * hold a handful: a gpu.module, a spirv.module), then in a map sized for the whole body, which
   * the check of the table's references then looks symbols up in (a table's map is the same).
   */
  private static final class Names {
    private static final int SMALL = 8;
    private final String[] names = new String[SMALL];
    private final Operation[] ops = new Operation[SMALL];
    private final int bodySize;
    private int count;
    private Map<String, Operation> map;

    Names(int bodySize) {
      this.bodySize = bodySize;
    }

    /** The op already named {@code name}, or {@code null} after noting {@code op} under it. */
    Operation putIfAbsent(String name, Operation op) {
      if (map != null) return map.putIfAbsent(name, op);
      for (int i = 0; i < count; i++) {
        if (names[i].equals(name)) return ops[i];
      }
      if (count < SMALL) {
        names[count] = name;
        ops[count++] = op;
        return null;
      }
      map = new HashMap<>(Math.max(64, bodySize + bodySize / 3 + 1));
      for (int i = 0; i < count; i++) map.put(names[i], ops[i]);
      return map.putIfAbsent(name, op);
    }
  }
}
