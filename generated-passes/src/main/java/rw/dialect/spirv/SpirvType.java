package rw.dialect.spirv;

import rw.ir.type.DialectType;

/**
 * The types of the SPIR-V dialect ({@code !spirv.ptr<…>}, {@code !spirv.array<…>}, …). Nested
 * types are always printed in full ({@code !spirv.ptr<!spirv.array<4 x i32>, Function>}).
 */
public sealed interface SpirvType extends DialectType
    permits SpirvPointerType, SpirvArrayType, SpirvRuntimeArrayType, SpirvStructType,
        SpirvMatrixType {
  String DIALECT = "spirv";

  @Override
  default String dialect() {
    return DIALECT;
  }
}
