package rw.exec.runtime;

import static rw.exec.semantics.ValueKind.I64;
import static rw.exec.semantics.ValueKind.PTR;
import static rw.exec.semantics.ValueKind.VOID;

import java.util.List;

/**
 * The memref printers of MLIR's {@code libmlir_runner_utils}, under the symbols that library
 * exports (checked with {@code nm -D} on libmlir_runner_utils.so.22.1):
 *
 * <ul>
 *   <li>{@code _mlir_ciface_printMemref<T>(ptr)}: pointer to an unranked memref {@code {i64
 *       rank, ptr descriptor}}; T in I8 I16 I32 I64 F16 BF16 F32 F64 Ind C32 C64. This is what a
 *       program lowered with the C interface (the SPIR-V CPU runner pipeline) calls.
 *   <li>{@code printMemref<T>(i64 rank, ptr descriptor)}: T in I32 I64 F32 F64 Ind C32 C64.
 *   <li>{@code _mlir_ciface_printMemrefShape<T>(ptr)}: the header only; T in I8 I32 I64 F32 F64
 *       Ind C32 C64.
 *   <li>{@code _mlir_ciface_printMemref<N>d<T>(ptr)}: pointer to a ranked descriptor, printed
 *       with the prefix {@code Memref}; 0d..4d F32, and 1d I8 I32 I64 F64 Ind C32 C64.
 * </ul>
 */
public final class MemRefPrintFunctions {
  private static final String UNRANKED = "Unranked Memref ";
  private static final String RANKED = "Memref ";

  private static final List<ElementFormat> UNRANKED_CIFACE = List.of(ElementFormat.I8, ElementFormat.I16,
      ElementFormat.I32, ElementFormat.I64, ElementFormat.F16, ElementFormat.BF16, ElementFormat.F32,
      ElementFormat.F64, ElementFormat.IND, ElementFormat.C32, ElementFormat.C64);
  private static final List<ElementFormat> UNRANKED_PLAIN = List.of(ElementFormat.I32, ElementFormat.I64,
      ElementFormat.F32, ElementFormat.F64, ElementFormat.IND, ElementFormat.C32, ElementFormat.C64);
  private static final List<ElementFormat> SHAPE = List.of(ElementFormat.I8, ElementFormat.I32,
      ElementFormat.I64, ElementFormat.F32, ElementFormat.F64, ElementFormat.IND, ElementFormat.C32,
      ElementFormat.C64);
  private static final List<ElementFormat> RANKED_1D = List.of(ElementFormat.I8, ElementFormat.I32,
      ElementFormat.I64, ElementFormat.F64, ElementFormat.IND, ElementFormat.C32, ElementFormat.C64);

  private MemRefPrintFunctions() {}

  public static void register(RuntimeLibrary.Builder library) {
    for (ElementFormat f : UNRANKED_CIFACE) {
      library.add(new RuntimeFunction("_mlir_ciface_printMemref" + f.suffix(), List.of(PTR), VOID,
          (ctx, a) -> print(ctx, UNRANKED, f, MemRefDescriptor.readUnranked(ctx.memory(), (Long) a[0]))));
    }
    for (ElementFormat f : UNRANKED_PLAIN) {
      library.add(new RuntimeFunction("printMemref" + f.suffix(), List.of(I64, PTR), VOID,
          (ctx, a) -> print(ctx, UNRANKED, f, MemRefDescriptor.read(ctx.memory(), (Long) a[1], (Long) a[0]))));
    }
    for (ElementFormat f : SHAPE) {
      library.add(new RuntimeFunction("_mlir_ciface_printMemrefShape" + f.suffix(), List.of(PTR), VOID,
          (ctx, a) -> printShape(ctx, MemRefDescriptor.readUnranked(ctx.memory(), (Long) a[0]))));
    }
    for (int rank = 0; rank <= 4; rank++) registerRanked(library, rank, ElementFormat.F32);
    for (ElementFormat f : RANKED_1D) registerRanked(library, 1, f);
  }

  private static void registerRanked(RuntimeLibrary.Builder library, int rank, ElementFormat f) {
    library.add(new RuntimeFunction("_mlir_ciface_printMemref" + rank + "d" + f.suffix(), List.of(PTR), VOID,
        (ctx, a) -> print(ctx, RANKED, f, MemRefDescriptor.read(ctx.memory(), (Long) a[0], rank))));
  }

  private static Object print(RuntimeContext ctx, String prefix, ElementFormat f, MemRefDescriptor m) {
    StringBuilder sb = new StringBuilder();
    MemRefPrinter.print(sb, prefix, ctx.memory(), f, m);
    ctx.out().print(sb);
    return null;
  }

  private static Object printShape(RuntimeContext ctx, MemRefDescriptor m) {
    StringBuilder sb = new StringBuilder(UNRANKED);
    MemRefPrinter.appendMetadata(sb, m);
    ctx.out().print(sb.append('\n'));
    return null;
  }
}
