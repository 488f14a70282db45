package rw.conversion.support;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import rw.dialect.llvm.LlvmPointerType;
import rw.dialect.llvm.LlvmStructType;
import rw.ir.type.FloatType;
import rw.ir.type.IndexType;
import rw.ir.type.IntegerType;
import rw.ir.type.MemRefType;
import rw.ir.type.Type;

/** The shortcuts of rule terms answer as the general forms do. */
class RuleTermsTest {
  private static final List<String> TERMS = List.of("!builtin.integer", "!builtin.index", "!builtin.f32", "!builtin.memref",
      "!llvm.ptr", "!llvm.struct", "!spirv.ptr", "!spirv.struct", "!llvm.array");

  /** {@code is} tells a term apart without its parameters exactly where {@code params} finds them. */
  @Test
  void isAgreesWithParams() {
    List<Object> values = new ArrayList<>(List.of(IntegerType.I32, new IndexType(), FloatType.F32,
        new MemRefType(List.of(4L), FloatType.F32), LlvmPointerType.PTR, LlvmStructType.literal(List.<Type>of(IntegerType.I64)), "text", 3L));
    for (Object v : values) {
      for (String term : TERMS) assertEquals(RuleTerms.params(v, term) != null, RuleTerms.is(v, term), v + " as " + term);
    }
    for (String term : TERMS) assertEquals(false, RuleTerms.is(null, term));
  }

  /** The overloads of no and one parameter build what the general form builds. */
  @Test
  void shortMakesAgreeWithTheGeneralForm() {
    assertEquals(RuleTerms.<Type>make("!llvm.ptr", new Object[0]), RuleTerms.<Type>make("!llvm.ptr"));
    assertEquals(RuleTerms.<Type>make("!llvm.void", new Object[0]), RuleTerms.<Type>make("!llvm.void"));
    for (long n : new long[] {1, 8, 32, 64, 7}) {
      assertEquals(RuleTerms.<Type>make("!builtin.integer", new Object[] {n}), RuleTerms.<Type>make("!builtin.integer", n));
    }
    assertEquals(RuleTerms.<Type>make("!llvm.ptr", new Object[] {3L}), RuleTerms.<Type>make("!llvm.ptr", 3L));
    assertEquals(new LlvmPointerType(3), RuleTerms.<Type>make("!llvm.ptr", 3L));
    assertEquals(RuleTerms.<Type>make("#builtin.type", new Object[] {IntegerType.I8}), RuleTerms.<Object>make("#builtin.type", IntegerType.I8));
  }
}
