package rw.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.inject.Inject;
import com.google.inject.Provider;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.xtext.formatting2.FormatterRequest;
import org.eclipse.xtext.formatting2.IFormatter2;
import org.eclipse.xtext.formatting2.regionaccess.ITextRegionAccess;
import org.eclipse.xtext.formatting2.regionaccess.TextRegionAccessBuilder;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** The formatter lays out blocks, members and expressions; formatting twice changes nothing. */
@ExtendWith(InjectionExtension.class)
@InjectWith(RwInjectorProvider.class)
class FormatterTest {
  @Inject private Workspace workspace;
  @Inject private IFormatter2 formatter;
  @Inject private Provider<FormatterRequest> requests;
  @Inject private Provider<TextRegionAccessBuilder> regionAccess;

  private int files;

  private String format(String text) {
    XtextResource r = workspace.add("f" + (files++) + ".rw", text);
    ITextRegionAccess access = regionAccess.get().forNodeModel(r).create();
    FormatterRequest request = requests.get().setTextRegionAccess(access);
    request.setExceptionHandler(org.eclipse.xtext.util.ExceptionAcceptor.THROWING);
    return access.getRewriter().renderToString(formatter.format(request));
  }

  private void assertFormats(String input, String expected) {
    String once = format(input);
    assertEquals(expected, once);
    assertEquals(expected, format(once), "formatting is idempotent");
  }

  @Test
  void dialectAndOps() {
    assertFormats("dialect demo { summary \"d\"   op  add [Pure,Commutative]{summary \"a\" operands(lhs:AnyType,rhs : AnyType)\n"
        + " format { $lhs `,` $rhs attr-dict } } }",
        "dialect demo {\n  summary \"d\"\n  op add [Pure, Commutative] {\n    summary \"a\"\n"
        + "    operands (lhs: AnyType, rhs: AnyType)\n    format { $lhs `,` $rhs attr-dict }\n  }\n}\n");
  }

  @Test
  void patternBody() {
    assertFormats("conversion patterns P { pattern A on %r=arith.addi(%a,%b){ let %c = llvm.add(%a , %b)->type(%r)\n"
        + "replace with %c } }",
        "conversion patterns P {\n  pattern A on %r = arith.addi(%a, %b) {\n"
        + "    let %c = llvm.add(%a, %b) -> type(%r)\n    replace with %c\n  }\n}\n");
  }

  private static void writeForInspection(String name, String text) {
    try {
      java.nio.file.Path dir = java.nio.file.Path.of("target/formatted");
      java.nio.file.Files.createDirectories(dir);
      java.nio.file.Files.writeString(dir.resolve(name), text);
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  @Test
  void examplesAreFormatted() {
    List<String> failures = new ArrayList<>();
    for (String name : new String[] {"builtin.rw", "func.rw", "arith.rw", "memref.rw", "gpu.rw", "spirv.rw", "llvm.rw",
        "llvm-types.rw", "host-to-llvm.rw", "lower-host-to-llvm.rw"}) {
      String text = Workspace.read(Workspace.EXAMPLES.resolve(name));
      String formatted = format(text);
      if (!text.equals(formatted)) {
        writeForInspection(name, formatted);
        failures.add(name);
      }
    }
    assertEquals(List.of(), failures, "not formatted (formatted copies in target/formatted/)");
  }
}
