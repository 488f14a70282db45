package rw.ir.def;

import org.junit.jupiter.api.Test;
import rw.ir.Context;
import rw.ir.Operation;
import rw.ir.asm.Source;
import rw.ir.asm.parse.SourceParser;
import rw.ir.asm.print.AsmPrinter;
import rw.ir.asm.print.PrintOptions;

class ScratchTest {
  @Test
  void scratch() throws Exception {
    String text = java.nio.file.Files.readString(java.nio.file.Path.of("/tmp/opspec/big.mlir"));
    for (int round = 0; round < 4; round++) {
      long t0 = System.nanoTime();
      Context ctx = TestDialects.context();
      Operation m = SourceParser.parse(ctx, new Source("big.mlir", text));
      long t1 = System.nanoTime();
      String pretty = AsmPrinter.print(m, PrintOptions.DEFAULT);
      long t2 = System.nanoTime();
      String generic = AsmPrinter.print(m, PrintOptions.GENERIC);
      long t3 = System.nanoTime();
      Context ctx2 = TestDialects.context();
      Operation g = SourceParser.parse(ctx2, new Source("g.mlir", generic));
      long t4 = System.nanoTime();
      long t5 = System.nanoTime();
      Operation plain = SourceParser.parse(new Context(), new Source("g.mlir", generic));
      long t6 = System.nanoTime();
      AsmPrinter.print(plain, PrintOptions.GENERIC);
      long t7 = System.nanoTime();
      System.out.printf("PLAIN parseGeneric %d ms printGeneric %d ms%n", (t6 - t5) / 1000000, (t7 - t6) / 1000000);
      System.out.printf("PERF parse %d ms, print %d ms, printGeneric %d ms, parseGeneric %d ms (%d chars)%n",
          (t1 - t0) / 1000000, (t2 - t1) / 1000000, (t3 - t2) / 1000000, (t4 - t3) / 1000000, pretty.length());
    }
  }
}
