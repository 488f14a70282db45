package rw.exec.interp;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import rw.dialect.llvm.LlvmArrayType;
import rw.dialect.llvm.LlvmPointerType;
import rw.dialect.llvm.LlvmStructType;
import rw.ir.type.FloatType;
import rw.ir.type.IntegerType;

/** Struct and array layout as LLVM's default x86-64 data layout gives it. */
class DataLayoutTest {
  private final DataLayout layout = new DataLayout();

  @Test
  void fieldsAreNaturallyAligned() {
    LlvmStructType s = LlvmStructType.literal(IntegerType.I8, IntegerType.I32, IntegerType.I64,
        new LlvmArrayType(FloatType.F64, 2), LlvmPointerType.PTR, IntegerType.I1);
    DataLayout.StructLayout l = layout.struct(s);
    assertArrayEquals(new long[] {0, 4, 8, 16, 32, 40}, l.offsets());
    assertEquals(48, l.size());
    assertEquals(8, l.alignment());
  }

  @Test
  void packedStructsHaveNoPadding() {
    LlvmStructType s = LlvmStructType.packed(List.of(IntegerType.I8, IntegerType.I64, IntegerType.I16));
    assertArrayEquals(new long[] {0, 1, 9}, layout.struct(s).offsets());
    assertEquals(11, layout.sizeOf(s));
    assertEquals(1, layout.alignOf(s));
  }

  @Test
  void nestedStructsAndArraysUseTheirAlignment() {
    LlvmStructType inner = LlvmStructType.literal(IntegerType.I16, IntegerType.I8);
    LlvmStructType outer = LlvmStructType.literal(IntegerType.I8, inner, FloatType.F16);
    assertEquals(4, layout.sizeOf(inner));
    assertArrayEquals(new long[] {0, 2, 6}, layout.struct(outer).offsets());
    assertEquals(8, layout.sizeOf(outer));
    assertEquals(24, layout.sizeOf(new LlvmArrayType(LlvmStructType.literal(IntegerType.I32, IntegerType.I8), 3)));
    assertEquals(0, layout.sizeOf(LlvmStructType.literal(List.of())));
  }

  @Test
  void theMemrefDescriptorIs40BytesForRank1() {
    LlvmArrayType dims = new LlvmArrayType(IntegerType.I64, 1);
    LlvmStructType d = LlvmStructType.literal(LlvmPointerType.PTR, LlvmPointerType.PTR, IntegerType.I64, dims, dims);
    assertEquals(40, layout.sizeOf(d));
  }
}
