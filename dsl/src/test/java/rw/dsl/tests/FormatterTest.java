package rw.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.inject.Inject;
import com.google.inject.Provider;
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

  @Test
  void probe() {
    System.out.println("PROBE[" + format("dialect d { op x { operands(a:T, b:T, c:T) } }") + "]");
  }

  @Test
  void examplesAreFormatted() {
    String text = Workspace.read(Workspace.EXAMPLES.resolve("lower-host-to-llvm.rw"));
    assertEquals(text, format(text));
  }
}
