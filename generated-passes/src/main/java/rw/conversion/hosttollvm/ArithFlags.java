package rw.conversion.hosttollvm;

import java.util.EnumSet;
import java.util.Locale;
import rw.dialect.llvm.FastmathFlag;
import rw.dialect.llvm.FastmathFlagsAttr;
import rw.ir.attr.Attribute;
import rw.ir.attr.IntegerAttr;
import rw.ir.attr.OpaqueAttr;
import rw.ir.type.IntegerType;

/** The externs of the arith conversion: flag attributes in their LLVM form, integer widths. */
public final class ArithFlags {
  private ArithFlags() {}

  /** {@code #arith.overflow<nsw, nuw>} as the LLVM ops' bit set (nsw = 1, nuw = 2); absent: none. */
  public static Attribute llvmOverflow(Attribute flags) {
    String body = flags instanceof OpaqueAttr o ? o.body() : "";
    int bits = (body.contains("nsw") ? 1 : 0) | (body.contains("nuw") ? 2 : 0);
    return IntegerAttr.of(bits, IntegerType.I32);
  }

  /** {@code #arith.fastmath<nnan, ninf>} as {@code #llvm.fastmath<nnan, ninf>}; absent: none. */
  public static Attribute llvmFastmath(Attribute flags) {
    if (!(flags instanceof OpaqueAttr o)) return FastmathFlagsAttr.NONE;
    String body = o.body().substring(o.body().indexOf('<') + 1, o.body().lastIndexOf('>'));
    EnumSet<FastmathFlag> set = EnumSet.noneOf(FastmathFlag.class);
    for (String f : body.split(",")) {
      String name = f.trim();
      if (name.equals("fast")) set.addAll(EnumSet.allOf(FastmathFlag.class));
      else if (!name.equals("none")) set.add(FastmathFlag.valueOf(name.toUpperCase(Locale.ROOT)));
    }
    return FastmathFlagsAttr.of(set);
  }
}
