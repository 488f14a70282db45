package rw.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.api.Test;
import rw.dialect.llvm.LlvmDialect;
import rw.dialect.llvm.LlvmStructType;
import rw.dialect.spirv.SpirvDialect;
import rw.ir.Context;
import rw.ir.Operation;
import rw.ir.asm.Source;
import rw.ir.asm.parse.SourceParser;
import rw.ir.attr.TypeAttr;
import rw.ir.diag.Diagnostic;
import rw.ir.type.IntegerType;

/**
 * Identified structs live in their context: a name keeps one body across parses of the same
 * context, and only parses in another context may give it another.
 */
class IdentifiedStructTest {
  private final Context ctx = newContext();

  @Test
  void aNameKeepsItsBodyAcrossParsesOfOneContext() {
    assertNotNull(parse("\"t.a\"() {a = !llvm.struct<\"s\", (i32)>} : () -> ()"));
    assertNotNull(parse("\"t.b\"() {b = !llvm.struct<\"s\", (i32)>} : () -> ()"));
    assertNull(parse("\"t.c\"() {c = !llvm.struct<\"s\", (i64)>} : () -> ()"));
    assertEquals(List.of("f.mlir:1:33: error: identified type already used with a different body"), errors());
    Context other = newContext();
    Operation m = SourceParser.parse(other, new Source("g.mlir", "\"t.d\"() {d = !llvm.struct<\"s\", (i64)>} : () -> ()"));
    assertNotNull(m);
  }

  @Test
  void theTypeOfAnIdentifiedStructIsItsName() {
    Operation m = parse("\"t.a\"() {a = !llvm.struct<\"list\", (i64, struct<\"list\">)>} : () -> ()");
    TypeAttr a = (TypeAttr) m.region(0).entryBlock().first().attr("a");
    LlvmStructType list = (LlvmStructType) a.type();
    assertEquals(LlvmStructType.Form.IDENTIFIED, list.form());
    assertEquals(IntegerType.I64, list.body().get(0));
    assertEquals(LlvmStructType.reference("list"), list.body().get(1));
    assertEquals(list, list.body().get(1));
  }

  /** MLIR fails without a message when a SPIR-V struct name gets a second body; rw says why. */
  @Test
  void aSpirvStructNameKeepsItsBodyToo() {
    assertNull(parse("\"t.a\"() {a = !spirv.struct<s, (i32)>, b = !spirv.struct<s, (i32 [0])>} : () -> ()"));
    assertEquals(List.of("f.mlir:1:50: error: identified type already used with a different body"), errors());
  }

  private Operation parse(String text) {
    return SourceParser.parse(ctx, new Source("f.mlir", text));
  }

  private List<String> errors() {
    return ctx.diagnostics().collected().stream().map(Diagnostic::render).toList();
  }

  private static Context newContext() {
    Context ctx = new Context();
    LlvmDialect.registerSyntax(ctx);
    SpirvDialect.registerSyntax(ctx);
    return ctx;
  }
}
