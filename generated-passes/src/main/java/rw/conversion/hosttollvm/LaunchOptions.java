package rw.conversion.hosttollvm;

import rw.conversion.support.RunningPass;

/** What the options of lower-host-to-llvm change in its launch lowering. */
public final class LaunchOptions {
  private LaunchOptions() {}

  /** Whether a gpu.module may hold several kernels (rw's pipeline). */
  public static boolean severalEntryPoints() {
    return RunningPass.flag("allow-several-entry-points");
  }

  /** Whether kernel buffers are bound by their address (rw's pipeline) rather than copied. */
  public static boolean buffersByPointer() {
    return RunningPass.flag("bind-buffers-by-pointer");
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
