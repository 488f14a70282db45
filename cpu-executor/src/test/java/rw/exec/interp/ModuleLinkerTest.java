package rw.exec.interp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import rw.dialect.llvm.Linkage;
import rw.exec.ProgramRun;
import rw.ir.Context;
import rw.ir.Operation;

/** Linking a module with its nested module, as mlir-runner --link-nested-modules does. */
class ModuleLinkerTest {
  private static Operation parse(Context ctx, String name) throws Exception {
    return ProgramRun.parse(ctx, Path.of(ModuleLinkerTest.class.getResource("/plan/" + name).toURI()), name);
  }

  /** The first op named {@code opName} with symbol {@code sym} under {@code root}. */
  private static Operation find(Operation root, String opName, String sym) {
    Operation[] found = {null};
    root.walk(op -> {
      if (found[0] == null && op.name().equals(opName) && op.inherentAttr("sym_name") != null
          && op.inherentAttr("sym_name").toString().equals("\"" + sym + "\"")) {
        found[0] = op;
      }
    });
    return found[0];
  }

  @Test
  void declarationsResolveAcrossModulesAndPrivatesStayLocal() throws Exception {
    Context ctx = ProgramRun.context();
    Operation top = parse(ctx, "linking.mlir");
    LinkedModule linked = ModuleLinker.link(top);
    assertNotNull(linked, () -> ctx.diagnostics().collected().toString());
    Operation nested = find(top, "builtin.module", "nested");
    Operation main = find(top, "llvm.func", "main");
    Operation kernel = find(nested, "llvm.func", "kernel");
    Operation outerHelper = find(top, "llvm.func", "helper");
    Operation innerHelper = find(nested, "llvm.func", "helper");
    Operation callInMain = main.region(0).entryBlock().first();
    Operation callInKernel = kernel.region(0).entryBlock().first();
    assertSame(kernel, linked.resolve(callInMain, "kernel").op());
    assertSame(outerHelper, linked.resolve(callInMain, "helper").op());
    assertSame(innerHelper, linked.resolve(callInKernel, "helper").op());
    assertEquals(1, linked.globalDefinitions().size(), "the linkonce @buf and its declaration are one global");
    assertEquals(Linkage.LINKONCE, linked.globalDefinitions().get(0).linkage());
    assertEquals(4, linked.functionDefinitions().size());
    assertEquals(0, ProgramRun.run(ctx, top, ProgramRun.Options.defaults()).exitStatus());
  }

  @Test
  void twoStrongDefinitionsAreAnError() throws Exception {
    Context ctx = ProgramRun.context();
    Operation top = parse(ctx, "twice.mlir");
    assertNull(ModuleLinker.link(top));
    assertEquals(1, ctx.diagnostics().collected().size());
    assertEquals("twice.mlir:11:5: error: symbol 'f' is defined in more than one module",
        ctx.diagnostics().collected().get(0).render());
  }
}
