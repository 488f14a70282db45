package rw.ir.symbol;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import rw.ir.Block;
import rw.ir.Operation;
import rw.ir.Region;
import rw.ir.Trait;
import rw.ir.attr.Attribute;
import rw.ir.attr.DictionaryAttr;
import rw.ir.attr.StringAttr;
import rw.ir.attr.SymbolRefAttr;

/**
 * The symbols defined directly in the body of a symbol-table op ({@link Trait#SYMBOL_TABLE}),
 * by name; plus MLIR's static symbol queries. A symbol is an op with a string {@code sym_name},
 * read as MLIR 22 reads it: from the properties (where registered ops keep their inherent
 * attributes; unregistered ops too when their properties are a dictionary), then from the
 * attributes. Names are byte strings, as {@link StringAttr#value()} holds them.
 */
public final class SymbolTable {
  public static final String SYM_NAME = "sym_name";
  public static final String SYM_VISIBILITY = "sym_visibility";

  private final Operation tableOp;
  private final Map<String, Operation> symbols;
  private int uniquingCounter;

  /** Collects the symbols of {@code tableOp}, which must have one region of one block. */
  public SymbolTable(Operation tableOp) {
    if (tableOp.numRegions() != 1 || tableOp.region(0).numBlocks() != 1) {
      throw new IllegalStateException(tableOp.name() + " is not a symbol table of one block");
    }
    this.tableOp = tableOp;
    this.symbols = new HashMap<>();
    for (Operation op : body()) {
      String name = symbolName(op);
      if (name != null) symbols.putIfAbsent(name, op);
    }
  }

  /**
   * The table of {@code tableOp} whose symbols are already known: {@code symbols} holds the
   * first op of each name in its body, as the constructor above collects them (the verifier
   * has just gathered them to check their names). The map is taken as it is, not copied.
   */
  public SymbolTable(Operation tableOp, Map<String, Operation> symbols) {
    this.tableOp = tableOp;
    this.symbols = symbols;
  }

  public Operation op() {
    return tableOp;
  }

  private Block body() {
    return tableOp.region(0).entryBlock();
  }

  /** The symbol named {@code name} in this table, or {@code null}. */
  public Operation lookup(String name) {
    return symbols.get(name);
  }

  /**
   * Adds {@code symbol} to the table: a detached op is appended to the body (before a
   * terminator). When its name is taken by another op, it is renamed {@code name_N} with this
   * table's counter; uses are not updated. Returns the final name.
   */
  public String insert(Operation symbol) {
    return insert(symbol, null);
  }

  /** As {@link #insert(Operation)}, placing a detached {@code symbol} before {@code before}. */
  public String insert(Operation symbol, Operation before) {
    if (symbol.block() == null) place(symbol, before);
    if (symbol.parentOp() != tableOp) throw new IllegalStateException("symbol is in another op");
    String name = symbolName(symbol);
    if (name == null) throw new IllegalStateException(symbol.name() + " has no symbol name");
    Operation existing = symbols.putIfAbsent(name, symbol);
    if (existing == null || existing == symbol) return name;
    String unique = uniqueName(name);
    symbols.put(unique, symbol);
    setSymbolName(symbol, unique);
    return unique;
  }

  private void place(Operation symbol, Operation before) {
    Block body = body();
    Operation anchor = before;
    if (anchor == null && body.last() != null && body.last().hasTrait(Trait.IS_TERMINATOR)) anchor = body.last();
    body.insertBefore(anchor, symbol);
  }

  /**
   * A name {@code base_N} free in this table (N from this table's counter, as MLIR's
   * symbol uniquing); the name is not reserved.
   */
  public String uniqueName(String base) {
    String candidate;
    do {
      candidate = base + "_" + uniquingCounter++;
    } while (symbols.containsKey(candidate));
    return candidate;
  }

  /** Forgets {@code symbol} (it stays in the IR). */
  public void remove(Operation symbol) {
    String name = symbolName(symbol);
    if (name != null && symbols.get(name) == symbol) symbols.remove(name);
  }

  /** Forgets {@code symbol} and erases it. */
  public void erase(Operation symbol) {
    remove(symbol);
    symbol.erase();
  }

  /**
   * Renames the symbol {@code oldName} to {@code newName}, which must be free, with every use
   * (see {@link #rename(Operation, String)}).
   */
  public void rename(String oldName, String newName) {
    Operation op = symbols.get(oldName);
    if (op == null) throw new IllegalStateException("no symbol named '" + oldName + "'");
    if (symbols.containsKey(newName)) throw new IllegalStateException("'" + newName + "' already exists");
    rename(op, newName);
    symbols.remove(oldName);
    symbols.put(newName, op);
  }

  /**
   * Renames {@code symbol} to {@code base_N}, the first N from 0 that no table of this one and
   * {@code others} defines; returns the new name.
   */
  public String renameToUnique(Operation symbol, List<SymbolTable> others) {
    String base = symbolName(symbol) + "_";
    for (int i = 0; ; i++) {
      String candidate = base + i;
      if (lookup(candidate) != null || definedInAny(others, candidate)) continue;
      rename(symbolName(symbol), candidate);
      return candidate;
    }
  }

  private static boolean definedInAny(List<SymbolTable> tables, String name) {
    for (SymbolTable t : tables) {
      if (t.lookup(name) != null) return true;
    }
    return false;
  }

  // ---- renaming ----

  /**
   * Renames {@code symbol} to {@code newName} and updates every reference to it: {@code @old}
   * and {@code @old::@x} in the scope of its symbol table, {@code @table::@old} in the scope of
   * the enclosing table, and so on outward while each enclosing table is itself a named symbol.
   * References are rewritten in attributes and, for registered ops, in properties, inside arrays
   * and dictionaries; nested symbol tables are not entered (their references mean other
   * symbols). Cached {@link SymbolTable}s holding {@code symbol} are not updated.
   */
  public static void rename(Operation symbol, String newName) {
    String oldName = symbolName(symbol);
    if (oldName == null) throw new IllegalStateException(symbol.name() + " is not a symbol");
    SymbolUses.replaceAllUses(symbol, newName);
    setSymbolName(symbol, newName);
  }

  /**
   * Visits the ops in the regions of {@code tableOp} without entering nested symbol tables
   * (which are visited, not entered); stops when {@code visitor} returns false, and then
   * returns false.
   */
  public static boolean walkSymbolTable(Operation tableOp, Predicate<Operation> visitor) {
    for (Region region : tableOp.regions()) {
      if (!SymbolScope.of(null, region).walk(visitor)) return false;
    }
    return true;
  }

  // ---- symbol attributes ----

  /** The symbol name of {@code op}, or {@code null} when it defines no symbol. */
  public static String symbolName(Operation op) {
    return getInherent(op, SYM_NAME) instanceof StringAttr s ? s.value() : null;
  }

  public static void setSymbolName(Operation op, String name) {
    setInherent(op, SYM_NAME, new StringAttr(name, null));
  }

  /** The visibility of {@code op}: public when the attribute is absent or not understood. */
  public static Visibility visibility(Operation op) {
    if (!(getInherent(op, SYM_VISIBILITY) instanceof StringAttr s)) return Visibility.PUBLIC;
    Visibility v = Visibility.of(s.value());
    return v == null ? Visibility.PUBLIC : v;
  }

  /** Sets the visibility; public drops the attribute, as MLIR does. */
  public static void setVisibility(Operation op, Visibility v) {
    if (v != Visibility.PUBLIC) {
      setInherent(op, SYM_VISIBILITY, new StringAttr(v.spelling(), null));
      return;
    }
    op.removeAttr(SYM_VISIBILITY);
    if (op.properties() instanceof DictionaryAttr d && d.contains(SYM_VISIBILITY)) {
      op.setProperties(d.without(SYM_VISIBILITY));
    }
  }

  private static Attribute getInherent(Operation op, String name) {
    return op.inherentAttr(name);
  }

  /** Sets {@code name} where it is, else in the properties of a registered op, else as attribute. */
  private static void setInherent(Operation op, String name, Attribute value) {
    boolean inProperties = op.properties() instanceof DictionaryAttr d && d.contains(name);
    if (inProperties || op.isRegistered() && op.attr(name) == null) op.setInherentAttr(name, value);
    else op.setAttr(name, value);
  }

  // ---- lookups ----

  /**
   * Whether {@code op} might be a symbol table we know nothing of: an op of an unknown dialect
   * with one region. Symbol-use queries give up on them, as MLIR's do.
   */
  public static boolean isPotentiallyUnknownSymbolTable(Operation op) {
    return op.numRegions() == 1 && !op.isRegistered() && !op.context().hasDialect(op.opName().dialect());
  }

  /** The closest op from {@code from} outward (itself included) that is a symbol table, or null. */
  public static Operation nearestSymbolTable(Operation from) {
    Operation op = from;
    while (op != null && !isPotentiallyUnknownSymbolTable(op)) {
      if (op.hasTrait(Trait.SYMBOL_TABLE)) return op;
      op = op.parentOp();
    }
    return null;
  }

  /** The symbol {@code name} defined directly in the first block of {@code tableOp}, or null. */
  public static Operation lookupSymbolIn(Operation tableOp, String name) {
    if (tableOp.numRegions() == 0) return null;
    Block body = tableOp.region(0).entryBlock();
    if (body == null) return null;
    for (Operation op = body.first(); op != null; op = op.nextInBlock()) {
      if (name.equals(symbolName(op))) return op;
    }
    return null;
  }

  /** Resolves {@code ref} inside {@code tableOp}: the root there, each nested name inside it. */
  public static Operation lookupSymbolIn(Operation tableOp, SymbolRefAttr ref) {
    List<Operation> path = lookupSymbolPath(tableOp, ref);
    return path == null ? null : path.get(path.size() - 1);
  }

  /**
   * The ops that each name of {@code ref} resolves to, root first, or {@code null} when some
   * name does not resolve or an intermediate op is not a symbol table.
   */
  public static List<Operation> lookupSymbolPath(Operation tableOp, SymbolRefAttr ref) {
    List<Operation> path = new ArrayList<>(1 + ref.nested().size());
    Operation current = lookupSymbolIn(tableOp, ref.root());
    for (String name : ref.nested()) {
      if (current == null || !current.hasTrait(Trait.SYMBOL_TABLE)) return null;
      path.add(current);
      current = lookupSymbolIn(current, name);
    }
    if (current == null) return null;
    path.add(current);
    return path;
  }

  /** Resolves {@code ref} from the nearest symbol table around {@code from} (itself included). */
  public static Operation lookupNearestSymbolFrom(Operation from, SymbolRefAttr ref) {
    Operation table = nearestSymbolTable(from);
    return table == null ? null : lookupSymbolIn(table, ref);
  }

  public static Operation lookupNearestSymbolFrom(Operation from, String name) {
    Operation table = nearestSymbolTable(from);
    return table == null ? null : lookupSymbolIn(table, name);
  }
}
