package rw.ir.pass.core;

import rw.ir.Operation;
import rw.ir.pass.OpPassManager;
import rw.ir.pass.Pass;
import rw.ir.pass.PassInfo;
import rw.ir.pass.PassOptions;
import rw.ir.rewrite.convert.ReconcileUnrealizedCasts;

/** MLIR's {@code reconcile-unrealized-casts}: removes casts that cancel out or are unused. */
public final class ReconcileUnrealizedCastsPass extends Pass {
  public static final PassInfo INFO = PassInfo.of("reconcile-unrealized-casts", "ReconcileUnrealizedCastsPass",
      "Simplify and eliminate unrealized conversion casts", OpPassManager.ANY, ReconcileUnrealizedCastsPass::new);

  private ReconcileUnrealizedCastsPass(PassInfo info, PassOptions options) {
    super(info, options);
  }

  @Override
  protected void runOnOperation(Operation op) {
    ReconcileUnrealizedCasts.run(op);
  }
}
