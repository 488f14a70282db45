package rw.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.junit.jupiter.api.Test;
import rw.dialect.llvm.LlvmArrayType;
import rw.dialect.llvm.LlvmPointerType;
import rw.dialect.spirv.SpirvArrayType;
import rw.dialect.spirv.SpirvPointerType;
import rw.dialect.spirv.StorageClass;
import rw.ir.type.FloatType;
import rw.ir.type.IntegerType;

/** SPIR-V and LLVM pointer and array types, whose equals and hashCode are written out, keep the record contract. */
class DialectTypeEqualityTest {
  private static void same(Object a, Object b) {
    assertEquals(a, b);
    assertEquals(a.hashCode(), b.hashCode());
  }

  @Test
  void pointersComparePointeeAndStorageClass() {
    SpirvPointerType p = new SpirvPointerType(IntegerType.I32, StorageClass.STORAGE_BUFFER);
    same(new SpirvPointerType(new IntegerType(32), StorageClass.STORAGE_BUFFER), p);
    assertNotEquals(p, new SpirvPointerType(FloatType.F32, StorageClass.STORAGE_BUFFER));
    assertNotEquals(p, new SpirvPointerType(IntegerType.I32, StorageClass.FUNCTION));
  }

  @Test
  void arraysCompareElementCountAndStride() {
    SpirvArrayType a = new SpirvArrayType(FloatType.F32, 4, 4);
    same(new SpirvArrayType(FloatType.F32, 4, 4), a);
    assertNotEquals(a, new SpirvArrayType(IntegerType.I32, 4, 4));
    assertNotEquals(a, new SpirvArrayType(FloatType.F32, 5, 4));
    assertNotEquals(a, new SpirvArrayType(FloatType.F32, 4));
    same(new SpirvPointerType(a, StorageClass.STORAGE_BUFFER), new SpirvPointerType(new SpirvArrayType(FloatType.F32, 4, 4), StorageClass.STORAGE_BUFFER));
  }

  @Test
  void llvmPointersAndArrays() {
    same(LlvmPointerType.of(0), new LlvmPointerType(0));
    assertNotEquals(LlvmPointerType.PTR, LlvmPointerType.of(1));
    same(new LlvmArrayType(IntegerType.I64, 2), new LlvmArrayType(new IntegerType(64), 2));
    assertNotEquals(new LlvmArrayType(IntegerType.I64, 2), new LlvmArrayType(IntegerType.I64, 3));
    assertNotEquals(new LlvmArrayType(IntegerType.I64, 2), new LlvmArrayType(IntegerType.I32, 2));
  }
}
