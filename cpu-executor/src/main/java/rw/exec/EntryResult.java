package rw.exec;

import java.util.Locale;
import rw.dialect.llvm.LlvmVoidType;
import rw.ir.type.FloatType;
import rw.ir.type.IntegerType;
import rw.ir.type.Type;

/**
 * What the entry function returns, as mlir-runner's {@code --entry-point-result}: nothing, or an
 * i32, i64 or f32 that is printed on its own line after the program ran (floats as {@code %e},
 * {@code nan}, {@code INF}, {@code -INF}, as LLVM's {@code raw_ostream} prints them).
 */
public enum EntryResult {
  VOID, I32, I64, F32;

  /** The keyword of the option ({@code void}, {@code i32}, ...). */
  public String keyword() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** The value of {@code keyword}, or null when it names none. */
  public static EntryResult fromKeyword(String keyword) {
    for (EntryResult r : values()) {
      if (r.keyword().equals(keyword)) return r;
    }
    return null;
  }

  /** Whether a function returning {@code type} fits this kind. */
  public boolean matches(Type type) {
    switch (this) {
      case VOID: return type instanceof LlvmVoidType;
      case I32: return type instanceof IntegerType it && it.width() == 32;
      case I64: return type instanceof IntegerType it && it.width() == 64;
      case F32: return type.equals(FloatType.F32);
      default: throw new IllegalStateException(name());
    }
  }

  /** The printed form of a result held in slot form ({@code rw.exec.interp.SlotRepr}). */
  public String format(long bits) {
    switch (this) {
      case I32: return Integer.toString((int) bits);
      case I64: return Long.toString(bits);
      case F32: return formatFloat(Float.intBitsToFloat((int) bits));
      default: return "";
    }
  }

  private static String formatFloat(float v) {
    if (Float.isNaN(v)) return "nan";
    if (Float.isInfinite(v)) return v > 0 ? "INF" : "-INF";
    return String.format(Locale.ROOT, "%e", (double) v);
  }
}
