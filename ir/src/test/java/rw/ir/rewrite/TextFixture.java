package rw.ir.rewrite;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import rw.ir.Context;
import rw.ir.Operation;
import rw.ir.asm.Source;
import rw.ir.asm.parse.SourceParser;
import rw.ir.asm.print.AsmPrinter;
import rw.ir.asm.print.PrintOptions;
import rw.ir.diag.Diagnostic;

/** Reads the textual inputs of the rewrite tests ({@code src/test/resources/rewrite/}) and prints results. */
public final class TextFixture {
  private TextFixture() {}

  public static String resource(String name) {
    try (InputStream in = TextFixture.class.getResourceAsStream("/rewrite/" + name)) {
      if (in == null) throw new IllegalStateException("missing test resource rewrite/" + name);
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }

  public static Operation parse(Context ctx, String name) {
    Operation module = SourceParser.parse(ctx, new Source(name, resource(name)));
    if (module == null) {
      StringBuilder sb = new StringBuilder();
      for (Diagnostic d : ctx.diagnostics().collected()) sb.append(d.render()).append('\n');
      fail("cannot parse " + name + ":\n" + sb);
    }
    return module;
  }

  /** The generic form, as {@code mlir-opt --mlir-print-op-generic} prints it. */
  public static String print(Operation op) {
    return AsmPrinter.print(op, PrintOptions.GENERIC);
  }

  /** An expected-output file as our printer prints it, so that SSA numbering details do not matter. */
  public static String expected(Context ctx, String name) {
    return print(parse(ctx, name));
  }
}
