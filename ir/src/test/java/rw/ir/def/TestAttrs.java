package rw.ir.def;

import java.util.ArrayList;
import java.util.List;
import rw.ir.asm.DialectAsmParser;
import rw.ir.asm.DialectSyntax;
import rw.ir.attr.Attribute;
import rw.ir.attr.DialectAttr;
import rw.ir.type.DialectPrinter;
import rw.ir.type.Type;

/**
 * Stand-ins for the dialect attributes the test ops use (the real ones belong to the dialects):
 * {@code #arith.overflow<nsw, nuw>}, {@code #arith.fastmath<nnan,ninf>}, {@code #gpu<dim x>}, {@code #gpu.address_space<workgroup>}.
 */
final class TestAttrs {
  private TestAttrs() {}

  /** {@code mnemonic<flag sep flag>}. */
  record FlagsAttr(String dialect, String mnemonic, List<String> flags, String separator) implements DialectAttr {
    @Override
    public void print(DialectPrinter p) {
      p.append(mnemonic).append("<").append(String.join(separator, flags)).append(">");
    }
  }

  /** {@code #gpu<dim x>}. */
  record DimAttr(String dim) implements DialectAttr {
    @Override
    public String dialect() {
      return "gpu";
    }

    @Override
    public void print(DialectPrinter p) {
      p.append("dim ").append(dim);
    }
  }

  static FlagsAttr overflow(String... flags) {
    return new FlagsAttr("arith", "overflow", List.of(flags), ", ");
  }

  static FlagsAttr fastmath(String... flags) {
    return new FlagsAttr("arith", "fastmath", List.of(flags), ",");
  }

  /** The arith dialect's attribute syntax, as far as the tests need it. */
  static final class ArithSyntax implements DialectSyntax {
    @Override
    public String dialect() {
      return "arith";
    }

    @Override
    public Type parseType(DialectAsmParser p) {
      p.emitError("no arith types here");
      return null;
    }

    @Override
    public Attribute parseAttribute(DialectAsmParser p, Type type) {
      String mnemonic = p.parseKeyword("attribute mnemonic");
      if (mnemonic == null || !p.parseLess()) return null;
      List<String> flags = new ArrayList<>();
      do {
        String flag = p.parseKeyword("flag");
        if (flag == null) return null;
        flags.add(flag);
      } while (p.parseOptionalComma());
      if (!p.parseGreater()) return null;
      return new FlagsAttr("arith", mnemonic, flags, mnemonic.equals("fastmath") ? "," : ", ");
    }
  }

  /** The gpu dialect's {@code #gpu<dim x>}. */
  static final class GpuSyntax implements DialectSyntax {
    @Override
    public String dialect() {
      return "gpu";
    }

    @Override
    public Type parseType(DialectAsmParser p) {
      p.emitError("no gpu types here");
      return null;
    }

    @Override
    public Attribute parseAttribute(DialectAsmParser p, Type type) {
      String mnemonic = p.parseKeyword("attribute mnemonic");
      if (mnemonic == null) return null;
      if (mnemonic.equals("address_space")) {
        if (!p.parseLess()) return null;
        String space = p.parseKeyword("address space");
        return space == null || !p.parseGreater() ? null : new FlagsAttr("gpu", mnemonic, List.of(space), "");
      }
      if (!mnemonic.equals("dim")) {
        p.emitError("unknown gpu attribute " + mnemonic);
        return null;
      }
      String dim = p.parseKeyword("dimension");
      return dim == null ? null : new DimAttr(dim);
    }
  }
}
