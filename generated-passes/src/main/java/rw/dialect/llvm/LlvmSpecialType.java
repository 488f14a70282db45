package rw.dialect.llvm;

import rw.ir.attr.TypeAttrPrinter;
import rw.ir.type.DialectPrinter;

/**
 * The parameterless LLVM types other than void: {@code !llvm.token}, {@code !llvm.label},
 * {@code !llvm.metadata}, {@code !llvm.ppc_fp128}, {@code !llvm.x86_amx}.
 */
public record LlvmSpecialType(Kind kind) implements LlvmType {
  public enum Kind {
    PPC_FP128("ppc_fp128"),
    TOKEN("token"),
    LABEL("label"),
    METADATA("metadata"),
    X86_AMX("x86_amx");

    private final String keyword;

    Kind(String keyword) {
      this.keyword = keyword;
    }

    public String keyword() {
      return keyword;
    }

    /** The kind spelled {@code keyword}, or {@code null}. */
    public static Kind of(String keyword) {
      for (Kind k : values()) {
        if (k.keyword.equals(keyword)) return k;
      }
      return null;
    }
  }

  public LlvmSpecialType {
    if (kind == null) throw new IllegalArgumentException("null kind");
  }

  @Override
  public void print(DialectPrinter printer) {
    printer.append(kind.keyword());
  }

  @Override
  public String toString() {
    return TypeAttrPrinter.print(this);
  }
}
