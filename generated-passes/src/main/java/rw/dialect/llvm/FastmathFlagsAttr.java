package rw.dialect.llvm;

import java.util.Collection;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;
import rw.ir.attr.TypeAttrPrinter;
import rw.ir.type.DialectPrinter;

/**
 * {@code #llvm.fastmath<none>}, {@code #llvm.fastmath<nnan, ninf>}, {@code #llvm.fastmath<fast>}
 * (all seven flags). Flags print in their enum order whatever order they were written in.
 */
public record FastmathFlagsAttr(Set<FastmathFlag> flags) implements LlvmAttr {
  /** {@code #llvm.fastmath<none>}. */
  public static final FastmathFlagsAttr NONE = new FastmathFlagsAttr(Set.of());

  public FastmathFlagsAttr {
    EnumSet<FastmathFlag> copy = EnumSet.noneOf(FastmathFlag.class);
    copy.addAll(flags);
    flags = Collections.unmodifiableSet(copy);
  }

  public static FastmathFlagsAttr of(Collection<FastmathFlag> flags) {
    return flags.isEmpty() ? NONE : new FastmathFlagsAttr(Set.copyOf(flags));
  }

  public boolean isFast() {
    return flags.size() == FastmathFlag.values().length;
  }

  @Override
  public void print(DialectPrinter printer) {
    printer.append("fastmath<");
    if (flags.isEmpty()) {
      printer.append("none");
    } else if (isFast()) {
      printer.append("fast");
    } else {
      String sep = "";
      for (FastmathFlag f : flags) {
        printer.append(sep).append(f.keyword());
        sep = ", ";
      }
    }
    printer.append(">");
  }

  @Override
  public String toString() {
    return TypeAttrPrinter.print(this);
  }
}
