package rw.ir.asm.parse;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.Map;
import rw.ir.BuiltinOps;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.Value;
import rw.ir.diag.InFlightDiagnostic;
import rw.ir.type.Type;

/**
 * SSA names in scope while parsing (MLIR's name scopes): each region opens a nested scope whose
 * definitions disappear when it closes; an isolated scope (the top level) starts afresh. Uses
 * before definitions get placeholder values that the definition replaces.
 */
final class SsaScopes {
  /** The values of one name: one slot per result number, with where each was defined or used. */
  static final class Entry {
    /** The name (reassigned when the entry is reused for another). */
    String name;
    Value[] values = new Value[1];
    int[] offsets = new int[1];
    /** In how many definition lists of open scopes the entry is (it is reused only when in none). */
    int listed;

    Entry(String name) {
      this.name = name;
    }

    /** Makes this a fresh entry for {@code newName} (an entry of a closed scope, reused). */
    void reuse(String newName) {
      name = newName;
      Arrays.fill(values, null);
    }

    void ensure(int n) {
      if (values.length >= n) return;
      values = Arrays.copyOf(values, n);
      offsets = Arrays.copyOf(offsets, n);
    }

    Value get(int number) {
      return number < values.length ? values[number] : null;
    }
  }

  private static final class Isolated {
    final NameTable<Entry> values = new NameTable<>(false);
    final ArrayList<ArrayList<Entry>> definitionsPerScope = new ArrayList<>();
  }

  private final Parser p;
  private final ArrayList<Isolated> isolated = new ArrayList<>();
  /**
   * Every name spelled so far, as one string: the same names come back in every function, and
   * each use would otherwise copy its name out of the text.
   */
  private final NameTable<String> spellings = new NameTable<>();
  /** Entries of closed scopes, to be reused for the next names defined. */
  private final ArrayList<Entry> freeEntries = new ArrayList<>();
  /** Emptied definition lists of closed scopes, to be reused by the next scopes. */
  private final ArrayList<ArrayList<Entry>> freeLists = new ArrayList<>();
  /** Placeholders of forward references, with the offset of their first use. */
  private final Map<Value, Integer> placeholders = new IdentityHashMap<>();

  SsaScopes(Parser p) {
    this.p = p;
  }

  void push(boolean isolatedScope) {
    if (isolatedScope || isolated.isEmpty()) isolated.add(new Isolated());
    isolated.get(isolated.size() - 1).definitionsPerScope.add(null);
  }

  void pop() {
    Isolated top = isolated.get(isolated.size() - 1);
    if (top.definitionsPerScope.size() == 1) {
      isolated.remove(isolated.size() - 1);
      return;
    }
    ArrayList<Entry> defs = top.definitionsPerScope.remove(top.definitionsPerScope.size() - 1);
    if (defs == null) return;
    for (int i = 0; i < defs.size(); i++) {
      Entry e = defs.get(i);
      e.listed--;
      Entry removed = top.values.remove(e.name);
      if (removed != null && removed.listed == 0) freeEntries.add(removed);
    }
    defs.clear();
    freeLists.add(defs);
  }

  /** The one string of the name {@code [start, end)}. */
  String intern(int start, int end) {
    String s = spellings.get(p.buf, start, end);
    if (s == null) {
      s = rw.ir.asm.lex.TokenValues.spelling(p.buf, start, end);
      spellings.put(s, s);
    }
    return s;
  }

  private Entry newEntry(String name) {
    if (freeEntries.isEmpty()) return new Entry(name);
    Entry e = freeEntries.remove(freeEntries.size() - 1);
    e.reuse(name);
    return e;
  }

  private Isolated current() {
    return isolated.get(isolated.size() - 1);
  }

  Entry lookup(int start, int end) {
    return current().values.get(p.buf, start, end);
  }

  /** The name {@code [start, end)}: the string of its entry when the name is known, so no copy is made. */
  String name(int start, int end) {
    Entry e = lookup(start, end);
    return e != null ? e.name : intern(start, end);
  }

  Entry lookup(String name) {
    return current().values.get(name);
  }

  private Entry entry(int start, int end) {
    Isolated s = current();
    Entry e = s.values.get(p.buf, start, end);
    if (e == null) {
      e = newEntry(intern(start, end));
      s.values.put(e.name, e);
    }
    return e;
  }

  private Entry entry(String name) {
    Isolated s = current();
    Entry e = s.values.get(name);
    if (e == null) {
      e = newEntry(name);
      s.values.put(name, e);
    }
    return e;
  }

  /** The value named by {@code [start, end)#number} with {@code type}; null after an error. */
  Value resolve(int start, int end, int number, int useOffset, Type type) {
    Entry e = lookup(start, end);
    if (e == null) e = entry(start, end);
    return resolve(e, number, useOffset, type);
  }

  Value resolve(String name, int number, int useOffset, Type type) {
    return resolve(entry(name), number, useOffset, type);
  }

  private Value resolve(Entry e, int number, int useOffset, Type type) {
    Value existing = e.get(number);
    if (existing != null) {
      if (existing.type() == type || existing.type().equals(type)) return existing;
      InFlightDiagnostic d = p.diagnose(useOffset, "use of value '" + e.name
          + "' expects different type than prior uses: " + Diagnostics.quoted(type) + " vs "
          + Diagnostics.quoted(existing.type()));
      if (d != null) d.note(p.location(e.offsets[number]), "prior use here").report();
      return null;
    }
    e.ensure(number + 1);
    Value first = e.values[0];
    if (first != null && !placeholders.containsKey(first)) {
      p.emitError(useOffset, "reference to invalid result number");
      return null;
    }
    Value placeholder = placeholder(type);
    placeholders.put(placeholder, useOffset);
    e.values[number] = placeholder;
    e.offsets[number] = useOffset;
    return placeholder;
  }

  private Value placeholder(Type type) {
    OperationState s = new OperationState(p.ctx, BuiltinOps.UNREALIZED_CONVERSION_CAST, p.location(0));
    s.addType(type);
    return Operation.create(s).result(0);
  }

  /** Defines {@code name#number} as {@code value}, replacing a forward reference. */
  boolean define(int start, int end, int number, int defOffset, Value value) {
    return define(entry(start, end), number, defOffset, value);
  }

  boolean define(String name, int number, int defOffset, Value value) {
    return define(entry(name), number, defOffset, value);
  }

  private boolean define(Entry e, int number, int defOffset, Value value) {
    e.ensure(number + 1);
    Value existing = e.values[number];
    if (existing != null && !redefine(e, number, defOffset, existing, value)) return false;
    e.values[number] = value;
    e.offsets[number] = defOffset;
    ArrayList<ArrayList<Entry>> scopes = current().definitionsPerScope;
    int last = scopes.size() - 1;
    ArrayList<Entry> defs = scopes.get(last);
    if (defs == null) scopes.set(last, defs = freeLists.isEmpty() ? new ArrayList<>() : freeLists.remove(freeLists.size() - 1));
    defs.add(e);
    e.listed++;
    return true;
  }

  private boolean redefine(Entry e, int number, int defOffset, Value existing, Value value) {
    if (!placeholders.containsKey(existing)) {
      InFlightDiagnostic d = p.diagnose(defOffset, "redefinition of SSA value '" + e.name + "'");
      if (d != null) d.note(p.location(e.offsets[number]), "previously defined here").report();
      return false;
    }
    if (!existing.type().equals(value.type())) {
      InFlightDiagnostic d = p.diagnose(defOffset, "definition of SSA value '" + e.name + "#" + number
          + "' has type " + Diagnostics.quoted(value.type()));
      if (d != null) {
        d.note(p.location(e.offsets[number]), "previously used here with type " + Diagnostics.quoted(existing.type())).report();
      }
      return false;
    }
    existing.replaceAllUsesWith(value);
    placeholders.remove(existing);
    return true;
  }

  /** The offset where {@code name#number} was defined or first used, or -1 when it is not in scope. */
  int referenceOffset(String name, int number) {
    Entry e = lookup(name);
    if (e == null || e.get(number) == null) return -1;
    return e.offsets[number];
  }

  /** Offsets of forward references that were never defined, in source order. */
  int[] undefinedUses() {
    int[] offsets = new int[placeholders.size()];
    int i = 0;
    for (int o : placeholders.values()) offsets[i++] = o;
    Arrays.sort(offsets);
    return offsets;
  }
}
