package rw.dialect.llvm.syntax;

import java.util.List;
import rw.dialect.llvm.LlvmKeyword;
import rw.ir.asm.OpAsmParser;
import rw.ir.attr.Attribute;
import rw.ir.attr.IntegerAttr;
import rw.ir.type.IntegerType;

/**
 * The optional enum keywords of LLVM ops (MLIR's parseOptionalLLVMKeyword): linkage, calling
 * convention, tail call kind, and the integer-valued visibility and unnamed_addr.
 */
final class LlvmKeywords {
  /** Visibility by value; the default (0) has no keyword. */
  static final List<String> VISIBILITY = List.of("", "hidden", "protected");
  /** UnnamedAddr by value; the default (0) has no keyword. */
  static final List<String> UNNAMED_ADDR = List.of("", "local_unnamed_addr", "unnamed_addr");

  private LlvmKeywords() {}

  /** The case of {@code values} whose keyword is next (consumed), or {@code fallback}. */
  static <E extends LlvmKeyword> E parseOptional(OpAsmParser parser, E[] values, E fallback) {
    for (E v : values) {
      if (parser.parseOptionalKeyword(v.keyword())) return v;
    }
    return fallback;
  }

  /** The index of the keyword of {@code names} that is next (consumed), or 0. */
  static int parseOptional(OpAsmParser parser, List<String> names) {
    for (int i = 1; i < names.size(); i++) {
      if (parser.parseOptionalKeyword(names.get(i))) return i;
    }
    return 0;
  }

  static IntegerAttr i64(long v) {
    return IntegerAttr.of(v, IntegerType.I64);
  }

  /** The keyword of an integer-valued enum attribute ({@code visibility_}, {@code unnamed_addr}), or "". */
  static String keyword(List<String> names, Attribute a) {
    if (!(a instanceof IntegerAttr i)) return "";
    int v = i.value().intValue();
    return v >= 0 && v < names.size() ? names.get(v) : "";
  }
}
