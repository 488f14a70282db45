package rw.dialect.spirv;

import java.util.Optional;
import rw.ir.attr.TypeAttrPrinter;
import rw.ir.type.DialectPrinter;

/**
 * {@code #spirv.interface_var_abi<(set, binding)>} or {@code …<(set, binding), StorageClass>}:
 * where a kernel argument lives. Set and binding are unsigned 32-bit values.
 */
public record InterfaceVarAbiAttr(long descriptorSet, long binding, Optional<StorageClass> storageClass)
    implements SpirvAttr {
  public InterfaceVarAbiAttr {
    if (descriptorSet < 0 || descriptorSet > 0xFFFF_FFFFL) throw new IllegalArgumentException("set");
    if (binding < 0 || binding > 0xFFFF_FFFFL) throw new IllegalArgumentException("binding");
    if (storageClass == null) throw new IllegalArgumentException("null storage class option");
  }

  public InterfaceVarAbiAttr(long descriptorSet, long binding) {
    this(descriptorSet, binding, Optional.empty());
  }

  @Override
  public void print(DialectPrinter printer) {
    printer.append("interface_var_abi<(").append(descriptorSet).append(", ").append(binding).append(")");
    storageClass.ifPresent(c -> printer.append(", ").append(c.spelling()));
    printer.append(">");
  }

  @Override
  public String toString() {
    return TypeAttrPrinter.print(this);
  }
}
