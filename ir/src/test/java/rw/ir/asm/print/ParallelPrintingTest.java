package rw.ir.asm.print;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import rw.ir.Context;
import rw.ir.Operation;
import rw.ir.asm.Source;
import rw.ir.asm.parse.SourceParser;

/**
 * A module body of many ops is printed on several threads: the text must be the sequential
 * one, value numbers and location aliases included.
 */
class ParallelPrintingTest {
  private static String module(int ops, boolean locations) {
    StringBuilder sb = new StringBuilder("\"builtin.module\"() ({\n");
    for (int i = 0; i < ops; i++) {
      String loc = locations ? " loc(#loc" + i + ")" : "";
      sb.append("  \"foo.f\"() ({\n")
          .append("    %0 = \"foo.a\"() {n = ").append(i).append(" : i32} : () -> i32").append(loc).append('\n')
          .append("    \"foo.b\"(%0) : (i32) -> ()").append(loc).append('\n')
          .append("  }) : () -> ()").append(loc).append('\n');
    }
    sb.append("}) : () -> ()").append(locations ? " loc(#loc)" : "").append('\n');
    if (locations) {
      sb.append("#loc = loc(\"m.mlir\":1:1)\n");
      for (int i = 0; i < ops; i++) sb.append("#loc").append(i).append(" = loc(\"m.mlir\":").append(i + 2).append(":3)\n");
    }
    return sb.toString();
  }

  /** The print with 1 thread, then with 3 (which must be the same). */
  private static String[] printBoth(String text, PrintOptions options) {
    Operation module = SourceParser.parse(new Context(), new Source("m.mlir", text));
    int saved = ParallelPrinting.threads;
    try {
      ParallelPrinting.threads = 1;
      String sequential = AsmPrinter.print(module, options);
      ParallelPrinting.threads = 3;
      return new String[] {sequential, AsmPrinter.print(module, options)};
    } finally {
      ParallelPrinting.threads = saved;
    }
  }

  @Test
  void genericForm() {
    String[] printed = printBoth(module(5 * ParallelPrinting.MIN_OPS, false), PrintOptions.GENERIC);
    assertTrue(printed[0].contains("{n = 319 : i32}"));
    assertEquals(printed[0], printed[1]);
  }

  @Test
  void locationAliases() {
    String[] printed = printBoth(module(3 * ParallelPrinting.MIN_OPS, true), PrintOptions.GENERIC.withDebugInfo(true));
    assertTrue(printed[0].contains("#loc191 = loc("));
    assertEquals(printed[0], printed[1]);
  }
}
