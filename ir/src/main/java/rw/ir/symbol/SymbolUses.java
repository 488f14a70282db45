package rw.ir.symbol;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.UnaryOperator;
import rw.ir.Operation;
import rw.ir.Region;
import rw.ir.Trait;
import rw.ir.attr.SymbolRefAttr;

/**
 * Finding and replacing symbol references (MLIR's symbol use lists). A walk covers a scope —
 * the ops of some regions or an op and its regions — without entering nested symbol tables,
 * whose references mean other symbols. Queries give up (empty {@link Optional}) when the scope
 * holds an op of an unknown dialect that might be a symbol table.
 */
public final class SymbolUses {
  private SymbolUses() {}

  /** Every reference held by {@code from} (unless it is a symbol table) and the ops nested in it. */
  public static Optional<List<SymbolUse>> all(Operation from) {
    List<SymbolUse> uses = new ArrayList<>();
    return collect(SymbolScope.of(null, from), null, uses) ? Optional.of(uses) : Optional.empty();
  }

  /** Every reference held by the ops of {@code from}, outside nested symbol tables. */
  public static Optional<List<SymbolUse>> all(Region from) {
    List<SymbolUse> uses = new ArrayList<>();
    return collect(SymbolScope.of(null, from), null, uses) ? Optional.of(uses) : Optional.empty();
  }

  /** The references to {@code symbol} within {@code limit}, spelled as they are valid there. */
  public static Optional<List<SymbolUse>> of(Operation symbol, Operation limit) {
    return collectAll(SymbolScope.collect(symbol, limit));
  }

  public static Optional<List<SymbolUse>> of(Operation symbol, Region limit) {
    return collectAll(SymbolScope.collect(symbol, limit));
  }

  /** The references whose root is {@code name} within the regions of {@code limit}. */
  public static Optional<List<SymbolUse>> of(String name, Operation limit) {
    return collectAll(SymbolScope.ofName(name, limit));
  }

  /** Whether {@code symbol} is known to have no use within {@code limit}. */
  public static boolean knownUseEmpty(Operation symbol, Operation limit) {
    Optional<List<SymbolUse>> uses = of(symbol, limit);
    return uses.isPresent() && uses.get().isEmpty();
  }

  /** Whether {@code symbol} is known to have no use within {@code limit}. */
  public static boolean knownUseEmpty(Operation symbol, Region limit) {
    Optional<List<SymbolUse>> uses = of(symbol, limit);
    return uses.isPresent() && uses.get().isEmpty();
  }

  /**
   * Rewrites the references to {@code symbol} within {@code limit} to name {@code newName}
   * (the definition keeps its name). Unknown ops are walked through.
   */
  public static void replaceAllUses(Operation symbol, String newName, Operation limit) {
    replace(SymbolScope.collect(symbol, limit), newName);
  }

  /**
   * Renames {@code symbol} and every reference to it within {@code scope} (MLIR's
   * {@code replaceAllSymbolUses} and {@code setSymbolName}); when {@code scope} is the symbol's own
   * table, as {@link #renameInTable}.
   */
  public static void renameWithin(Operation symbol, String newName, Operation scope) {
    if (symbol.parentOp() == scope && scope.hasTrait(Trait.SYMBOL_TABLE)) {
      renameInTable(symbol, newName, scope);
      return;
    }
    replaceAllUses(symbol, newName, scope);
    SymbolTable.setSymbolName(symbol, newName);
  }

  /**
   * Renames {@code symbol}, a symbol of the table {@code table} holds, and every reference to it
   * within the table, keeping the verifier's record of what that cannot invalidate (see
   * {@link Operation#renameSymbolInTable}).
   */
  public static void renameInTable(Operation symbol, String newName, Operation table) {
    if (symbol.parentOp() != table || !table.hasTrait(Trait.SYMBOL_TABLE)) {
      throw new IllegalArgumentException(symbol + " is not a symbol of the table " + table);
    }
    table.renameSymbolInTable(() -> {
      List<Operation> changed = replace(SymbolScope.collect(symbol, table), newName);
      SymbolTable.setSymbolName(symbol, newName);
      changed.add(symbol);
      return changed;
    });
  }

  /**
   * Renames each of {@code symbols}, symbols of the table {@code table} holds, to the name at the
   * same place in {@code newNames}, as {@link #renameInTable} one after the other would, but with
   * one walk of the table for them all. When a new name is the old name of a symbol renamed after
   * it, the renames run one after the other: the later one renames what the earlier one wrote.
   */
  public static void renameAllInTable(List<Operation> symbols, List<String> newNames, Operation table) {
    if (symbols.size() != newNames.size()) throw new IllegalArgumentException(symbols.size() + " symbols, " + newNames.size() + " names");
    Map<String, String> renames = batchable(symbols, newNames, table);
    if (renames == null) {
      for (int i = 0; i < symbols.size(); i++) renameInTable(symbols.get(i), newNames.get(i), table);
      return;
    }
    table.renameSymbolInTable(() -> {
      List<Operation> changed = replace(table.region(0), renames);
      for (int i = 0; i < symbols.size(); i++) {
        SymbolTable.setSymbolName(symbols.get(i), newNames.get(i));
        changed.add(symbols.get(i));
      }
      return changed;
    });
  }

  /** Old name to new name when the renames can share one walk, else {@code null}. */
  private static Map<String, String> batchable(List<Operation> symbols, List<String> newNames, Operation table) {
    if (symbols.isEmpty() || !table.hasTrait(Trait.SYMBOL_TABLE) || table.numRegions() == 0) return null;
    Map<String, String> renames = new HashMap<>();
    List<String> oldNames = new ArrayList<>(symbols.size());
    for (int i = 0; i < symbols.size(); i++) {
      String old = SymbolTable.symbolName(symbols.get(i));
      if (old == null || symbols.get(i).parentOp() != table) return null;
      oldNames.add(old);
      renames.putIfAbsent(old, newNames.get(i));
    }
    for (int i = 0; i < newNames.size(); i++) {
      if (oldNames.subList(i + 1, oldNames.size()).contains(newNames.get(i))) return null;
    }
    return renames;
  }

  /** Rewrites the references of the ops of {@code region} whose root {@code renames} maps; the ops it changed. */
  private static List<Operation> replace(Region region, Map<String, String> renames) {
    List<Operation> changed = new ArrayList<>();
    UnaryOperator<SymbolRefAttr> rename = ref -> {
      String newRoot = renames.get(ref.root());
      return newRoot == null ? ref : new SymbolRefAttr(newRoot, ref.nested());
    };
    SymbolScope.of(null, region).walk(op -> {
      if (SymbolRefs.replaceIn(op, rename)) changed.add(op);
      return true;
    });
    return changed;
  }

  public static void replaceAllUses(Operation symbol, String newName, Region limit) {
    replace(SymbolScope.collect(symbol, limit), newName);
  }

  /** Rewrites the references rooted at {@code oldName} within the regions of {@code limit}. */
  public static void replaceAllUses(String oldName, String newName, Operation limit) {
    replace(SymbolScope.ofName(oldName, limit), newName);
  }

  /** The rewrite behind {@link SymbolTable#rename(Operation, String)}: every enclosing scope. */
  static void replaceAllUses(Operation symbol, String newName) {
    replace(SymbolScope.outward(symbol), newName);
  }

  private static Optional<List<SymbolUse>> collectAll(List<SymbolScope> scopes) {
    List<SymbolUse> uses = new ArrayList<>();
    for (SymbolScope scope : scopes) {
      if (!collect(scope, scope.ref(), uses)) return Optional.empty();
    }
    return Optional.of(uses);
  }

  /** Adds the uses in {@code scope} (those with prefix {@code filter} when not null). */
  private static boolean collect(SymbolScope scope, SymbolRefAttr filter, List<SymbolUse> uses) {
    return scope.walk(op -> {
      if (SymbolTable.isPotentiallyUnknownSymbolTable(op)) return false;
      SymbolRefs.forEach(op, ref -> {
        if (filter == null || SymbolRefs.hasPrefix(ref, filter)) uses.add(new SymbolUse(op, ref));
        return true;
      });
      return true;
    });
  }

  /** Rewrites the references of the scopes; the ops it changed. */
  private static List<Operation> replace(List<SymbolScope> scopes, String newName) {
    List<Operation> changed = new ArrayList<>();
    for (SymbolScope scope : scopes) {
      SymbolRefAttr old = scope.ref();
      java.util.function.UnaryOperator<SymbolRefAttr> rename = ref -> SymbolRefs.rename(ref, old, newName);
      scope.walk(op -> {
        if (SymbolRefs.replaceIn(op, rename)) changed.add(op);
        return true;
      });
    }
    return changed;
  }
}
