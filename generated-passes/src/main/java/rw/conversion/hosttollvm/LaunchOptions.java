package rw.conversion.hosttollvm;

import rw.conversion.support.RunningPass;
import rw.dialect.llvm.LlvmPointerType;
import rw.ir.Value;
import rw.ir.build.OpBuilder;
import rw.ir.loc.Location;
import rw.ir.type.IntegerType;
import rw.ir.type.Type;

/** What the options of lower-host-to-llvm change in its launch lowering. */
public final class LaunchOptions {
  private LaunchOptions() {}

  /**
   * The start of a kernel buffer's data, given its memref descriptor: the allocated pointer, as
   * MLIR copies it, or with {@code copy-from-aligned-pointer} (rw's pipeline) the aligned pointer
   * advanced by the descriptor's offset in elements.
   */
  public static Value bufferStart(OpBuilder b, Location loc, Value descriptor, Type element) {
    if (!RunningPass.flag("copy-from-aligned-pointer")) return LlvmEmit.extract(b, loc, descriptor, LlvmPointerType.PTR, 0);
    Value aligned = LlvmEmit.extract(b, loc, descriptor, LlvmPointerType.PTR, 1);
    Value offset = LlvmEmit.extract(b, loc, descriptor, IntegerType.I64, 2);
    return LlvmEmit.gep(b, loc, aligned, offset, element, 0);
  }

  /** Whether a gpu.module may hold several kernels (rw's pipeline). */
  public static boolean severalEntryPoints() {
    return RunningPass.flag("allow-several-entry-points");
  }

  /** Whether launches run their whole grid (rw's pipeline). */
  public static boolean emulateGrid() {
    return RunningPass.flag("emulate-grid");
  }

  private static final java.util.List<String> BUILTINS =
      java.util.List.of("LocalInvocationId", "WorkgroupId", "GlobalInvocationId", "NumWorkgroups", "WorkgroupSize");

  /** Where a builtin's x component is in the emulated grid's id list, or -1. */
  public static long builtinSlot(rw.ir.attr.Attribute builtin) {
    int i = builtin instanceof rw.ir.attr.StringAttr s ? BUILTINS.indexOf(s.value()) : -1;
    return i < 0 ? -1 : 3L * i;
  }
}
