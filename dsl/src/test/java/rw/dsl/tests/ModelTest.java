package rw.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.inject.Inject;
import java.util.List;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import rw.dsl.model.AfterStmt;
import rw.dsl.model.ConversionDriver;
import rw.dsl.model.EnsureExpr;
import rw.dsl.model.ForStmt;
import rw.dsl.model.LookupExpr;
import rw.dsl.model.NameRef;
import rw.dsl.model.OpBuild;
import rw.dsl.model.OpDef;
import rw.dsl.model.Pass;
import rw.dsl.model.Pattern;
import rw.dsl.model.PatternSet;
import rw.dsl.model.RwFile;
import rw.dsl.model.Table;
import rw.dsl.model.TypeAlias;
import rw.dsl.semantics.Interpolation;
import rw.dsl.semantics.OpMembers;

/** The parsed model as a generator walks it, with references resolved across files. */
@ExtendWith(InjectionExtension.class)
@InjectWith(RwInjectorProvider.class)
class ModelTest {
  @Inject private Workspace workspace;

  private RwFile file(String name) {
    workspace.withExamples();
    EcoreUtil.resolveAll(workspace.resource(name).getResourceSet());
    return (RwFile) workspace.resource(name).getContents().get(0);
  }

  @Test
  void launchPatternResolvesIntoDialectFiles() {
    RwFile f = file("lower-host-to-llvm.rw");
    Pattern p = EcoreUtil2.getAllContentsOfType(f, Pattern.class).get(0);
    OpDef root = p.getRoot().getOp();
    assertEquals("gpu.launch_func", OpMembers.fullName(root));
    assertEquals("gpu.rw", root.eResource().getURI().lastSegment());
    assertEquals("kernelOperands", p.getRoot().getOperands().get(0).getMember().getName());
    LookupExpr lookup = EcoreUtil2.getAllContentsOfType(p, LookupExpr.class).get(0);
    assertEquals("spirv.module", OpMembers.fullName(lookup.getOp()));
    List<EnsureExpr> ensures = EcoreUtil2.getAllContentsOfType(p, EnsureExpr.class);
    assertEquals(List.of("llvm.func", "llvm.mlir.global"), ensures.stream().map(e -> OpMembers.fullName(e.getOp())).toList());
    ForStmt loop = EcoreUtil2.getAllContentsOfType(p, ForStmt.class).get(0);
    assertEquals(List.of("i", "%arg"), loop.getVars().stream().map(v -> v.getName()).toList());
    AfterStmt after = EcoreUtil2.getAllContentsOfType(loop, AfterStmt.class).get(0);
    OpBuild copyBack = EcoreUtil2.getAllContentsOfType(after, OpBuild.class).get(0);
    assertEquals("llvm.intr.memcpy", OpMembers.fullName(copyBack.getOp()));
  }

  @Test
  void builtinNamesAndEnumCasesResolve() {
    RwFile f = file("host-to-llvm.rw");
    List<NameRef> refs = EcoreUtil2.getAllContentsOfType(f, NameRef.class);
    NameRef i64 = refs.stream().filter(r -> r.getRef() instanceof TypeAlias a && "i64".equals(a.getName())).findFirst().orElseThrow();
    assertEquals("builtin.rw", i64.getRef().eResource().getURI().lastSegment());
    Table table = EcoreUtil2.getAllContentsOfType(f, Table.class).get(0);
    assertEquals("llvm.fmul", OpMembers.fullName(table.getRows().get(1).getTarget().getOps().get(2)));
  }

  @Test
  void passWiresPatternSetsTypeMapsAndTarget() {
    RwFile f = file("lower-host-to-llvm.rw");
    Pass pass = EcoreUtil2.getAllContentsOfType(f, Pass.class).get(0);
    assertEquals("lower-host-to-llvm", pass.getCli());
    ConversionDriver d = assertInstanceOf(ConversionDriver.class, pass.getDriver());
    assertEquals(List.of("ArithToLLVM", "FinalizeMemRefToLLVM", "FuncToLLVM", "LaunchFuncToLLVMCalls"),
        d.getSets().stream().map(s -> ((PatternSet) s).getName()).toList());
    assertEquals(2, d.getTypeMaps().size());
    assertEquals("HostToLLVMTarget", d.getTarget().getName());
    assertTrue(pass.getBefore() != null && pass.getAfter() != null);
  }

  @Test
  void interpolationSplitsTextAndPaths() {
    var parts = Interpolation.parse("{spvName}_{global.sym_name}_descriptor_set{{x}}");
    assertEquals(List.of("spvName"), parts.get(0).path());
    assertEquals("_", parts.get(1).text());
    assertEquals(List.of("global", "sym_name"), parts.get(2).path());
    assertEquals("_descriptor_set{x}", parts.get(3).text());
  }
}
