package rw.ir.asm.parse;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import rw.ir.type.FloatType;
import rw.ir.type.FunctionType;
import rw.ir.type.IntegerType;
import rw.ir.type.Type;

/**
 * Shares equal types within one parse, so that the many uses of {@code i32} or
 * {@code memref<8x8xf32>} in a large module are one object each. Function types are looked up
 * by the identity of their (already shared) parts, which is much cheaper than hashing records.
 */
final class TypeCache {
  private final IntegerType[] signless = new IntegerType[129];
  private final Map<Type, Type> interned = new HashMap<>();
  private FunctionType[] functions = new FunctionType[256];
  private int numFunctions;

  IntegerType integerOf(int width) {
    if (width >= signless.length) return intern(new IntegerType(width));
    IntegerType t = signless[width];
    if (t == null) signless[width] = t = IntegerType.of(width);
    return t;
  }

  IntegerType integerOf(int width, IntegerType.Signedness s) {
    return intern(new IntegerType(width, s));
  }

  FloatType floatOf(FloatType.Kind kind) {
    return intern(FloatType.of(kind));
  }

  FunctionType functionType(List<Type> inputs, List<Type> results) {
    int h = identityHash(inputs) * 31 + identityHash(results);
    int mask = functions.length - 1;
    for (int i = h & mask; ; i = (i + 1) & mask) {
      FunctionType f = functions[i];
      if (f == null) break;
      if (sameParts(f.inputs(), inputs) && sameParts(f.results(), results)) return f;
    }
    FunctionType f = intern(new FunctionType(inputs, results));
    if ((numFunctions + 1) * 2 > functions.length) growFunctions();
    insert(functions, f, h);
    numFunctions++;
    return f;
  }

  private static void insert(FunctionType[] table, FunctionType f, int h) {
    int mask = table.length - 1;
    int i = h & mask;
    while (table[i] != null) i = (i + 1) & mask;
    table[i] = f;
  }

  private void growFunctions() {
    FunctionType[] old = functions;
    functions = new FunctionType[old.length * 2];
    for (FunctionType f : old) {
      if (f != null) insert(functions, f, identityHash(f.inputs()) * 31 + identityHash(f.results()));
    }
  }

  private static int identityHash(List<Type> types) {
    int h = types.size();
    for (int i = 0; i < types.size(); i++) h = h * 0x9E3779B1 + System.identityHashCode(types.get(i));
    return h ^ (h >>> 15);
  }

  private static boolean sameParts(List<Type> a, List<Type> b) {
    if (a.size() != b.size()) return false;
    for (int i = 0; i < a.size(); i++) {
      if (a.get(i) != b.get(i)) return false;
    }
    return true;
  }

  @SuppressWarnings("unchecked")
  <T extends Type> T intern(T t) {
    Type existing = interned.putIfAbsent(t, t);
    return existing == null ? t : (T) existing;
  }
}
