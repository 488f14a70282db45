package rw.ir;

import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/** Keeps the package layers of the IR core pointing one way (architecture.md). */
class LayeringTest {
  private static final JavaClasses IR = new ClassFileImporter()
      .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
      .importPackages("rw.ir");

  @Test
  void layersPointDown() {
    layeredArchitecture()
        .consideringOnlyDependenciesInLayers()
        .withOptionalLayers(true)
        .layer("data").definedBy("rw.ir.loc..", "rw.ir.type..", "rw.ir.attr..")
        .layer("diag").definedBy("rw.ir.diag..")
        .layer("graph").definedBy("rw.ir")
        .layer("syntax").definedBy("rw.ir.asm..")
        .layer("analysis").definedBy("rw.ir.symbol..", "rw.ir.verify..")
        .layer("def").definedBy("rw.ir.def..")
        .layer("build").definedBy("rw.ir.build..")
        .layer("rewrite").definedBy("rw.ir.rewrite..")
        .layer("pass").definedBy("rw.ir.pass..")
        .whereLayer("pass").mayNotBeAccessedByAnyLayer()
        .whereLayer("rewrite").mayOnlyBeAccessedByLayers("pass")
        .whereLayer("def").mayOnlyBeAccessedByLayers("rewrite", "pass")
        .whereLayer("build").mayOnlyBeAccessedByLayers("rewrite", "pass")
        .whereLayer("analysis").mayOnlyBeAccessedByLayers("def", "rewrite", "pass")
        .whereLayer("syntax").mayOnlyBeAccessedByLayers("def", "rewrite", "pass")
        .whereLayer("graph").mayOnlyBeAccessedByLayers("syntax", "analysis", "def", "build", "rewrite", "pass")
        .whereLayer("diag").mayOnlyBeAccessedByLayers("graph", "syntax", "analysis", "def", "build", "rewrite", "pass")
        .check(IR);
  }

  @Test
  void locationsDependOnNothingElse() {
    noClasses().that().resideInAPackage("rw.ir.loc..")
        .should().dependOnClassesThat().resideOutsideOfPackages("rw.ir.loc..", "java..")
        .check(IR);
  }

  @Test
  void coreUsesOnlyTheJdk() {
    noClasses().that().resideInAPackage("rw.ir..")
        .should().dependOnClassesThat().resideOutsideOfPackages("rw.ir..", "java..")
        .check(IR);
  }
}
