package rw.ir.type;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Row-major strides of the identity layout, as MLIR's getStridesAndOffset gives them. */
class MemRefStridesTest {
  private static final long Q = ShapedType.DYNAMIC;

  @Test
  void staticShapesMultiplyTheInnerSizes() {
    assertEquals(List.of(12L, 4L, 1L), new MemRefType(List.of(2L, 3L, 4L), FloatType.F32).identityStrides());
    assertEquals(List.of(), new MemRefType(List.of(), FloatType.F32).identityStrides());
  }

  @Test
  void aDynamicSizeMakesTheOuterStridesDynamic() {
    assertEquals(List.of(Q, 4L, 1L), new MemRefType(List.of(2L, Q, 4L), FloatType.F32).identityStrides());
    assertEquals(List.of(Q, Q, 1L), new MemRefType(List.of(2L, 3L, Q), FloatType.F32).identityStrides());
    assertEquals(List.of(4L, 1L), new MemRefType(List.of(Q, 4L), FloatType.F32).identityStrides());
  }
}
