package rw.dialect.spirv;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import rw.ir.attr.TypeAttrPrinter;
import rw.ir.type.DialectPrinter;

/**
 * {@code #spirv.entry_point_abi<workgroup_size = [1, 1, 1], subgroup_size = 16, target_width = 32>}:
 * every field optional (absent fields are not printed; an empty workgroup size is).
 */
public record EntryPointAbiAttr(Optional<List<Integer>> workgroupSize, OptionalInt subgroupSize,
    OptionalInt targetWidth) implements SpirvAttr {
  public EntryPointAbiAttr {
    if (workgroupSize == null || subgroupSize == null || targetWidth == null) {
      throw new IllegalArgumentException("null component");
    }
    workgroupSize = workgroupSize.map(List::copyOf);
  }

  /** {@code #spirv.entry_point_abi<workgroup_size = [x, y, z]>}. */
  public static EntryPointAbiAttr ofWorkgroupSize(List<Integer> size) {
    return new EntryPointAbiAttr(Optional.of(size), OptionalInt.empty(), OptionalInt.empty());
  }

  @Override
  public void print(DialectPrinter printer) {
    printer.append("entry_point_abi<");
    String sep = "";
    if (workgroupSize.isPresent()) {
      printer.append("workgroup_size = [");
      List<Integer> size = workgroupSize.get();
      for (int i = 0; i < size.size(); i++) {
        printer.append(i == 0 ? "" : ", ").append(size.get(i));
      }
      printer.append("]");
      sep = ", ";
    }
    if (subgroupSize.isPresent()) {
      printer.append(sep).append("subgroup_size = ").append(subgroupSize.getAsInt());
      sep = ", ";
    }
    if (targetWidth.isPresent()) printer.append(sep).append("target_width = ").append(targetWidth.getAsInt());
    printer.append(">");
  }

  @Override
  public String toString() {
    return TypeAttrPrinter.print(this);
  }
}
