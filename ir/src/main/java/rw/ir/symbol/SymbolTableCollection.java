package rw.ir.symbol;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import rw.ir.Operation;
import rw.ir.Trait;
import rw.ir.attr.SymbolRefAttr;

/**
 * Symbol tables built once per symbol-table op and reused by lookups, for passes that resolve
 * many references. Whoever adds, removes or renames symbols keeps the tables up to date through
 * {@link #getSymbolTable} or drops them with {@link #invalidate}.
 */
public final class SymbolTableCollection {
  private final Map<Operation, SymbolTable> tables = new IdentityHashMap<>();

  /** The table of {@code tableOp}, built on first request. */
  public SymbolTable getSymbolTable(Operation tableOp) {
    return tables.computeIfAbsent(tableOp, SymbolTable::new);
  }

  /** Takes {@code table} as the table of its op, in place of any built before. */
  public void add(SymbolTable table) {
    tables.put(table.op(), table);
  }

  public void invalidate(Operation tableOp) {
    tables.remove(tableOp);
  }

  public Operation lookupSymbolIn(Operation tableOp, String name) {
    return getSymbolTable(tableOp).lookup(name);
  }

  /** Resolves {@code ref} inside {@code tableOp}, or {@code null}. */
  public Operation lookupSymbolIn(Operation tableOp, SymbolRefAttr ref) {
    Operation current = lookupSymbolIn(tableOp, ref.root());
    List<String> nested = ref.nested();
    for (String name : nested) {
      if (current == null || !current.hasTrait(Trait.SYMBOL_TABLE)) return null;
      current = lookupSymbolIn(current, name);
    }
    return current;
  }

  public Operation lookupNearestSymbolFrom(Operation from, SymbolRefAttr ref) {
    Operation table = SymbolTable.nearestSymbolTable(from);
    return table == null ? null : lookupSymbolIn(table, ref);
  }

  public Operation lookupNearestSymbolFrom(Operation from, String name) {
    Operation table = SymbolTable.nearestSymbolTable(from);
    return table == null ? null : lookupSymbolIn(table, name);
  }
}
