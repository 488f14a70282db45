package rw.generator.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import rw.dsl.model.ExternBlock;
import rw.dsl.model.RwFile;

/** Golden generated Java for a few rules, and the extern check against the Java side. */
class RuleGoldenTest {
  private static XtextResourceSet set;
  private static Map<String, String> files;

  @BeforeAll
  static void generateAll() throws Exception {
    set = RuleFiles.load(RuleFiles.examples());
    files = RuleFiles.generate(set, null);
  }

  @ParameterizedTest
  @ValueSource(strings = {"hosttollvm/GPULaunchLowering", "hosttollvm/EncodeKernelName", "hosttollvm/ArithBinaryToLLVM",
      "hosttollvm/LowerHostToLLVM", "llvm/SPIRVToLLVM", "pipelines/OptionDemo", "pipelines/DemoPipeline", "perop/PerModule", "perop/PerModuleOwnTarget",
      "perop/KernelNeedsAbi", "pipelines/GreedyDemo", "spirvtollvm/ChooseToBranch", "spirvtollvm/EncodeBindAttributes", "spirvtollvm/ConvertJumps",
      "spirvtollvm/SumGlobal", "spirvtollvm/CountdownFunction", "demo/OptionsDemo", "actions/PackValues", "actions/UnpackThenZeros",
      "actions/KeepLowered", "actions/LastPair", "actions/BranchFromNewBlock", "spirvtollvm/FirstModeValue"})
  void generatedJavaMatchesGolden(String name) throws Exception {
    String golden = Files.readString(Path.of("src/test/resources/rules/golden/" + name.substring(name.indexOf('/') + 1) + ".java.txt"));
    String actual = files.get("rw/conversion/" + name + ".java");
    assertNotNull(actual, "not generated: " + name + " among " + files.keySet());
    if (Boolean.getBoolean("rw.updateGolden")) Files.writeString(Path.of("src/test/resources/rules/golden/" + name.substring(name.indexOf('/') + 1) + ".java.txt"), actual);
    assertEquals(golden, actual);
  }

  @Test
  void generationIsDeterministic() {
    assertEquals(files, RuleFiles.generate(set, null));
  }

  @Test
  void aCaptureThatMatchesAnythingGetsNoGuard() {
    String constant = files.get("rw/conversion/hosttollvm/ConstantToLLVM.java");
    assertNotNull(constant, "not generated: ConstantToLLVM among " + files.keySet());
    assertTrue(constant.contains("var v = root.inherentAttr(\"value\");"), constant);
    String keepAll = files.get("rw/conversion/llvm/KeepAll.java");
    assertNotNull(keepAll, "not generated: KeepAll among " + files.keySet());
    assertTrue(keepAll.contains("var t = RuleValues.type(type_);"), keepAll);
    for (Map.Entry<String, String> f : files.entrySet()) {
      assertFalse(f.getValue().contains("(!(true))"), f.getKey() + " tests a condition that always holds:\n" + f.getValue());
    }
  }

  @Test
  void everyRuleArmNamesItsLine() {
    String launch = files.get("rw/conversion/hosttollvm/GPULaunchLowering.java");
    assertTrue(launch.contains("// rule lower-host-to-llvm.rw:17"), launch);
    assertTrue(launch.contains("comments = \"from lower-host-to-llvm.rw:17\""), launch);
  }

  @Test
  void externMatchingItsJavaSidePasses() throws Exception {
    Path java = Files.createTempFile("Externs", ".java");
    Files.writeString(java, "public final class X {\n  public static Value memrefSizeInBytes(OpBuilder b, Location loc, Type memref) {}\n}\n");
    assertNull(ExternCheck.check(extern("lower-host-to-llvm.rw"), java));
  }

  @Test
  void externWithWrongArityFailsAtItsLine() throws Exception {
    Path java = Files.createTempFile("Externs", ".java");
    Files.writeString(java, "public final class X {\n  public static Value memrefSizeInBytes(OpBuilder b, Type memref) {}\n}\n");
    assertEquals("10: error: extern memrefSizeInBytes: rw.conversion.hosttollvm.HostToLlvmExterns.memrefSizeInBytes takes 2"
        + " parameters, the declaration needs 3", ExternCheck.check(extern("lower-host-to-llvm.rw"), java));
  }

  @Test
  void missingExternMethodFailsAtItsLine() {
    Path real = Path.of("../generated-passes/src/main/java/rw/conversion/hosttollvm/HostToLlvmExterns.java");
    assertEquals("6: error: extern convertEntryBlockTypes: no public static method convertEntryBlockTypes in"
        + " rw.conversion.hosttollvm.HostToLlvmExterns", ExternCheck.check(extern("host-to-llvm.rw"), real));
  }

  @Test
  void missingExternClassFailsAtItsLine() {
    String error = ExternCheck.check(extern("host-to-llvm.rw"), Path.of("no/such/File.java"));
    assertTrue(error.startsWith("5: error: extern class rw.conversion.hosttollvm.HostToLlvmExterns not found"), error);
  }

  private static ExternBlock extern(String file) {
    return set.getResources().stream().filter(r -> r.getURI().lastSegment().equals(file))
        .map(r -> (RwFile) r.getContents().get(0)).flatMap(f -> f.getDeclarations().stream())
        .filter(ExternBlock.class::isInstance).map(ExternBlock.class::cast).findFirst().orElseThrow();
  }
}
