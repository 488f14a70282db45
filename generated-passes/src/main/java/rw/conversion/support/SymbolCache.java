package rw.conversion.support;

import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Map;
import rw.ir.Block;
import rw.ir.Operation;
import rw.ir.PerThread;
import rw.ir.symbol.SymbolTable;

/**
 * Symbol lookups of one pass run: the symbols directly in a scope's body are indexed once, so that
 * looking up or ensuring a symbol per rewritten op does not scan the module each time. Symbols
 * that {@code ensure} creates are added; a stale hit (erased, moved or renamed op) and a miss after
 * the body changed size rebuild the index. Outside a run ({@link #open}) lookups scan.
 */
public final class SymbolCache implements AutoCloseable {
  private static final PerThread<SymbolCache> CURRENT = new PerThread<>();

  private record Index(Map<String, Operation> byName, int[] size) {}

  private final Map<Block, Index> indexes = new IdentityHashMap<>();
  private final SymbolCache outer;

  private SymbolCache(SymbolCache outer) {
    this.outer = outer;
  }

  /** Starts a pass run's cache; close it when the run ends. */
  static SymbolCache open() {
    SymbolCache c = new SymbolCache(CURRENT.get());
    CURRENT.set(c);
    return c;
  }

  @Override
  public void close() {
    CURRENT.set(outer);
  }

  /** The symbol {@code name} directly in {@code scope}, or {@code null}. */
  static Operation lookup(Operation scope, String name) {
    SymbolCache c = CURRENT.get();
    Block body = scope.numRegions() == 0 || scope.region(0).isEmpty() ? null : scope.region(0).entryBlock();
    if (c == null || body == null) return SymbolTable.lookupSymbolIn(scope, name);
    Index index = c.indexes.computeIfAbsent(body, SymbolCache::build);
    Operation op = index.byName().get(name);
    if (op == null ? index.size()[0] == body.size() : isSymbol(op, body, name)) return op;
    index = build(body);
    c.indexes.put(body, index);
    op = index.byName().get(name);
    return op != null && isSymbol(op, body, name) ? op : null;
  }

  /** Records {@code op}, just created as symbol {@code name} directly in {@code scope}. */
  static void added(Operation scope, String name, Operation op) {
    SymbolCache c = CURRENT.get();
    if (c == null || scope.region(0).isEmpty()) return;
    Index index = c.indexes.get(scope.region(0).entryBlock());
    if (index == null || op.block() != scope.region(0).entryBlock()) return;
    index.byName().put(name, op);
    index.size()[0]++;
  }

  private static boolean isSymbol(Operation op, Block body, String name) {
    return op.block() == body && name.equals(SymbolTable.symbolName(op));
  }

  private static Index build(Block body) {
    Map<String, Operation> byName = new HashMap<>();
    for (Operation op = body.first(); op != null; op = op.nextInBlock()) {
      String name = SymbolTable.symbolName(op);
      if (name != null) byName.putIfAbsent(name, op);
    }
    return new Index(byName, new int[] {body.size()});
  }
}
