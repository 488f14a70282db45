package rw.dialect.spirv;

import java.util.Arrays;
import java.util.List;
import rw.ir.attr.TypeAttrPrinter;
import rw.ir.type.DialectPrinter;

/**
 * An enum attribute of the SPIR-V dialect: {@code #spirv.storage_class<StorageBuffer>},
 * {@code #spirv.function_control<Inline|Pure>}, … The value is one case of the kind, or for bit
 * enums the set cases joined by {@code |} in MLIR's order ({@code None} when empty); it is
 * normalised on construction.
 */
public record SpirvEnumAttr(SpirvEnumKind kind, String value) implements SpirvAttr {
  public SpirvEnumAttr {
    if (kind == null || value == null) throw new IllegalArgumentException("null component");
    List<String> cases = kind.isBitEnum() ? Arrays.asList(value.split("\\|")) : List.of(value);
    for (String c : cases) {
      if (!kind.isCase(c)) throw new IllegalArgumentException(kind + " has no case " + c);
    }
    if (kind.isBitEnum()) value = kind.combine(cases);
  }

  public static SpirvEnumAttr storageClass(StorageClass storageClass) {
    return new SpirvEnumAttr(SpirvEnumKind.STORAGE_CLASS, storageClass.spelling());
  }

  /** The cases set in a bit-enum value (empty for {@code None}), or the single case. */
  public List<String> cases() {
    if (kind.isBitEnum() && value.equals("None")) return List.of();
    return List.of(value.split("\\|"));
  }

  @Override
  public void print(DialectPrinter printer) {
    printer.append(kind.mnemonic()).append("<").append(value).append(">");
  }

  @Override
  public String toString() {
    return TypeAttrPrinter.print(this);
  }
}
