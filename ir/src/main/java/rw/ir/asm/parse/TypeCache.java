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
 * {@code memref<8x8xf32>} in a large module are one object each.
 */
final class TypeCache {
  private final IntegerType[] signless = new IntegerType[129];
  private final Map<Type, Type> interned = new HashMap<>();

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
    return intern(new FunctionType(inputs, results));
  }

  @SuppressWarnings("unchecked")
  <T extends Type> T intern(T t) {
    Type existing = interned.putIfAbsent(t, t);
    return existing == null ? t : (T) existing;
  }
}
