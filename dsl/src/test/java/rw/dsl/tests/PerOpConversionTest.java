package rw.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import com.google.inject.Inject;
import java.util.List;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import rw.dsl.model.ConversionDriver;
import rw.dsl.model.ErrorFailure;
import rw.dsl.model.ErrorKind;
import rw.dsl.model.Pass;
import rw.dsl.model.RwFile;
import rw.dsl.semantics.OpMembers;

/**
 * The language extensions of convert-gpu-to-spirv: a conversion driver over each op of a query
 * ({@code convert full on m: gpu.module in root where … { … }}) and {@code remark} failures.
 */
@ExtendWith(InjectionExtension.class)
@InjectWith(RwInjectorProvider.class)
class PerOpConversionTest {
  private static final String SOURCE = """
      conversion patterns NeedsAbi {
        pattern KernelNeedsAbi on f = gpu.func() {
          require has(f["spirv.entry_point_abi"]) else remark "match failure: missing 'spirv.entry_point_abi' attribute"
          erase f
        }
      }
      pass PerModule "per-module" {
        option wide: bool = false cli "use-wide" summary "a flag"
        convert full on m: gpu.module in root where has(m["demo.mark"]) {
          patterns NeedsAbi
          target { legal dialect spirv }
        }
      }
      """;

  @Inject private Workspace workspace;

  @Test
  void perOpDriverAndRemarkParseResolveAndCheck() {
    workspace.withExamples();
    workspace.add("per-op.rw", SOURCE);
    EcoreUtil.resolveAll(workspace.resource("per-op.rw").getResourceSet());
    assertEquals(List.of(), workspace.issues("per-op.rw"));
    RwFile f = (RwFile) workspace.resource("per-op.rw").getContents().get(0);
    Pass pass = EcoreUtil2.getAllContentsOfType(f, Pass.class).get(0);
    ConversionDriver d = assertInstanceOf(ConversionDriver.class, pass.getDriver());
    assertEquals("gpu.module", OpMembers.fullName(d.getQuery().getOp()));
    assertEquals("m", d.getQuery().getVar().getName());
    ErrorFailure remark = EcoreUtil2.getAllContentsOfType(f, ErrorFailure.class).get(0);
    assertEquals(ErrorKind.REMARK, remark.getKind());
  }
}
