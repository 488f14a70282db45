package rw.ir.pass.core;

import rw.ir.pass.PassRegistry;

/** The passes the IR core itself provides, registered in a fixed order. */
public final class CorePasses {
  private CorePasses() {}

  public static void register(PassRegistry registry) {
    registry.register(ReconcileUnrealizedCastsPass.INFO);
  }
}
