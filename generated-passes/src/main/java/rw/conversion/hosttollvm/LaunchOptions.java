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
}
