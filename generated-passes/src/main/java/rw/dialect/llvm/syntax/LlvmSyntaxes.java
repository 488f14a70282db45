package rw.dialect.llvm.syntax;

import java.util.List;
import rw.dialect.syntax.OpSyntaxEntry;

/**
 * The hand-written custom forms of the LLVM dialect, in a fixed order. ({@code llvm.intr.memcpy}
 * has none in MLIR 22: it prints in the generic form.)
 */
public final class LlvmSyntaxes {
  private LlvmSyntaxes() {}

  public static List<OpSyntaxEntry> ops() {
    OverflowFlagsSyntax binary = OverflowFlagsSyntax.binary();
    return List.of(
        new OpSyntaxEntry("llvm.func", new LlvmFuncSyntax()),
        new OpSyntaxEntry("llvm.mlir.global", new GlobalSyntax()),
        new OpSyntaxEntry("llvm.call", new CallSyntax()),
        new OpSyntaxEntry("llvm.getelementptr", new GepSyntax()),
        new OpSyntaxEntry("llvm.insertvalue", InsertExtractValueSyntax.insertValue()),
        new OpSyntaxEntry("llvm.extractvalue", InsertExtractValueSyntax.extractValue()),
        new OpSyntaxEntry("llvm.alloca", new AllocaSyntax()),
        new OpSyntaxEntry("llvm.icmp", CmpSyntax.icmp()),
        new OpSyntaxEntry("llvm.fcmp", CmpSyntax.fcmp()),
        new OpSyntaxEntry("llvm.switch", new LlvmSwitchSyntax()),
        new OpSyntaxEntry("llvm.add", binary),
        new OpSyntaxEntry("llvm.sub", binary),
        new OpSyntaxEntry("llvm.mul", binary),
        new OpSyntaxEntry("llvm.shl", binary),
        new OpSyntaxEntry("llvm.trunc", OverflowFlagsSyntax.cast()));
  }
}
