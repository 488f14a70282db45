package rw.cli;

import rw.dialect.Dialects;
import rw.dialect.arith.ArithFolds;
import rw.dialect.spirv.SpirvFolds;
import rw.ir.Context;
import rw.ir.asm.print.AsmPrinter;

/** The context each input chunk is processed in: rw's dialects (and their folders) registered, as mlir-opt's are. */
final class Contexts {
  private Contexts() {}

  /**
   * A fresh context. With {@code printOpOnDiagnostic} (mlir-opt's default, off while verifying
   * diagnostics), errors on an op carry the note {@code see current operation: <op>}.
   */
  static Context create(boolean printOpOnDiagnostic) {
    Context ctx = new Context();
    Dialects.registerAll(ctx);
    ArithFolds.register(ctx);
    SpirvFolds.register(ctx);
    AsmPrinter.installAsDiagnosticPrinter(ctx);
    ctx.setPrintOpOnDiagnostic(printOpOnDiagnostic);
    return ctx;
  }
}
