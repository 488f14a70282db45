package rw.ir.symbol;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import rw.ir.Block;
import rw.ir.Operation;
import rw.ir.Region;
import rw.ir.Trait;
import rw.ir.attr.SymbolRefAttr;

/**
 * A part of the IR in which a symbol is referred to by one spelling {@code ref}: the ops of a
 * region, or an op and what it holds; walks stop at nested symbol tables.
 */
record SymbolScope(SymbolRefAttr ref, Operation opLimit, Region regionLimit) {

  static SymbolScope of(SymbolRefAttr ref, Operation limit) {
    return new SymbolScope(ref, limit, null);
  }

  static SymbolScope of(SymbolRefAttr ref, Region limit) {
    return new SymbolScope(ref, null, limit);
  }

  /** Visits the ops of the scope; false as soon as {@code visitor} returns false. */
  boolean walk(Predicate<Operation> visitor) {
    if (regionLimit != null) return walkRegions(List.of(regionLimit), visitor);
    if (!visitor.test(opLimit)) return false;
    return opLimit.hasTrait(Trait.SYMBOL_TABLE) || walkRegions(opLimit.regions(), visitor);
  }

  private static boolean walkRegions(List<Region> regions, Predicate<Operation> visitor) {
    List<Region> worklist = new ArrayList<>(regions);
    while (!worklist.isEmpty()) {
      Region region = worklist.remove(worklist.size() - 1);
      for (int b = 0; b < region.numBlocks(); b++) {
        for (Operation op = region.block(b).first(); op != null; op = op.nextInBlock()) {
          if (!visitor.test(op)) return false;
          if (op.numRegions() != 0 && !op.hasTrait(Trait.SYMBOL_TABLE)) worklist.addAll(op.regions());
        }
      }
    }
    return true;
  }

  /** One scope per region of {@code limit}, each with the flat reference {@code @name}. */
  static List<SymbolScope> ofName(String name, Operation limit) {
    List<SymbolScope> scopes = new ArrayList<>();
    for (Region r : limit.regions()) scopes.add(of(SymbolRefAttr.flat(name), r));
    return scopes;
  }

  /**
   * The scopes from the symbol's own table outward: {@code @sym} in the region holding it,
   * {@code @table::@sym} in the region holding that table, and so on while each table is a
   * named symbol table with a parent.
   */
  static List<SymbolScope> outward(Operation symbol) {
    List<SymbolScope> scopes = new ArrayList<>();
    String name = SymbolTable.symbolName(symbol);
    if (symbol.parentRegion() == null) return scopes;
    scopes.add(of(SymbolRefAttr.flat(name), symbol.parentRegion()));
    List<String> path = new ArrayList<>(List.of(name));
    for (Operation table = symbol.parentOp(); table != null; table = table.parentOp()) {
      String tableName = SymbolTable.symbolName(table);
      if (!table.hasTrait(Trait.SYMBOL_TABLE) || tableName == null || table.parentRegion() == null) break;
      scopes.add(of(new SymbolRefAttr(tableName, path), table.parentRegion()));
      path.add(0, tableName);
    }
    return scopes;
  }

  /** The scopes where {@code symbol} may be referred to within {@code limit} (MLIR's rules). */
  static List<SymbolScope> collect(Operation symbol, Region limit) {
    if (limit.parentOp() == null) return List.of();
    List<SymbolScope> scopes = new ArrayList<>(collect(symbol, limit.parentOp()));
    if (!scopes.isEmpty()) scopes.set(scopes.size() - 1, of(scopes.get(scopes.size() - 1).ref(), limit));
    return scopes;
  }

  static List<SymbolScope> collect(Operation symbol, Operation limit) {
    String name = SymbolTable.symbolName(symbol);
    Set<Operation> limitAncestors = Collections.newSetFromMap(new IdentityHashMap<>());
    for (Operation a = limit; a != null; a = a.parentOp()) {
      if (a == symbol) return scopeInsideSymbol(symbol, limit, name);
      limitAncestors.add(a);
    }
    Operation common = symbol.parentOp();
    while (common != null && !limitAncestors.contains(common)) common = common.parentOp();
    if (common == null) return List.of();
    List<SymbolRefAttr> refs = new ArrayList<>();
    boolean complete = validReferences(symbol, name, common, refs);
    if (common != limit) {
      return complete ? List.of(of(refs.get(refs.size() - 1), limit)) : List.of();
    }
    List<SymbolScope> scopes = new ArrayList<>();
    Operation table = symbol.parentOp();
    for (SymbolRefAttr ref : refs) {
      if (table.numRegions() == 0) break;
      scopes.add(of(ref, table.region(0)));
      table = table.parentOp();
    }
    return scopes;
  }

  /** {@code limit} is nested in {@code symbol}: only flat references from its own table count. */
  private static List<SymbolScope> scopeInsideSymbol(Operation symbol, Operation limit, String name) {
    Operation parent = limit.parentOp();
    Operation table = parent == null ? null : SymbolTable.nearestSymbolTable(parent);
    if (table != null && table == symbol.parentOp()) return List.of(of(SymbolRefAttr.flat(name), limit));
    return List.of();
  }

  /**
   * The references to {@code symbol} valid in each enclosing table up to {@code within}:
   * {@code @sym}, {@code @t::@sym}, {@code @u::@t::@sym}... False when some enclosing op up
   * there is not a named symbol table (the list then stops early).
   */
  private static boolean validReferences(Operation symbol, String name, Operation within,
      List<SymbolRefAttr> refs) {
    refs.add(SymbolRefAttr.flat(name));
    Operation table = symbol.parentOp();
    if (table == within) return true;
    List<String> nested = new ArrayList<>(List.of(name));
    while (true) {
      String tableName = SymbolTable.symbolName(table);
      if (!table.hasTrait(Trait.SYMBOL_TABLE) || tableName == null) return false;
      refs.add(new SymbolRefAttr(tableName, nested));
      table = table.parentOp();
      if (table == within) return true;
      nested.add(0, tableName);
    }
  }

  @Override
  public String toString() {
    return ref + " in " + (regionLimit != null ? "a region of " + regionLimit.parentOp() : opLimit);
  }
}
