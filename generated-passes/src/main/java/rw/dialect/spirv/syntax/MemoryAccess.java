package rw.dialect.spirv.syntax;

import java.util.List;
import rw.dialect.spirv.SpirvEnumAttr;
import rw.dialect.spirv.SpirvEnumKind;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.asm.OpAsmParser;
import rw.ir.asm.OpAsmPrinter;
import rw.ir.attr.Attribute;
import rw.ir.attr.IntegerAttr;
import rw.ir.type.IntegerType;

/** The optional {@code ["Volatile"]} / {@code ["Aligned", 4]} of spirv.Load and spirv.Store. */
final class MemoryAccess {
  static final String MEMORY_ACCESS = "memory_access";
  static final String ALIGNMENT = "alignment";
  static final List<String> NAMES = List.of(MEMORY_ACCESS, ALIGNMENT);

  private MemoryAccess() {}

  static boolean parse(OpAsmParser parser, OperationState state) {
    if (!parser.parseOptionalLSquare()) return true;
    SpirvEnumAttr access = SpirvEnums.parseString(parser, SpirvEnumKind.MEMORY_ACCESS);
    if (access == null) return false;
    state.addAttribute(MEMORY_ACCESS, access);
    if (access.cases().contains("Aligned")) {
      if (!parser.parseComma()) return false;
      Attribute alignment = parser.parseAttribute(IntegerType.I32);
      if (alignment == null) return false;
      state.addAttribute(ALIGNMENT, alignment);
    }
    return parser.parseRSquare();
  }

  /** {@code " [\"Aligned\", 4]"} when the op has a memory access attribute. */
  static void print(Operation op, OpAsmPrinter p) {
    if (!(op.inherentAttr(MEMORY_ACCESS) instanceof SpirvEnumAttr access)) return;
    p.append(" [\"").append(access.value()).append("\"");
    if (access.cases().contains("Aligned") && op.inherentAttr(ALIGNMENT) instanceof IntegerAttr a) {
      p.append(", ").append(a.value().toString());
    }
    p.append("]");
  }

  /** The attributes the bracket form shows (alignment only together with Aligned). */
  static List<String> shown(Operation op) {
    if (!(op.inherentAttr(MEMORY_ACCESS) instanceof SpirvEnumAttr access)) return List.of();
    boolean aligned = access.cases().contains("Aligned") && op.inherentAttr(ALIGNMENT) != null;
    return aligned ? NAMES : List.of(MEMORY_ACCESS);
  }
}
