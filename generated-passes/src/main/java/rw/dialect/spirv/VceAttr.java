package rw.dialect.spirv;

import java.util.List;
import rw.ir.attr.TypeAttrPrinter;
import rw.ir.type.DialectPrinter;

/**
 * {@code #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>}: a SPIR-V version
 * with capabilities and extensions, kept in the order written (duplicates included, as MLIR).
 */
public record VceAttr(String version, List<String> capabilities, List<String> extensions)
    implements SpirvAttr {
  public VceAttr {
    if (!SpirvEnumKind.VERSION.isCase(version)) throw new IllegalArgumentException("version " + version);
    capabilities = List.copyOf(capabilities);
    extensions = List.copyOf(extensions);
    for (String c : capabilities) {
      if (!SpirvEnumKind.CAPABILITY.isCase(c)) throw new IllegalArgumentException("capability " + c);
    }
    for (String e : extensions) {
      if (!SpirvEnumKind.isExtension(e)) throw new IllegalArgumentException("extension " + e);
    }
  }

  @Override
  public void print(DialectPrinter printer) {
    printer.append("vce<").append(version).append(", [")
        .append(String.join(", ", capabilities)).append("], [")
        .append(String.join(", ", extensions)).append("]>");
  }

  @Override
  public String toString() {
    return TypeAttrPrinter.print(this);
  }
}
