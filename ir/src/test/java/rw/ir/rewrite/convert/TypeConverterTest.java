package rw.ir.rewrite.convert;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import rw.ir.type.FloatType;
import rw.ir.type.FunctionType;
import rw.ir.type.IndexType;
import rw.ir.type.IntegerType;
import rw.ir.type.NoneType;
import rw.ir.type.TupleType;
import rw.ir.type.Type;

class TypeConverterTest {
  private static final Type I32 = IntegerType.I32;
  private static final Type I64 = IntegerType.I64;
  private static final Type F32 = FloatType.F32;

  /** Identity, then index -> i64, tuples flattened (recursively), none dropped, f64 refused. */
  private static TypeConverter converter(List<Type> seen) {
    TypeConverter tc = new TypeConverter();
    tc.addIdentityConversion();
    tc.addConversion(IndexType.class, t -> I64);
    tc.addConversion(t -> {
      seen.add(t);
      if (!(t instanceof TupleType tuple)) return null;
      List<Type> flat = tc.convertTypes(tuple.types());
      return flat == null ? TypeConverter.FAILURE : flat;
    });
    tc.addConversion(NoneType.class, t -> null);
    tc.addConversion(t -> t instanceof NoneType ? List.of() : null);
    tc.addConversion(t -> t.equals(FloatType.F64) ? TypeConverter.FAILURE : null);
    return tc;
  }

  @Test
  void mostRecentRuleWinsAndIdentityIsTheFallback() {
    TypeConverter tc = converter(new ArrayList<>());
    assertEquals(List.of(I32), tc.convert(I32));
    assertEquals(List.of(I64), tc.convert(IndexType.INSTANCE));
    assertEquals(I64, tc.convertType(IndexType.INSTANCE));
  }

  @Test
  void oneToManyAndOneToNone() {
    TypeConverter tc = converter(new ArrayList<>());
    Type nested = new TupleType(List.of(I32, new TupleType(List.of(IndexType.INSTANCE, F32))));
    assertEquals(List.of(I32, I64, F32), tc.convert(nested));
    assertNull(tc.convertType(nested), "not 1:1");
    assertEquals(List.of(), tc.convert(NoneType.INSTANCE));
    assertEquals(List.of(I32, I64), tc.convertTypes(List.of(I32, NoneType.INSTANCE, IndexType.INSTANCE)));
  }

  @Test
  void failureStopsTheSearchAndPropagates() {
    TypeConverter tc = converter(new ArrayList<>());
    assertNull(tc.convert(FloatType.F64));
    assertNull(tc.convert(new TupleType(List.of(I32, FloatType.F64))));
    assertNull(tc.convertTypes(List.of(I32, FloatType.F64)));
  }

  @Test
  void resultsAreCached() {
    List<Type> seen = new ArrayList<>();
    TypeConverter tc = converter(seen);
    Type t = new TupleType(List.of(I32, F32));
    tc.convert(t);
    int calls = seen.size();
    tc.convert(t);
    tc.convert(new TupleType(List.of(I32, F32)));
    assertEquals(calls, seen.size());
  }

  @Test
  void legalityAndSignatures() {
    TypeConverter tc = converter(new ArrayList<>());
    assertTrue(tc.isLegal(I32));
    assertFalse(tc.isLegal(IndexType.INSTANCE));
    assertFalse(tc.isSignatureLegal(new FunctionType(List.of(I32), List.of(IndexType.INSTANCE))));
    SignatureConversion sig = tc.convertSignature(List.of(IndexType.INSTANCE, NoneType.INSTANCE, new TupleType(List.of(I32, F32))));
    assertEquals(List.of(I64, I32, F32), sig.convertedTypes());
    assertEquals(new SignatureConversion.InputMapping(0, 1, List.of()), sig.inputMapping(0));
    assertNull(sig.inputMapping(1), "dropped");
    assertEquals(new SignatureConversion.InputMapping(1, 2, List.of()), sig.inputMapping(2));
    assertNull(tc.convertSignature(List.of(FloatType.F64)));
  }

  /** With cachePer, a result that depends on the key (a module's target) is cached for that key only. */
  @Test
  void resultsAreCachedPerKey() {
    String[] key = {"narrow"};
    int[] calls = {0};
    TypeConverter tc = new TypeConverter();
    tc.addConversion(IndexType.class, t -> {
      calls[0]++;
      return key[0].equals("narrow") ? I32 : I64;
    });
    tc.cachePer(() -> key[0]);
    assertEquals(I32, tc.convertType(IndexType.INSTANCE));
    assertEquals(I32, tc.convertType(IndexType.INSTANCE));
    key[0] = "wide";
    assertEquals(I64, tc.convertType(IndexType.INSTANCE));
    assertEquals(2, calls[0]);
  }

  /**
   * With cachePer, the few types asked for last are answered by identity: each keeps its own
   * result (failures too) as more types than the front holds come and go.
   */
  @Test
  void recentTypesKeepTheirOwnResults() {
    int[] calls = {0};
    TypeConverter tc = new TypeConverter();
    tc.addConversion(t -> {
      calls[0]++;
      if (t instanceof IntegerType i) return i.width() == 7 ? TypeConverter.FAILURE : List.of(new IntegerType(i.width() * 2));
      return null;
    });
    tc.cachePer(() -> "k");
    List<Type> types = new ArrayList<>();
    for (int w = 1; w <= 9; w++) types.add(new IntegerType(w));
    for (int round = 0; round < 3; round++) {
      for (Type t : types) {
        int w = ((IntegerType) t).width();
        if (w == 7) assertNull(tc.convert(t));
        else assertEquals(List.of(new IntegerType(w * 2)), tc.convert(t));
        if (w == 7) assertNull(tc.convert(t));
        else assertEquals(new IntegerType(w * 2), tc.convertType(t));
      }
    }
    assertEquals(9, calls[0]);
  }
}
