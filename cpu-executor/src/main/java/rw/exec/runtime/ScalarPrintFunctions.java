package rw.exec.runtime;

import static rw.exec.semantics.ValueKind.F32;
import static rw.exec.semantics.ValueKind.F64;
import static rw.exec.semantics.ValueKind.I64;
import static rw.exec.semantics.ValueKind.PTR;

import java.util.List;
import rw.exec.semantics.ValueKind;

/**
 * The scalar printers of MLIR's {@code libmlir_c_runner_utils} ({@code printI64 printU64 printF32
 * printF64 printString printOpen printClose printComma printNewline printFlops}) and {@code
 * printCString} of {@code libmlir_runner_utils}, with C's formats: {@code %lld}, {@code %llu},
 * {@code %g}, {@code "( "}, {@code " )"}, {@code ", "}; {@code printFlops} writes {@code "%lf
 * GFLOPS\n"} of flops/1e9 to stderr. None of them has a {@code _mlir_ciface_} symbol in MLIR
 * (see {@link TestWrapperFunctions} and {@link CInterfaceAliases}).
 */
public final class ScalarPrintFunctions {
  private ScalarPrintFunctions() {}

  public static void register(RuntimeLibrary.Builder library) {
    library.add(fn("printI64", I64, (ctx, a) -> ctx.out().print(Long.toString((Long) a[0]))));
    library.add(fn("printU64", I64, (ctx, a) -> ctx.out().print(Long.toUnsignedString((Long) a[0]))));
    library.add(fn("printF32", F32, (ctx, a) -> ctx.out().print(CppFloatFormat.format((Float) a[0]))));
    library.add(fn("printF64", F64, (ctx, a) -> ctx.out().print(CppFloatFormat.format((Double) a[0]))));
    library.add(fn("printString", PTR, (ctx, a) -> ctx.out().print(ctx.memory().readCString((Long) a[0]))));
    library.add(fn("printOpen", null, (ctx, a) -> ctx.out().print("( ")));
    library.add(fn("printClose", null, (ctx, a) -> ctx.out().print(" )")));
    library.add(fn("printComma", null, (ctx, a) -> ctx.out().print(", ")));
    library.add(fn("printNewline", null, (ctx, a) -> ctx.out().print("\n")));
    library.add(fn("printFlops", F64, (ctx, a) -> printFlops(ctx, (Double) a[0])));
    library.add(fn("printCString", PTR, (ctx, a) -> ctx.out().print(ctx.memory().readCString((Long) a[0]))));
  }

  static Object printFlops(RuntimeContext ctx, double flops) {
    ctx.err().print(CppFloatFormat.formatFixed(flops / 1.0E9, 6)).print(" GFLOPS\n");
    return null;
  }

  /** A void function of at most one parameter ({@code param} null for none). */
  static RuntimeFunction fn(String name, ValueKind param, RuntimeFunction.Procedure procedure) {
    return RuntimeFunction.procedure(name, param == null ? List.of() : List.of(param), procedure);
  }
}
