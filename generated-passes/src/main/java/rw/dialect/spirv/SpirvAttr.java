package rw.dialect.spirv;

import rw.ir.attr.DialectAttr;

/** The attributes of the SPIR-V dialect that rw knows ({@code #spirv.vce<…>}, …). */
public sealed interface SpirvAttr extends DialectAttr
    permits VceAttr, TargetEnvAttr, ResourceLimitsAttr, EntryPointAbiAttr, InterfaceVarAbiAttr,
        SpirvEnumAttr {
  @Override
  default String dialect() {
    return SpirvType.DIALECT;
  }
}
