package rw.cli;

import java.util.List;
import rw.ir.asm.print.PrintOptions;
import rw.ir.diag.DiagnosticVerifier;
import rw.ir.pass.IrPrinting;

/**
 * What one {@code rw opt} run does.
 *
 * @param input the input file, {@code -} for standard input
 * @param output the output file, {@code -} for standard output
 * @param pipeline the {@code --pass-pipeline} text, or null
 * @param passFlags the individual pass flags, in order
 * @param verifyDiagnostics the {@code --verify-diagnostics} level, or null when not verifying
 * @param verifyEach whether the IR is verified after each pass
 * @param threading whether work may use several threads (off under {@code --mlir-disable-threading},
 *     and under {@code --debug-patterns}, whose log stays in order)
 */
record OptSettings(String input, String output, String pipeline, List<PassFlag> passFlags, boolean splitInputFile,
    DiagnosticVerifier.Level verifyDiagnostics, PrintOptions print, IrPrinting.Config dumps, boolean timing,
    boolean dumpPipeline, boolean verifyEach, boolean threading) {

  boolean verifying() {
    return verifyDiagnostics != null;
  }
}
