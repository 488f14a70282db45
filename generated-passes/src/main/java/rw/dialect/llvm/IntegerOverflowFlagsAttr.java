package rw.dialect.llvm;

import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;
import rw.ir.attr.TypeAttrPrinter;
import rw.ir.type.DialectPrinter;

/** {@code #llvm.overflow<none>}, {@code #llvm.overflow<nsw, nuw>}. */
public record IntegerOverflowFlagsAttr(Set<OverflowFlag> flags) implements LlvmAttr {
  /** {@code #llvm.overflow<none>}. */
  public static final IntegerOverflowFlagsAttr NONE = new IntegerOverflowFlagsAttr(Set.of());

  public IntegerOverflowFlagsAttr {
    EnumSet<OverflowFlag> copy = EnumSet.noneOf(OverflowFlag.class);
    copy.addAll(flags);
    flags = Collections.unmodifiableSet(copy);
  }

  @Override
  public void print(DialectPrinter printer) {
    printer.append("overflow<");
    if (flags.isEmpty()) printer.append("none");
    String sep = "";
    for (OverflowFlag f : flags) {
      printer.append(sep).append(f.keyword());
      sep = ", ";
    }
    printer.append(">");
  }

  @Override
  public String toString() {
    return TypeAttrPrinter.print(this);
  }
}
